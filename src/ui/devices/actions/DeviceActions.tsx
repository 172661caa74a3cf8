import type { SelectedDevice } from '../../../worker/types';
import { Icon } from '../../common/Icon';
import { ActionButton } from './ActionButton';
import { useDeviceActions } from './useDeviceActions';
import styles from './DeviceActions.module.css';

/** The device actions of SPEC §2 as the detail's grid, each offered only when allowed. */
export function DeviceActions({ selected }: { selected: SelectedDevice }) {
  const { items, outcomes, dialogs } = useDeviceActions(selected);
  return (
    <div className={styles.actions} data-testid="device-actions">
      <div className={styles.grid}>
        {items.map((item) =>
          item.href ? (
            <a
              key={item.id}
              className={styles.action}
              href={item.href}
              target="_blank"
              rel="noreferrer"
            >
              <Icon path={item.icon} />
              <span>{item.label}</span>
            </a>
          ) : (
            <ActionButton
              key={item.id}
              icon={item.icon}
              label={item.label}
              pressed={item.pressed}
              tone={item.tone}
              disabled={item.disabled}
              onClick={item.run}
            />
          ),
        )}
      </div>
      {outcomes}
      {dialogs}
    </div>
  );
}
