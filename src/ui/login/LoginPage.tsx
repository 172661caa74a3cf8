import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearch } from 'wouter';
import { createLoginImplementations, loginMachine } from '../../machines/loginMachine';
import { useCore } from '../core/CoreContext';
import { useSession } from '../core/hooks';
import { CodeForm } from './CodeForm';
import { CredentialsForm } from './CredentialsForm';
import { LoginFrame } from './LoginFrame';
import { LostPasswordDialog } from './LostPasswordDialog';
import { safeReturnPath } from './safeReturnPath';
import { SuspendedCard } from './SuspendedCard';

/**
 * Sign-in with e-mail and password (and remember me), the one-time code when the account has
 * one, or a share link's token; lost password and registration when the server offers them.
 * `driver` (/motorista) signs a QR driver in by username and lands on the check-in.
 */
export function LoginPage({ driver = false }: { driver?: boolean }) {
  const { t } = useTranslation();
  const core = useCore();
  const session = useSession();
  const [, navigate] = useLocation();
  const params = useParams<{ token?: string }>();
  const query = new URLSearchParams(useSearch());
  const asked = query.get('to');
  const returnTo = driver && !asked ? '/qr-driver' : safeReturnPath(asked);
  const machine = useMemo(() => loginMachine.provide(createLoginImplementations(core)), [core]);
  const [state, send] = useMachine(machine, { input: { driver } });
  const [lost, setLost] = useState(false);
  const { email, password, remember, code, error, errorDetail } = state.context;

  useEffect(() => {
    if (params.token !== undefined) send({ type: 'login.token', token: params.token });
  }, [params.token, send]);

  // Signed in here, or already signed in when the page opened: go where the visitor was headed.
  // A share link waits for its own sign-in (it replaces any session the browser had) and
  // lands on the shared device.
  const sharing = params.token !== undefined;
  const signedIn =
    state.matches('authenticated') || (!sharing && session?.status === 'authenticated');
  const sharedDeviceId = Number(session?.user?.attributes.deviceId);
  const landing =
    sharing && session?.user?.attributes.isShared && sharedDeviceId > 0
      ? `/devices/${sharedDeviceId}`
      : returnTo;
  useEffect(() => {
    if (signedIn) navigate(landing, { replace: true });
  }, [signedIn, navigate, landing]);

  const server = session?.server;
  let card;
  if (state.matches('suspended') || state.matches('unlocking')) {
    card = (
      <SuspendedCard
        error={error}
        errorDetail={errorDetail}
        suspension={state.context.suspension}
        busy={state.matches('unlocking')}
        onTrust={() => send({ type: 'login.trust' })}
        onBack={() => send({ type: 'login.back' })}
      />
    );
  } else if (state.matches('code') || state.matches('submittingCode')) {
    card = (
      <CodeForm
        code={code}
        error={error}
        busy={state.matches('submittingCode')}
        onCode={(next) => send({ type: 'login.change', code: next })}
        onSubmit={() => send({ type: 'login.submit' })}
        onBack={() => send({ type: 'login.back' })}
      />
    );
  } else {
    card = (
      <CredentialsForm
        values={{ email, password, remember }}
        error={error}
        errorDetail={errorDetail}
        busy={state.matches('submitting') || state.matches('submittingToken')}
        notice={query.get('registered') !== null ? t('register.done') : null}
        onChange={(change) => send({ type: 'login.change', ...change })}
        onSubmit={() => send({ type: 'login.submit' })}
        onLostPassword={server?.emailEnabled && !driver ? () => setLost(true) : undefined}
        registration={server?.registration === true && !driver}
        driver={driver}
      />
    );
  }
  return (
    <LoginFrame taglineKey={driver ? 'driverLogin.subtitle' : undefined}>
      {card}
      {lost && <LostPasswordDialog initialEmail={email} onClose={() => setLost(false)} />}
    </LoginFrame>
  );
}
