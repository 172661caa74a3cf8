import { post } from './http';
import type { Settings } from './types';

/** Traccar's default `sms.http.template` (a form body). */
export const DEFAULT_SMS_TEMPLATE = 'phone={phone}&message={message}';

/**
 * An HTTP SMS gateway, as Traccar's HttpSmsClient: POST to `sms.http.url` with the body
 * `sms.http.template` (JSON when it starts with { or [, else form-encoded), where `{phone}`
 * and `{message}` are replaced (also in the URL). Authorization from `sms.http.authorization`,
 * or basic auth from `sms.http.user` / `sms.http.password`.
 */
export class HttpSmsGateway {
  /** Called after each message the gateway accepted (server statistics). */
  onSent: () => void = () => undefined;

  constructor(private readonly settings: Settings) {}

  /** True when `sms.http.url` is set. */
  get configured(): boolean {
    return Boolean(this.settings('sms.http.url'));
  }

  async send(phone: string, message: string): Promise<void> {
    const url = this.settings('sms.http.url');
    if (!url) throw new Error('SMS not configured');
    const template = String(this.settings('sms.http.template') ?? DEFAULT_SMS_TEMPLATE).trim();
    const json = template.startsWith('{') || template.startsWith('[');
    const encode = json
      ? (value: string) => JSON.stringify(value).slice(1, -1)
      : (value: string) => encodeURIComponent(value);
    const fill = (text: string, escape: (value: string) => string) =>
      text.replaceAll('{phone}', escape(phone)).replaceAll('{message}', escape(message));
    const headers: Record<string, string> = {
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
    };
    const authorization = this.settings('sms.http.authorization');
    const user = this.settings('sms.http.user');
    if (authorization) headers.authorization = String(authorization);
    else if (user) {
      const secret = `${String(user)}:${String(this.settings('sms.http.password') ?? '')}`;
      headers.authorization = `Basic ${Buffer.from(secret).toString('base64')}`;
    }
    await post(fill(String(url), encodeURIComponent), fill(template, encode), headers);
    this.onSent();
  }
}
