import type { Calendar } from '@farol/model';
import { EntityListPage } from '../lists/EntityListPage';
import type { ListColumn } from '../lists/listColumns';

const COLUMNS: ListColumn<Calendar>[] = [
  { id: 'name', header: 'calendars.fields.name', value: (calendar) => calendar.name },
];

/** `/calendars`: calendars that time notifications, geofences and devices. */
export function CalendarsPage() {
  return <EntityListPage kind="calendar" base="/calendars" texts="calendars" columns={COLUMNS} />;
}
