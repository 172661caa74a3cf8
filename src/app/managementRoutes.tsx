import type { ComponentType } from 'react';
import { Route } from 'wouter';
import {
  CalendarEditPage,
  CalendarsPage,
  ComputedEditPage,
  ComputedPage,
  DriverEditPage,
  DriversPage,
  GeofenceEditPage,
  GeofencesPage,
  GroupEditPage,
  GroupsPage,
  MaintenanceEditPage,
  MaintenancesPage,
  NotificationEditPage,
  NotificationsPage,
  SavedCommandEditPage,
  SavedCommandsPage,
  UserEditPage,
  UsersPage,
} from './screens';

type EditScreen = ComponentType<{ params: { id: string } }>;

/** Management screens that follow the list + form pattern: the list at `base`, a form below. */
const MANAGED: [base: string, list: ComponentType, edit: EditScreen][] = [
  ['/groups', GroupsPage, GroupEditPage],
  ['/drivers', DriversPage, DriverEditPage],
  ['/calendars', CalendarsPage, CalendarEditPage],
  ['/maintenances', MaintenancesPage, MaintenanceEditPage],
  ['/commands', SavedCommandsPage, SavedCommandEditPage],
  ['/computed', ComputedPage, ComputedEditPage],
  ['/notifications', NotificationsPage, NotificationEditPage],
  ['/geofence', GeofencesPage, GeofenceEditPage],
  ['/users', UsersPage, UserEditPage],
];

/** Their routes, to place inside the shell's `<Switch>` (wouter flattens arrays). */
export const managementRoutes = MANAGED.flatMap(([base, List, Edit]) => [
  <Route key={base} path={base} component={List} />,
  <Route key={`${base}/:id`} path={`${base}/:id`} component={Edit} />,
]);
