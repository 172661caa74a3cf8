/**
 * Every screen of the app, loaded on first use (SPEC §8: after 120 s without it, a clear error
 * with a retry). Eager are only the splash and the maintenance page: the first is what shows
 * while loading, the second what shows when the server (which serves the screens) is down.
 */
import { lazyScreen } from '../ui/common/lazyScreen';

export const LoginPage = lazyScreen(() =>
  import('../ui/login/LoginPage').then((module) => module.LoginPage),
);
export const PublicNotice = lazyScreen(() =>
  import('../ui/pages/PublicNotice').then((module) => module.PublicNotice),
);
export const RecoverPage = lazyScreen(() =>
  import('../ui/login/RecoverPage').then((module) => module.RecoverPage),
);
export const RegisterPage = lazyScreen(() =>
  import('../ui/login/RegisterPage').then((module) => module.RegisterPage),
);
/** A QR driver's screens: the check-in, without the map. */
export const DriverShell = lazyScreen(() =>
  import('../ui/qrDriver/DriverShell').then((module) => module.DriverShell),
);
/** The signed-in shell: the map (deck.gl, maplibre) and the panels. */
export const FleetShell = lazyScreen(() =>
  import('./FleetShell').then((module) => module.FleetShell),
);
export const DevicesPage = lazyScreen(() =>
  import('../ui/devices/DevicesPage').then((module) => module.DevicesPage),
);
export const DeviceDetailPage = lazyScreen(() =>
  import('../ui/devices/DeviceDetailPage').then((module) => module.DeviceDetailPage),
);
export const ComingSoonPage = lazyScreen(() =>
  import('../ui/pages/ComingSoonPage').then((module) => module.ComingSoonPage),
);
export const GroupsPage = lazyScreen(() =>
  import('../ui/groups/GroupsPage').then((module) => module.GroupsPage),
);
export const GroupEditPage = lazyScreen(() =>
  import('../ui/groups/GroupEditPage').then((module) => module.GroupEditPage),
);
export const DriversPage = lazyScreen(() =>
  import('../ui/drivers/DriversPage').then((module) => module.DriversPage),
);
export const DriverEditPage = lazyScreen(() =>
  import('../ui/drivers/DriverEditPage').then((module) => module.DriverEditPage),
);
export const DevicesManagePage = lazyScreen(() =>
  import('../ui/devices/DevicesManagePage').then((module) => module.DevicesManagePage),
);
export const DeviceEditPage = lazyScreen(() =>
  import('../ui/devices/edit/DeviceEditPage').then((module) => module.DeviceEditPage),
);
export const ClaimDevicePage = lazyScreen(() =>
  import('../ui/devices/claim/ClaimDevicePage').then((module) => module.ClaimDevicePage),
);
export const CalendarsPage = lazyScreen(() =>
  import('../ui/calendars/CalendarsPage').then((module) => module.CalendarsPage),
);
export const CalendarEditPage = lazyScreen(() =>
  import('../ui/calendars/CalendarEditPage').then((module) => module.CalendarEditPage),
);
export const MaintenancesPage = lazyScreen(() =>
  import('../ui/maintenances/MaintenancesPage').then((module) => module.MaintenancesPage),
);
export const MaintenanceEditPage = lazyScreen(() =>
  import('../ui/maintenances/MaintenanceEditPage').then((module) => module.MaintenanceEditPage),
);
export const SavedCommandsPage = lazyScreen(() =>
  import('../ui/savedCommands/SavedCommandsPage').then((module) => module.SavedCommandsPage),
);
export const SavedCommandEditPage = lazyScreen(() =>
  import('../ui/savedCommands/SavedCommandEditPage').then((module) => module.SavedCommandEditPage),
);
export const ComputedPage = lazyScreen(() =>
  import('../ui/computed/ComputedPage').then((module) => module.ComputedPage),
);
export const ComputedEditPage = lazyScreen(() =>
  import('../ui/computed/ComputedEditPage').then((module) => module.ComputedEditPage),
);
export const NotificationsPage = lazyScreen(() =>
  import('../ui/notifications/NotificationsPage').then((module) => module.NotificationsPage),
);
export const NotificationEditPage = lazyScreen(() =>
  import('../ui/notifications/NotificationEditPage').then((module) => module.NotificationEditPage),
);
export const AccountPage = lazyScreen(() =>
  import('../ui/settings/AccountPage').then((module) => module.AccountPage),
);
export const ServerSettingsPage = lazyScreen(() =>
  import('../ui/settings/ServerSettingsPage').then((module) => module.ServerSettingsPage),
);
export const GeofencesPage = lazyScreen(() =>
  import('../ui/geofences/GeofencesPage').then((module) => module.GeofencesPage),
);
export const GeofenceEditPage = lazyScreen(() =>
  import('../ui/geofences/GeofenceEditPage').then((module) => module.GeofenceEditPage),
);
export const ReportsChooser = lazyScreen(() =>
  import('../ui/reports/ReportsChooser').then((module) => module.ReportsChooser),
);
export const ReportPage = lazyScreen(() =>
  import('../ui/reports/ReportPage').then((module) => module.ReportPage),
);
export const ReplayPage = lazyScreen(() =>
  import('../ui/replay/ReplayPage').then((module) => module.ReplayPage),
);
export const UsersPage = lazyScreen(() =>
  import('../ui/users/UsersPage').then((module) => module.UsersPage),
);
export const UserEditPage = lazyScreen(() =>
  import('../ui/users/UserEditPage').then((module) => module.UserEditPage),
);
export const AuditLogPage = lazyScreen(() =>
  import('../ui/audit/AuditLogPage').then((module) => module.AuditLogPage),
);
export const ThemePage = lazyScreen(() =>
  import('../ui/theme/ThemePage').then((module) => module.ThemePage),
);
export const InvoicesPage = lazyScreen(() =>
  import('../ui/billing/InvoicesPage').then((module) => module.InvoicesPage),
);
export const BillingPage = lazyScreen(() =>
  import('../ui/billing/BillingPage').then((module) => module.BillingPage),
);
export const BillingCustomerPage = lazyScreen(() =>
  import('../ui/billing/BillingCustomerPage').then((module) => module.BillingCustomerPage),
);
export const IntegrationsPage = lazyScreen(() =>
  import('../ui/billing/IntegrationsPage').then((module) => module.IntegrationsPage),
);
