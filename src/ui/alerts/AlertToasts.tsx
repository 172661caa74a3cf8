import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AlertItem } from '../../worker/types';
import { useCore } from '../core/CoreContext';
import { useAlerts } from './hooks';
import { ToastCard } from './ToastCard';
import { toastStacks } from './stacks';
import { useAlertSounds } from './useAlertSounds';
import { useNarrowScreen } from './useNarrowScreen';
import styles from './AlertToasts.module.css';

/**
 * The toasts of pushed events, one stack per corner of the map (the notification chooses; one
 * stack at the top on phones), and their sounds. Clicking a toast opens its device (as the
 * list does) and closes the toast.
 */
export function AlertToasts() {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const items = useAlerts()?.items;
  const narrow = useNarrowScreen();
  useAlertSounds(items);

  const close = (item: AlertItem) => void core.dismissAlert({ id: item.id });
  const open = (item: AlertItem) => {
    close(item);
    // A server notice (the notifications test) concerns no device.
    if (item.deviceId > 0) navigate(`/devices/${item.deviceId}`);
  };

  return (
    <section className={styles.layer} aria-label={t('alerts.region')} aria-live="polite">
      {toastStacks(items ?? [], narrow).map((stack) => (
        <div key={stack.position} className={styles.stack} data-position={stack.position}>
          {stack.items.map((item) => (
            <ToastCard key={item.id} item={item} onOpen={open} onClose={close} />
          ))}
        </div>
      ))}
    </section>
  );
}
