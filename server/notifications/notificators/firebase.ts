import { pushTokensOf } from '@farol/model';
import type { FirebaseCredentials } from '../firebaseAuth';
import { post } from '../http';
import type { Delivery, Notificator, Settings } from '../types';

/** FCM's endpoint; `notificator.firebase.url` points elsewhere (tests, proxies). */
export const FCM_URL = 'https://fcm.googleapis.com';

/**
 * `firebase`: one FCM HTTP v1 `messages:send` per token in the user's `notificationTokens`,
 * with the subject as title and the digest as body, and the event in `data`.
 */
export class FirebaseNotificator implements Notificator {
  readonly name = 'firebase';

  constructor(
    private readonly settings: Settings,
    private readonly credentials: FirebaseCredentials,
  ) {}

  get configured(): boolean {
    return this.credentials.configured;
  }

  async send({ user, event, message }: Delivery): Promise<void> {
    const tokens = pushTokensOf(user.attributes.notificationTokens);
    if (tokens.length === 0) return;
    const { token: bearer, projectId } = await this.credentials.get();
    const base = String(this.settings('notificator.firebase.url') ?? FCM_URL).replace(/\/$/, '');
    const url = `${base}/v1/projects/${encodeURIComponent(projectId)}/messages:send`;
    const headers = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
    const data = { type: event.type, eventId: String(event.id), deviceId: String(event.deviceId) };
    const results = await Promise.allSettled(
      tokens.map((token) =>
        post(
          url,
          JSON.stringify({
            message: {
              token,
              notification: { title: message.subject, body: message.digest },
              data,
            },
          }),
          headers,
        ),
      ),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }
}
