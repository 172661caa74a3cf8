import {
  columnVisibilityFeature,
  createColumnHelper,
  tableFeatures,
  type CellContext,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { DeviceRow } from '../../worker/types';
import { formatNumber } from '../format/formatNumber';
import { formatRelativeTime } from '../format/formatRelativeTime';
import { DeviceAvatar } from './DeviceAvatar';
import { useListNow } from './ListClock';
import styles from './DeviceList.module.css';

export const deviceTableFeatures = tableFeatures({ columnVisibilityFeature });
type Features = typeof deviceTableFeatures;
type Cell<V> = CellContext<Features, DeviceRow, V>;

const helper = createColumnHelper<Features, DeviceRow>();

function NameCell({ row }: Cell<string>) {
  const { t } = useTranslation();
  const device = row.original;
  return (
    <span className={styles.nameCell}>
      <DeviceAvatar category={device.category} status={device.status} />
      <span className={styles.nameText}>
        <span className={styles.name}>{device.name}</span>
        <span className={styles[`status_${device.status}`]}>{t(`status.${device.status}`)}</span>
      </span>
    </span>
  );
}

function SpeedCell({ row }: Cell<number | null>) {
  const { t, i18n } = useTranslation();
  const { speed, speedUnit } = row.original;
  if (speed === null) return <span className={styles.muted}>{t('common.none')}</span>;
  return (
    <span className={speed > 0 ? styles.speedMoving : styles.speed}>
      {formatNumber(speed, i18n.language)} {t(`units.${speedUnit}`)}
    </span>
  );
}

function LastUpdateCell({ row }: Cell<number | null>) {
  const { t, i18n } = useTranslation();
  const now = useListNow();
  const text = formatRelativeTime(row.original.lastUpdate, now, i18n.language);
  return <span className={styles.muted}>{text ?? t('common.never')}</span>;
}

function TextCell({ getValue }: Cell<string | null>) {
  return <span className={styles.muted}>{getValue() ?? '—'}</span>;
}

function CategoryCell({ row }: Cell<string>) {
  const { t } = useTranslation();
  return (
    <span className={styles.muted}>{t(`categories.${row.original.category || 'default'}`)}</span>
  );
}

/** The list's columns; the last three show only when the panel is expanded. */
export const deviceColumns = helper.columns([
  helper.accessor('name', { id: 'name', header: 'devices.name', cell: NameCell }),
  helper.accessor('speed', { id: 'speed', header: 'devices.speed', cell: SpeedCell }),
  helper.accessor('lastUpdate', {
    id: 'lastUpdate',
    header: 'devices.lastUpdate',
    cell: LastUpdateCell,
  }),
  helper.accessor('uniqueId', {
    id: 'uniqueId',
    header: 'detail.uniqueId',
    cell: TextCell,
  }),
  helper.accessor('category', {
    id: 'category',
    header: 'detail.category',
    cell: CategoryCell,
  }),
  helper.accessor('address', {
    id: 'address',
    header: 'detail.address',
    cell: TextCell,
  }),
]);

/** Grid track of each column: the name takes the free space; the panel's width decides the rest. */
export const COLUMN_WIDTHS: Record<'compact' | 'expanded', Record<string, string>> = {
  compact: { name: 'minmax(0, 1fr)', speed: '74px', lastUpdate: '84px' },
  expanded: {
    name: 'minmax(200px, 1fr)',
    speed: '110px',
    lastUpdate: '140px',
    uniqueId: '170px',
    category: '140px',
    address: 'minmax(0, 1.4fr)',
  },
};

export const EXPANDED_ONLY = { uniqueId: false, category: false, address: false };
