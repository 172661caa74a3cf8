import type { DeviceStatus } from '@farol/model';
import { CATEGORY_ICON_PATHS, categoryOf } from '../common/categoryIcons';
import { Icon } from '../common/Icon';
import styles from './DeviceAvatar.module.css';

/** The category glyph on a disc coloured by status, as on the map. */
export function DeviceAvatar({
  category,
  status,
  size = 36,
}: {
  category: string | null;
  status: DeviceStatus;
  size?: number;
}) {
  return (
    <span
      className={`${styles.avatar} ${styles[status]}`}
      style={{ width: size, height: size }}
      data-status={status}
    >
      <Icon path={CATEGORY_ICON_PATHS[categoryOf(category)]} size={Math.round(size * 0.55)} />
    </span>
  );
}
