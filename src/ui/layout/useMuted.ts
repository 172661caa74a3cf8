import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'farol.muted';
const listeners = new Set<() => void>();
/** The choice for this page when storage is unavailable (private mode). */
let inMemory: boolean | null = null;

function read(): boolean {
  if (inMemory !== null) return inMemory;
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether alert sounds are muted; remembered in this browser and shared by every component. */
export function useMuted(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => false,
  );
  const setMuted = useCallback((next: boolean) => {
    try {
      localStorage.setItem(KEY, String(next));
      inMemory = null;
    } catch {
      inMemory = next;
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [muted, setMuted];
}
