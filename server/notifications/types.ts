import type { DeviceRecord, EventRecord, UserRecord } from '../storage';

/** What a notificator sends: Traccar's NotificationMessage. */
export interface NotificationMessage {
  subject: string;
  /** One line, for push, SMS, Telegram and the web toast. */
  digest: string;
  /** Several lines, for mail. */
  body: string;
}

/** One delivery: the event, for whom, and the message made for them. */
export interface Delivery {
  user: UserRecord;
  event: EventRecord;
  /** Null for the test event. */
  device: DeviceRecord | null;
  message: NotificationMessage;
}

/** A channel that delivers notifications (web, mail, telegram, sms, firebase). */
export interface Notificator {
  readonly name: string;
  send(delivery: Delivery): Promise<void>;
}

/** Reads a configuration key (server attributes, then Farol's options). */
export type Settings = (key: string) => unknown;
