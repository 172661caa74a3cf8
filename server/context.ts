import type { QrDeadlines } from './automation/qrDeadlines';
import type { AutomationService } from './automation/service';
import type { Billing } from './billing';
import type { ClusterBus } from './cluster/bus';
import type { CommandService } from './commands/service';
import type { LiveSessions } from './commands/liveSessions';
import type { Config } from './config';
import type { Notificators } from './notifications/notificators';
import type { NotificationService } from './notifications/service';
import type { Settings } from './notifications/types';
import type { Catalog } from './pipeline/catalog/catalog';
import type { DeviceEnvironments } from './pipeline/catalog/environments';
import type { DeviceStateStore } from './pipeline/deviceStates';
import type { EventRecorder } from './pipeline/eventRecorder';
import type { Geocoder } from './geocoder/geocoder';
import type { Ingest } from './pipeline/ingest';
import type { AuditLog } from './services/audit';
import type { Authenticator } from './services/auth';
import type { Authority } from './services/authority';
import type { Autolink } from './services/autolink';
import type { DeviceService } from './services/devices';
import type { LinkService } from './services/links';
import type { LiveHub } from './services/liveHub';
import type { LoginService } from './services/login';
import type { PermissionsService } from './services/permissions';
import type { QrCheckIn } from './services/qrCheckIn';
import type { QrDriverAccess } from './services/qrDriverAccess';
import type { DeviceRegistry } from './services/registry';
import type { ServerSettings } from './services/serverSettings';
import type { SessionStore } from './services/sessions';
import type { ShareService } from './services/shares';
import type { StatisticsCounters } from './services/statistics';
import type { UserService } from './services/users';
import type { TreeLimits } from './services/treeLimits';
import type { UserTree } from './services/userTree';
import type { Visibility } from './services/visibility';
import type { Storage } from './storage';

/** How this node is run: what its supervisor offers (`server/supervisor.ts`). */
export interface Lifecycle {
  /** Restarts the node in place (same ports and data); null when nothing supervises it. */
  restart: (() => void) | null;
}

/** Events, notifications and commands, as routes and protocols use them. */
export interface EventServices {
  /** Groups, geofences, calendars, notifications… linked to devices, in memory. */
  catalog: Catalog;
  states: DeviceStateStore;
  environments: DeviceEnvironments;
  recorder: EventRecorder;
  notificators: Notificators;
  notifications: NotificationService;
  commands: CommandService;
  sessions: LiveSessions;
  /** Server attributes, then configuration options. */
  settings: Settings;
  /** Carries out the automation rules (engine stop/resume, anchors, QR drivers). */
  automation: AutomationService;
  /** The QR drivers' lock and auto logout deadlines, checked on a timer. */
  qrDeadlines: QrDeadlines;
}

/** Everything a route or protocol needs, built once in `app.ts` (the composition root). */
export interface AppContext {
  config: Config;
  storage: Storage;
  settings: ServerSettings;
  sessions: SessionStore;
  login: LoginService;
  auth: Authenticator;
  /** Ends sessions, tokens and sockets when the authority behind them ends. */
  authority: Authority;
  permissions: PermissionsService;
  /** Who sees which objects, through links and groups. */
  visibility: Visibility;
  registry: DeviceRegistry;
  devices: DeviceService;
  users: UserService;
  /** Managers' and resellers' trees of users. */
  tree: UserTree;
  /** Resellers' limits across their trees. */
  limits: TreeLimits;
  /** The audit log every write, login and automation goes through. */
  audit: AuditLog;
  /** Share links: temporary users that see one device (companion API). */
  shares: ShareService;
  /** Claiming a device by IMEI from the caller's (or their reseller's) pool. */
  autolink: Autolink;
  /** QR drivers: their access users and links, check-in and check-out. */
  qrDrivers: { access: QrDriverAccess; checkIn: QrCheckIn };
  links: LinkService;
  hub: LiveHub;
  ingest: Ingest;
  /** Events, notifications and commands. */
  events: EventServices;
  /** Messages to the other nodes of a cluster (nowhere for a single node). */
  bus: ClusterBus;
  lifecycle: Lifecycle;
  /** This node's counts for `GET /api/statistics`. */
  statistics: StatisticsCounters;
  /** Reverse geocoding (off unless `geocoder.enable`). */
  geocoder: Geocoder;
  /** Invoices, suspension for non-payment, the payment provider (issue 16). */
  billing: Billing;
}
