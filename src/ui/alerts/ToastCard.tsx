import { mdiClose, mdiPin } from '@mdi/js';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertItem } from '../../worker/types';
import { Icon } from '../common/Icon';
import { useDisplayPrefs } from '../format/useDisplayPrefs';
import { alertText } from './alertText';
import { alertIcon } from './alertIcon';
import styles from './ToastCard.module.css';

/**
 * One alert: device name, what happened and when. Clicking it opens the device; the close
 * button dismisses it. A timed toast shows its remaining time as a shrinking bar.
 */
export function ToastCard({
  item,
  onOpen,
  onClose,
}: {
  item: AlertItem;
  onOpen(item: AlertItem): void;
  onClose(item: AlertItem): void;
}) {
  const { t, i18n } = useTranslation();
  const [shownAt] = useState(() => Date.now());
  const prefs = useDisplayPrefs();
  const text = alertText(item, { ...prefs, i18n, now: shownAt });
  const remaining = item.expiresAt === null ? null : Math.max(0, item.expiresAt - shownAt);
  const timer = { '--toast-ms': `${remaining ?? 0}ms` } as CSSProperties;

  return (
    <div
      className={styles.toast}
      data-alert-id={item.id}
      data-device-id={item.deviceId}
      data-type={item.type}
      data-color={item.color ?? 'default'}
      data-pinned={item.pinned}
      style={timer}
    >
      <button
        type="button"
        className={styles.body}
        aria-label={t('alerts.open', { device: text.title })}
        onClick={() => onOpen(item)}
      >
        <span className={styles.icon}>
          <Icon path={alertIcon(item.type)} size={22} />
        </span>
        <span className={styles.text}>
          <span className={styles.title}>
            <span className={styles.name}>{text.title}</span>
            {item.count > 1 && (
              <span className={styles.count} title={t('alerts.repeated', { count: item.count })}>
                ×{item.count}
              </span>
            )}
          </span>
          <span className={styles.summary}>{text.summary}</span>
          {text.message && <span className={styles.message}>{text.message}</span>}
          {text.time && <time className={styles.time}>{text.time}</time>}
        </span>
      </button>
      <div className={styles.side}>
        <button
          type="button"
          className={styles.close}
          aria-label={t('alerts.close')}
          title={t('alerts.close')}
          onClick={() => onClose(item)}
        >
          <Icon path={mdiClose} size={18} />
        </button>
        {item.pinned && (
          <span className={styles.pin} title={t('alerts.pinned')}>
            <Icon path={mdiPin} size={16} label={t('alerts.pinned')} />
          </span>
        )}
      </div>
      {remaining !== null && <span className={styles.timer} aria-hidden="true" />}
    </div>
  );
}
