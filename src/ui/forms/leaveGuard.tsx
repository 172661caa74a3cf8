/**
 * "Unsaved changes" on leaving (SPEC §2 edit forms): while a form with changes is open, every
 * in-app navigation (links, back and close buttons, redirects) first asks; closing or reloading
 * the tab gets the browser's own question.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { BaseLocationHook } from 'wouter';
import { ConfirmDialog } from '../common/ConfirmDialog';

interface LeaveGuard {
  /** Runs `leave` now, or once the user agrees to drop their changes. */
  attempt(leave: () => void): void;
  /** Registers a guard; returns its remover. `active()` is read at navigation time. */
  register(active: () => boolean): () => void;
}

const GuardContext = createContext<LeaveGuard | null>(null);

/** Holds the guards of the open forms and asks before a navigation would drop changes. */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const guards = useRef(new Set<() => boolean>());
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard = useMemo<LeaveGuard>(
    () => ({
      attempt(leave) {
        if ([...guards.current].some((active) => active())) setPending(() => leave);
        else leave();
      },
      register(active) {
        guards.current.add(active);
        return () => void guards.current.delete(active);
      },
    }),
    [],
  );
  return (
    <GuardContext value={guard}>
      {children}
      {pending && (
        <ConfirmDialog
          title={t('leave.title')}
          text={t('leave.text')}
          confirmLabel={t('leave.discard')}
          cancelLabel={t('leave.stay')}
          danger
          onCancel={() => setPending(null)}
          onConfirm={() => {
            setPending(null);
            pending();
          }}
        />
      )}
    </GuardContext>
  );
}

/**
 * Wraps a wouter location hook so its navigate goes through the guard. The wrapped hook keeps
 * the original's search hook and href formatter.
 */
export function guardLocation(base: BaseLocationHook): BaseLocationHook {
  const useGuardedLocation: BaseLocationHook = (...args: unknown[]) => {
    const [location, navigate] = base(...args);
    const guard = useContext(GuardContext);
    const go = useCallback(
      (to: string, ...rest: unknown[]) =>
        guard ? guard.attempt(() => navigate(to, ...rest)) : navigate(to, ...rest),
      [guard, navigate],
    );
    return [location, go];
  };
  useGuardedLocation.searchHook = base.searchHook;
  useGuardedLocation.hrefs = base.hrefs;
  return useGuardedLocation;
}

/** While `active`, leaving asks first (in the app) and the browser warns on close or reload. */
export function useLeaveGuard(active: boolean): void {
  const guard = useContext(GuardContext);
  const activeRef = useRef(active);
  // Updated before any effect runs, so a navigation right after a save is not held back.
  useLayoutEffect(() => {
    activeRef.current = active;
  }, [active]);
  useEffect(() => guard?.register(() => activeRef.current), [guard]);
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
