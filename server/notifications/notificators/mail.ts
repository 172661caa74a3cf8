import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { booleanOf, numberOf } from '../../pipeline/attributes';
import type { Delivery, Notificator, Settings } from '../types';

/** The SMTP settings, under Traccar's configuration keys. */
function smtpOptions(settings: Settings) {
  const host = settings('mail.smtp.host');
  if (!host) throw new Error('Mail not configured: mail.smtp.host is not set');
  const user = settings('mail.smtp.username');
  return {
    host: String(host),
    port: numberOf(settings('mail.smtp.port'), 25),
    secure: booleanOf(settings('mail.smtp.ssl.enable'), false),
    requireTLS: booleanOf(settings('mail.smtp.starttls.required'), false),
    auth: user
      ? { user: String(user), pass: String(settings('mail.smtp.password') ?? '') }
      : undefined,
  };
}

/**
 * `mail`: a real SMTP message to the user's e-mail, through nodemailer. Settings are server
 * attributes (or options): `mail.smtp.host`, `.port`, `.username`, `.password`, `.from`,
 * `.ssl.enable`, `.starttls.required`. The transport is rebuilt when they change.
 */
export class MailNotificator implements Notificator {
  readonly name = 'mail';
  private transport: { key: string; transporter: Transporter } | null = null;
  /** Called after each message the SMTP server accepted (server statistics). */
  onSent: () => void = () => undefined;

  constructor(private readonly settings: Settings) {}

  /** True when an SMTP host is set. */
  get configured(): boolean {
    return Boolean(this.settings('mail.smtp.host'));
  }

  async send({ user, message }: Delivery): Promise<void> {
    if (!user.email) return;
    await this.sendMail({ to: user.email, subject: message.subject, text: message.body });
  }

  /**
   * Sends a message through the configured SMTP server (a notification, or a report with its
   * file attached). Throws `Mail not configured…` when no SMTP host is set.
   */
  async sendMail(mail: Omit<SendMailOptions, 'from'>): Promise<void> {
    const options = smtpOptions(this.settings);
    const key = JSON.stringify(options);
    if (this.transport?.key !== key) {
      this.transport?.transporter.close();
      this.transport = { key, transporter: nodemailer.createTransport(options) };
    }
    const from = this.settings('mail.smtp.from') ?? options.auth?.user ?? 'farol@localhost';
    await this.transport.transporter.sendMail({ ...mail, from: String(from) });
    this.onSent();
  }

  close(): void {
    this.transport?.transporter.close();
    this.transport = null;
  }
}
