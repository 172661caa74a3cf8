import { useMachine } from '@xstate/react';
import { isQrDriver } from '@farol/model';
import { useEffect, useMemo } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { bootMachine, createBootImplementations } from '../machines/bootMachine';
import { useCore } from '../ui/core/CoreContext';
import { useSession } from '../ui/core/hooks';
import { MaintenancePage } from '../ui/pages/MaintenancePage';
import { Splash } from '../ui/pages/Splash';
import { DriverShell, FleetShell, LoginPage, RecoverPage, RegisterPage } from './screens';

const DRIVER_ROUTES = /^\/qr-driver(\/|$)/;

/**
 * The navigation guard of SPEC §2 and the public routes. Start-up loads server info (failure →
 * /maintenance), then the session; a visitor without one is sent to /login?to={path}
 * (driver routes to /motorista?to={path}). A QR driver's session opens the driver's screens
 * only; anyone else asking for a driver route goes home.
 */
export function AppRoutes() {
  const core = useCore();
  const machine = useMemo(() => bootMachine.provide(createBootImplementations(core)), [core]);
  const [boot, send] = useMachine(machine);
  const [location, navigate] = useLocation();
  const unavailable = boot.matches('unavailable');

  useEffect(() => {
    if (unavailable && location !== '/maintenance') navigate('/maintenance', { replace: true });
  }, [unavailable, location, navigate]);

  if (unavailable) return <MaintenancePage onRetry={() => send({ type: 'boot.retry' })} />;
  if (!boot.matches('ready')) return <Splash />;
  return (
    <Switch>
      <Route path="/maintenance">
        <Redirect to="/home" replace />
      </Route>
      <Route path="/login">
        <LoginPage />
      </Route>
      <Route path="/share/:token">
        <LoginPage />
      </Route>
      <Route path="/register" component={RegisterPage} />
      <Route path="/login/recover/:token" component={RecoverPage} />
      <Route path="/login/recover" component={RecoverPage} />
      <Route path="/reset-password" component={TraccarResetLink} />
      <Route path="/motorista">
        <LoginPage driver />
      </Route>
      <Route>
        <Protected />
      </Route>
    </Switch>
  );
}

/** Traccar's reset mail links to `/reset-password?passwordReset=<token>`: the same screen. */
function TraccarResetLink() {
  const token = new URLSearchParams(useSearch()).get('passwordReset') ?? '';
  return <Redirect to={`/login/recover/${encodeURIComponent(token)}`} replace />;
}

/** Renders the fleet screens for a signed-in user; otherwise redirects to the right login. */
function Protected() {
  const session = useSession();
  const [location] = useLocation();
  if (!session || session.status === 'loading') return <Splash />;
  if (session.status !== 'authenticated') {
    const login = DRIVER_ROUTES.test(location) ? '/motorista' : '/login';
    return <Redirect to={`${login}?to=${encodeURIComponent(location)}`} replace />;
  }
  // A QR driver reaches the check-in and nothing else (the server refuses the rest too).
  if (isQrDriver(session.user)) return <DriverShell />;
  if (DRIVER_ROUTES.test(location)) return <Redirect to="/home" replace />;
  return <FleetShell />;
}
