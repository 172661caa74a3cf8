import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event: the offer to install the app, kept for later. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const watched = new WeakSet<Window>();

/**
 * Keeps the browser's install offer (`beforeinstallprompt`) instead of its default mini
 * banner, so the user menu can offer "install" when the user wants it; forgets it once the
 * app is installed.
 */
export function watchInstallPrompt(target: Window): void {
  if (watched.has(target)) return;
  watched.add(target);
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

/** Shows the browser's install dialog; the offer is used up whatever the user answers. */
export async function install(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = null;
  changed();
  await current.prompt();
  return (await current.userChoice).outcome === 'accepted';
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offers to install the app now. */
export function useInstallOffered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
}
