import { post } from '../http';
import type { Delivery, Notificator, Settings } from '../types';

/** Telegram's Bot API; `notificator.telegram.url` points elsewhere (tests, proxies). */
export const TELEGRAM_API_URL = 'https://api.telegram.org';

/**
 * `telegram`: the Bot API's sendMessage with the bot token `notificator.telegram.key`, to the
 * user's `telegramChatId` attribute, else `notificator.telegram.chatId`.
 */
export class TelegramNotificator implements Notificator {
  readonly name = 'telegram';

  constructor(private readonly settings: Settings) {}

  get configured(): boolean {
    return Boolean(this.settings('notificator.telegram.key'));
  }

  async send({ user, message }: Delivery): Promise<void> {
    const key = this.settings('notificator.telegram.key');
    if (!key) throw new Error('Telegram not configured: notificator.telegram.key is not set');
    const chatId = user.attributes.telegramChatId ?? this.settings('notificator.telegram.chatId');
    if (chatId === undefined || chatId === null || chatId === '') return;
    const base = String(this.settings('notificator.telegram.url') ?? TELEGRAM_API_URL);
    await post(
      `${base.replace(/\/$/, '')}/bot${String(key)}/sendMessage`,
      JSON.stringify({ chat_id: chatId, text: message.digest }),
      { 'content-type': 'application/json' },
    );
  }
}
