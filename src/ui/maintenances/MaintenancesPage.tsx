import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { distanceUnitOf, type Maintenance } from '@farol/model';
import { useSession } from '../core/hooks';
import { formatNumber } from '../format/formatNumber';
import { EntityListPage } from '../lists/EntityListPage';
import type { ListColumn } from '../lists/listColumns';
import { maintenanceScale } from './maintenanceUnits';

/** `/maintenances`: maintenance plans by odometer or engine hours. */
export function MaintenancesPage() {
  const { t, i18n } = useTranslation();
  const unit = distanceUnitOf(useSession()?.user?.attributes['distanceUnit']);
  const columns = useMemo<ListColumn<Maintenance>[]>(() => {
    const shown = (item: Maintenance, value: number) => {
      const scale = maintenanceScale(item.type, unit);
      return `${formatNumber(value / scale.scale, i18n.language, 2)} ${scale.unit}`;
    };
    return [
      { id: 'name', header: 'maintenances.fields.name', value: (item) => item.name },
      {
        id: 'type',
        header: 'maintenances.fields.type',
        value: (item) => t(`maintenances.types.${item.type}`, { defaultValue: item.type }),
      },
      {
        id: 'start',
        header: 'maintenances.fields.start',
        value: (item) => item.start,
        cell: (item) => shown(item, item.start),
        searchable: false,
      },
      {
        id: 'period',
        header: 'maintenances.fields.period',
        value: (item) => item.period,
        cell: (item) => shown(item, item.period),
        searchable: false,
      },
    ];
  }, [t, i18n.language, unit]);
  return (
    <EntityListPage
      kind="maintenance"
      base="/maintenances"
      texts="maintenances"
      columns={columns}
      linkTargets={['device', 'group']}
    />
  );
}
