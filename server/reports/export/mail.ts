import type { SendMailOptions } from 'nodemailer';
import { XLSX_MEDIA_TYPE } from '@farol/model';
import { text } from '../i18n';
import { dateText } from './format';
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
  const title = text(report.title, prefs.language);
  const from = dateText(run.params.from, prefs);
  const until = dateText(run.params.to, prefs);
  return {
    to,
    subject: `${title}: ${from} – ${until}`,
    text: text('mailBody', prefs.language, { report: title.toLowerCase(), from, to: until }),
    attachments: [
      { filename: fileName(source, 'xlsx'), content: file, contentType: XLSX_MEDIA_TYPE },
    ],
  };
}
