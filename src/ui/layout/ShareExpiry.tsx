import { useMachine } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createShareExpiryImplementations,
  shareExpiryMachine,
} from '../../machines/shareExpiryMachine';
import type { User } from '@farol/model';
import controls from '../common/controls.module.css';
import { Dialog } from '../common/Dialog';
import { useCore } from '../core/CoreContext';
import { useSession } from '../core/hooks';

/** Time left to the signed-in share user (ms), or null for everyone else. */
const RemainingContext = createContext<number | null>(null);

/** The share user's time left, ticking every second (SPEC §9); null for other users. */
export const useShareRemaining = (): number | null => useContext(RemainingContext);

/** When a share user's access ends (epoch ms); null for other users or no expiry. */
export function shareExpiryOf(user: User | null | undefined): number | null {
  if (!user?.attributes.isShared || !user.expirationTime) return null;
  const ms = Date.parse(user.expirationTime);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Runs the share expiry flow (shareExpiryMachine) for a signed-in share user and shares the
 * time left with the header. It sits above the routes: once the session is cleared the guard
 * sends the visitor to /login, and the dialog 'Sua sessão expirou!' must outlive that.
 */
export function ShareExpiryProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const expiresAt = shareExpiryOf(session?.user);
  // Kept after the session is cleared, so the flow (and its dialog) runs to the reload.
  const [running, setRunning] = useState<number | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  useEffect(() => {
    if (expiresAt !== null) setRunning(expiresAt);
  }, [expiresAt]);
  return (
    <RemainingContext value={expiresAt === null ? null : remaining}>
      {children}
      {running !== null && (
        <ShareExpiryFlow key={running} expiresAt={running} onRemaining={setRemaining} />
      )}
    </RemainingContext>
  );
}

function ShareExpiryFlow({
  expiresAt,
  onRemaining,
}: {
  expiresAt: number;
  onRemaining(ms: number): void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const logic = useMemo(
    () =>
      shareExpiryMachine.provide(
        createShareExpiryImplementations({
          logout: () => core.logout(),
          reload: () => window.location.reload(),
        }),
      ),
    [core],
  );
  const [state, send] = useMachine(logic, { input: { expiresAt } });
  const { remaining } = state.context;
  useEffect(() => onRemaining(remaining), [remaining, onRemaining]);
  if (!state.matches('expired') && !state.matches('leaving')) return null;
  const exit = () => send({ type: 'share.exit' });
  return (
    <Dialog
      title={t('share.expiredTitle')}
      role="alertdialog"
      onClose={exit}
      actions={
        <button type="button" className={controls.button} autoFocus onClick={exit}>
          {t('userMenu.logout')}
        </button>
      }
    >
      {t('share.expiredText')}
    </Dialog>
  );
}
