import type { SendMailOptions } from 'nodemailer';
import { MailNotificator } from '../notifications/notificators/mail';
import type { Integrations } from './integrations';

/**
 * Billing's mails (an invoice with its payment link): through the e-mail integration when it is
 * on, else through the server's mail settings (`mail.smtp.*`).
 */
export class BillingMail {
  constructor(
    private readonly integrations: Integrations,
    private readonly serverMail: MailNotificator,
  ) {}

  async send(ownerId: number, mail: Omit<SendMailOptions, 'from'>): Promise<void> {
    const settings = await this.integrations.settings(ownerId, 'email');
    if (!settings.enabled) return this.serverMail.sendMail(mail);
    await this.sendThroughIntegration(ownerId, mail);
  }

  /**
   * Sends `mail` through the e-mail integration's saved SMTP settings, on or off (its "send
   * test" button). Throws `Mail not configured…` when no SMTP host is saved.
   */
  async sendThroughIntegration(
    ownerId: number,
    mail: Omit<SendMailOptions, 'from'>,
  ): Promise<void> {
    const settings = await this.integrations.settings(ownerId, 'email');
    const { password = '' } = await this.integrations.secrets(ownerId, 'email');
    const values: Record<string, unknown> = {
      'mail.smtp.host': settings.host,
      'mail.smtp.port': settings.port,
      'mail.smtp.username': settings.username,
      'mail.smtp.password': password,
      'mail.smtp.from': settings.fromName
        ? `"${settings.fromName.replace(/"/g, '')}" <${settings.from}>`
        : settings.from || undefined,
    };
    const mailer = new MailNotificator((key) => values[key] || undefined);
    try {
      await mailer.sendMail(mail);
    } finally {
      mailer.close();
    }
  }
}
