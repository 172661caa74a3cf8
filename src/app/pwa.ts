import { watchInstallPrompt } from '../ui/pwa/installPrompt';

/** The app shell's service worker, built by vite-plugin-pwa (workbox) into `dist/sw.js`. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Makes Farol a PWA: registers the service worker that keeps the app shell for offline starts
 * (only in a build: the dev server has no worker) and listens for the browser's install offer.
 * A browser without service workers, or a failed registration, leaves the app as it was.
 */
export function startPwa(target: Window = window): void {
  watchInstallPrompt(target);
  const workers = target.navigator.serviceWorker;
  if (!import.meta.env.PROD || !workers) return;
  target.addEventListener('load', () => {
    workers.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.warn('Service worker not registered:', error);
    });
  });
}
