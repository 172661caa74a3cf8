import type { PushConfig } from '@farol/model';
import type { PushEnvironment } from './pushToken';

/** How long to wait for the service worker before giving push up for this page. */
const WORKER_WAIT_MS = 30_000;

/** The name Farol's Firebase app takes, apart from any other on the page. */
const APP_NAME = 'farol-push';

/**
 * The browser's side of push: the app's service worker (the PWA's), the Notification
 * permission, and Firebase Cloud Messaging's token (its web SDK, loaded only when a domain
 * has push configured), which the server's firebase channel sends to.
 */
export const browserPush: PushEnvironment = {
  async registration() {
    const workers = navigator.serviceWorker;
    if (!workers || !(await workers.getRegistration())) return null;
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
    return Promise.race([workers.ready, timeout]);
  },
  async permission() {
    if (typeof Notification === 'undefined') return 'denied';
    if (Notification.permission !== 'default') return Notification.permission;
    return Notification.requestPermission();
  },
  async tokenFor(config: PushConfig, registration: ServiceWorkerRegistration) {
    const [{ getApps, initializeApp }, messaging] = await Promise.all([
      import('@firebase/app'),
      import('@firebase/messaging'),
    ]);
    if (!(await messaging.isSupported())) return '';
    const { vapidKey, ...options } = config;
    const app =
      getApps().find((existing) => existing.name === APP_NAME) ?? initializeApp(options, APP_NAME);
    return messaging.getToken(messaging.getMessaging(app), {
      vapidKey,
      serviceWorkerRegistration: registration,
    });
  },
};
