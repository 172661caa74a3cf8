import type { LiveHub } from '../../services/liveHub';
import { FirebaseCredentials } from '../firebaseAuth';
import { HttpSmsGateway } from '../smsGateway';
import type { Notificator, Settings } from '../types';
import { FirebaseNotificator } from './firebase';
import { MailNotificator } from './mail';
import { SmsNotificator } from './sms';
import { TelegramNotificator } from './telegram';
import { WebNotificator } from './web';

/** Notificators usable without configuration of their own (Traccar's default minus command). */
const ALWAYS = ['web', 'mail'];

/**
 * Every notificator Farol has, and which of them are usable: the names listed in
 * `notificator.types` when it is set, else web, mail and each channel whose settings are present
 * (a telegram key, an SMS URL, firebase credentials).
 */
export class Notificators {
  readonly sms: HttpSmsGateway;
  readonly mail: MailNotificator;
  private readonly all: Map<string, Notificator & { configured?: boolean }>;

  constructor(
    private readonly settings: Settings,
    hub: LiveHub,
  ) {
    this.sms = new HttpSmsGateway(settings);
    this.mail = new MailNotificator(settings);
    const list = [
      new WebNotificator(hub),
      this.mail,
      new TelegramNotificator(settings),
      new SmsNotificator(this.sms),
      new FirebaseNotificator(settings, new FirebaseCredentials(settings)),
    ];
    this.all = new Map(list.map((notificator) => [notificator.name, notificator]));
  }

  /** Names of the usable notificators. */
  configured(): string[] {
    const types = this.settings('notificator.types');
    if (types !== undefined) {
      return String(types)
        .split(',')
        .map((name) => name.trim())
        .filter((name) => this.all.has(name));
    }
    return [...this.all.values()]
      .filter((notificator) => ALWAYS.includes(notificator.name) || notificator.configured)
      .map((notificator) => notificator.name);
  }

  /** A usable notificator by name. */
  get(name: string): Notificator | undefined {
    return this.configured().includes(name) ? this.all.get(name) : undefined;
  }

  close(): void {
    this.mail.close();
  }
}
