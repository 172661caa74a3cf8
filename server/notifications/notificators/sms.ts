import type { HttpSmsGateway } from '../smsGateway';
import type { Delivery, Notificator } from '../types';

/** `sms`: the digest to the user's phone through the HTTP SMS gateway. */
export class SmsNotificator implements Notificator {
  readonly name = 'sms';

  constructor(private readonly gateway: HttpSmsGateway) {}

  get configured(): boolean {
    return this.gateway.configured;
  }

  async send({ user, message }: Delivery): Promise<void> {
    if (!user.phone) return;
    await this.gateway.send(user.phone, message.digest);
  }
}
