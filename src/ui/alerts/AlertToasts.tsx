import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { NOTIFICATION_POSITIONS } from '../../model';
import type { AlertItem } from '../../worker/types';
import { useCore } from '../core/CoreContext';
import { useAlerts } from './hooks';
import { ToastCard } from './ToastCard';
import { useAlertSounds } from './useAlertSounds';
import styles from './AlertToasts.module.css';

/**
 * The toasts of pushed events, one stack per screen corner (the notification chooses), and
 * their sounds. Clicking a toast opens its device (as the list does) and closes the toast.
 */
export function AlertToasts() {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const items = useAlerts()?.items;
  useAlertSounds(items);

  const close = (item: AlertItem) => void core.dismissAlert({ id: item.id });
  const open = (item: AlertItem) => {
    close(item);
    navigate(`/devices/${item.deviceId}`);
  };

  return (
    <section className={styles.layer} aria-label={t('alerts.region')} aria-live="polite">
      {NOTIFICATION_POSITIONS.map((position) => {
        const corner = items?.filter((item) => item.position === position) ?? [];
        if (corner.length === 0) return null;
        return (
          <div key={position} className={styles.stack} data-position={position}>
            {corner.map((item) => (
              <ToastCard key={item.id} item={item} onOpen={open} onClose={close} />
            ))}
          </div>
        );
      })}
    </section>
  );
}
