import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { Logo } from '../branding/Logo';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { useSession } from '../core/hooks';
import { QrDriverPage } from './QrDriverPage';
import { QrScanPage } from './QrScanPage';
import styles from './QrDriver.module.css';

/**
 * What a QR driver reaches (SPEC §2, driver-only routes): the check-in screen and the page a
 * vehicle's QR code opens; any other path leads back to the check-in.
 */
export function DriverShell() {
  const { t } = useTranslation();
  const core = useCore();
  const user = useSession()?.user;
  const logout = async () => {
    try {
      await core.logout();
    } finally {
      window.location.assign('/motorista');
    }
  };
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Logo />
        <span className={styles.who}>{user?.name}</span>
        <button type="button" className={controls.ghost} onClick={() => void logout()}>
          {t('qrDriver.logout')}
        </button>
      </header>
      <main className={styles.main}>
        <Switch>
          <Route path="/qr-driver" component={QrDriverPage} />
          <Route path="/qr-driver/scan/:id">
            {(params: { id: string }) => <QrScanPage deviceId={Number(params.id) || 0} />}
          </Route>
          <Route>
            <Redirect to="/qr-driver" replace />
          </Route>
        </Switch>
      </main>
    </div>
  );
}
