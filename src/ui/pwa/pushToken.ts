import { pushConfigured, type PushConfig } from '@farol/model';
import type { CoreApi } from '../../worker/types';

/** What registering for push needs from the browser; `browserPush.ts` is the real one. */
export interface PushEnvironment {
  /** The app's active service worker registration; null without one (no PWA, dev server). */
  registration(): Promise<ServiceWorkerRegistration | null>;
  /** The notification permission, asked for when the user has not decided yet. */
  permission(): Promise<NotificationPermission>;
  /** The push service's token for this browser and registration (Firebase Cloud Messaging). */
  tokenFor(config: PushConfig, registration: ServiceWorkerRegistration): Promise<string>;
}

/**
 * Registers this browser for push (SPEC §3): with the domain's push configuration (the theme's
 * `push`), the app's service worker and the user's permission, the push service's token is
 * added to the user's `notificationTokens`, where the server's firebase channel sends events.
 * Without a configuration nothing is asked or registered. Resolves with the token, or null.
 */
export async function registerPushToken(
  config: PushConfig | null | undefined,
  core: Pick<CoreApi, 'addNotificationToken'>,
  browser: PushEnvironment,
): Promise<string | null> {
  if (!pushConfigured(config)) return null;
  const registration = await browser.registration();
  if (!registration?.pushManager) return null;
  if ((await browser.permission()) !== 'granted') return null;
  const token = (await browser.tokenFor(config, registration)).trim();
  if (!token) return null;
  await core.addNotificationToken({ token });
  return token;
}
