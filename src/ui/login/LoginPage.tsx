import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { createLoginImplementations, loginMachine } from '../../machines/loginMachine';
import { Logo } from '../branding/Logo';
import { useBranding } from '../branding/BrandingContext';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { useSession } from '../core/hooks';
import { ErrorText } from './ErrorText';
import { safeReturnPath } from './safeReturnPath';
import styles from './LoginPage.module.css';

/** Sign-in with e-mail and password (and remember me), or with a share link's token. */
export function LoginPage() {
  const { t } = useTranslation();
  const core = useCore();
  const branding = useBranding();
  const session = useSession();
  const [, navigate] = useLocation();
  const params = useParams<{ token?: string }>();
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get('to'));
  const machine = useMemo(() => loginMachine.provide(createLoginImplementations(core)), [core]);
  const [state, send] = useMachine(machine);
  const { email, password, remember, error, errorDetail } = state.context;
  const busy = state.matches('submitting') || state.matches('submittingToken');

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
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <Logo size="large" />
        <p className={styles.tagline}>{t('login.subtitle')}</p>
      </aside>
      <main className={styles.formSide}>
        {state.matches('suspended') ? (
          <div className={styles.card} role="alert">
            <h1 className={styles.title}>{t('login.suspendedTitle')}</h1>
            <p>{t('login.suspendedText')}</p>
            <ErrorText code={error} detail={errorDetail} />
            <button
              type="button"
              className={controls.button}
              onClick={() => send({ type: 'login.back' })}
            >
              {t('login.backToLogin')}
            </button>
          </div>
        ) : (
          <form
            className={styles.card}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'login.submit' });
            }}
          >
            <h1 className={styles.title}>{t('login.title')}</h1>
            <p className={styles.appName}>{branding.appName}</p>
            <label className={controls.field}>
              <span className={controls.label}>{t('login.email')}</span>
              <input
                className={controls.input}
                name="email"
                autoComplete="username"
                value={email}
                onChange={(event) => send({ type: 'login.change', email: event.target.value })}
              />
            </label>
            <label className={controls.field}>
              <span className={controls.label}>{t('login.password')}</span>
              <input
                className={controls.input}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => send({ type: 'login.change', password: event.target.value })}
              />
            </label>
            <label className={styles.remember}>
              <input
                type="checkbox"
                name="remember"
                checked={remember}
                onChange={(event) => send({ type: 'login.change', remember: event.target.checked })}
              />
              {t('login.remember')}
            </label>
            <ErrorText code={error} detail={errorDetail} />
            <button type="submit" className={controls.button} disabled={busy}>
              {busy ? t('login.signingIn') : t('login.signIn')}
            </button>
            <div className={styles.links}>
              {server?.emailEnabled && (
                <Link href="/login/recover/request">{t('login.lostPassword')}</Link>
              )}
              {server?.registration && <Link href="/register">{t('login.register')}</Link>}
            </div>
          </form>
        )}
      </main>
    </div>
  );
}
