import type { SendMailOptions } from 'nodemailer';
import { XLSX_MEDIA_TYPE } from '@farol/model';
import { dateText } from '../../locale/format';
import { translate } from '../../locale/texts';
import { fileName, type ExportSource } from './source';

/** The SMTP sender of the notifications (server/notifications/notificators/mail.ts). */
export interface Mailer {
  readonly configured: boolean;
  sendMail(mail: Omit<SendMailOptions, 'from'>): Promise<void>;
}

/** The message that carries a report's spreadsheet to `to`, in the reader's language. */
export function reportMail(
  source: Pick<ExportSource, 'report' | 'run' | 'prefs'>,
  to: string,
  file: Buffer,
): Omit<SendMailOptions, 'from'> {
  const { report, run, prefs } = source;
  const title = translate(prefs.language, `reports.titles.${report.title}`);
  const from = dateText(run.params.from, prefs);
  const until = dateText(run.params.to, prefs);
  return {
    to,
    subject: `${title}: ${from} – ${until}`,
    text: translate(prefs.language, 'reports.mailBody', {
      report: title.toLowerCase(),
      from,
      to: until,
    }),
    attachments: [
      { filename: fileName(source, 'xlsx'), content: file, contentType: XLSX_MEDIA_TYPE },
    ],
  };
}
