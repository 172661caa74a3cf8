import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSession } from '../core/hooks';
import { entryOfRoute } from './menuRoutes';
import { screensOf } from './menusOf';
import { SidePanel } from './SidePanel';
import controls from '../common/controls.module.css';
import styles from './RouteGuard.module.css';

/**
 * The one place that decides whether the signed-in user may open the current route: the
 * route's menu entry (`entryOfRoute`) must be among the screens the model lets them open
 * (`openableScreens`, the menus rule the server's refusals follow). Otherwise the panel says
 * ACESSO NEGADO (SPEC §8) with a way back to the map; the screen itself is never mounted, so it
 * loads nothing the server would refuse.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const session = useSession();
  const entry = entryOfRoute(location);
  if (entry === null || screensOf(session).has(entry)) return children;
  return <AccessDenied />;
}

function AccessDenied() {
  const { t } = useTranslation();
  return (
    <SidePanel title={t('errors.WRITE_ACCESS_DENIED')}>
      <div className={styles.denied} data-testid="access-denied">
        <p role="alert" className={controls.alert}>
          {t('guard.denied')}
        </p>
        <Link href="/home" className={`${controls.button} ${controls.ghost} ${styles.home}`}>
          {t('guard.home')}
        </Link>
      </div>
    </SidePanel>
  );
}
