import type { Driver } from '@farol/model';
import { EntityListPage } from '../lists/EntityListPage';
import type { ListColumn } from '../lists/listColumns';

const COLUMNS: ListColumn<Driver>[] = [
  { id: 'name', header: 'drivers.fields.name', value: (driver) => driver.name },
  { id: 'uniqueId', header: 'drivers.fields.uniqueId', value: (driver) => driver.uniqueId },
];

/** `/drivers`: the drivers positions name by `driverUniqueId`. */
export function DriversPage() {
  return (
    <EntityListPage
      kind="driver"
      base="/drivers"
      texts="drivers"
      columns={COLUMNS}
      linkTargets={['device', 'group']}
    />
  );
}
