/** Business constants of SPEC §9, shared by client and server. */

/** The version label shown in the side menu (SPEC §1). */
export const VERSION_LABEL = '1.12.7';

/** The 24 device categories, in SPEC §3 order; the index is the icon atlas index. */
export const DEVICE_CATEGORIES = [
  'default',
  'arrow',
  'person',
  'animal',
  'bicycle',
  'motorcycle',
  'scooter',
  'car',
  'pickup',
  'van',
  'truck',
  'truck1',
  'truck2',
  'tractor',
  'boat',
  'ship',
  'bus',
  'train',
  'trolleybus',
  'tram',
  'crane',
  'plane',
  'helicopter',
  'offroad',
] as const;
export type DeviceCategory = (typeof DEVICE_CATEGORIES)[number];

export const DEVICE_STATUSES = ['online', 'offline', 'unknown'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** Live push connection reconnects this long after it closes. */
export const SOCKET_RECONNECT_MS = 5_000;
/** Share-user countdown tick. */
export const SHARE_TICK_MS = 1_000;
/** REST timeouts: base 1 (tracking API) and base 2 (companion API). */
export const TRACKING_API_TIMEOUT_MS = 60_000;
export const COMPANION_API_TIMEOUT_MS = 30_000;
/** Lazily loaded parts give up after this long (SPEC §8). */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;
/** More ids than this in one GET /api/positions are split into several requests. */
export const POSITION_BATCH_SIZE = 500;
/** Toast duration; a pinned toast (tarkan.pin) stays. */
export const TOAST_MS = 7_000;
export const DEFAULT_TOAST_POSITION = 'bottom-right';
export const DEFAULT_LOGO_WIDTH_PERCENT = 80;
/** Zoom used when fitting the map to one device (server attribute web.selectZoom). */
export const DEFAULT_SELECT_ZOOM = 17;
export const REPORT_LIST_LIMIT = 25;
export const LOCAL_SESSION_TOKEN_LENGTH = 20;
export const ANCHOR_RADIUS_M = 150;

export const MIN_PASSWORD_LENGTH = 4;
export const MIN_NAME_LENGTH = 3;
export const MIN_EMAIL_LENGTH = 4;

export const NOTIFICATORS = ['web', 'firebase', 'telegram', 'sms', 'mail'] as const;
export const NOTIFICATION_COLORS = [
  'soft-red',
  'red',
  'soft-green',
  'green',
  'soft-yellow',
  'yellow',
  'soft-info',
  'info',
] as const;
export const NOTIFICATION_POSITIONS = [
  'top-right',
  'top-left',
  'bottom-right',
  'bottom-left',
] as const;
export const NOTIFICATION_TYPES = [
  'alarm',
  'deviceOnline',
  'deviceOffline',
  'textMessage',
  'deviceUnknown',
  'geofenceExit',
  'geofenceEnter',
  'ignitionOff',
  'ignitionOn',
  'deviceMoving',
  'deviceStopped',
  'deviceOverspeed',
  'commandResult',
  'driverChanged',
  'deviceFuelDrop',
  'maintenance',
  'deviceInactive',
] as const;
export const COMMAND_ACTIONS = [
  'custom',
  'engineStop',
  'engineResume',
  'anchorEnable',
  'anchorDisable',
  'deviceIdentification',
  'positionSingle',
  'alarmArm',
  'alarmDisarm',
  'outputControl',
  'rebootDevice',
] as const;
export const CALENDAR_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export const MAINTENANCE_TYPES = ['totalDistance', 'hours'] as const;
export const GEOFENCE_TYPES = ['line', 'circle', 'polygon'] as const;

export const LOCALES = ['pt-BR', 'es-ES', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';
export const FALLBACK_LOCALE: Locale = 'en-US';

/** Device-state sorts of the list (SPEC §2, §4), besides name and last update. */
export const DEVICE_STATE_SORTS = [
  'motion',
  'anchor',
  'locked',
  'ignition',
  'driver',
  'alert',
] as const;
export type DeviceStateSort = (typeof DEVICE_STATE_SORTS)[number];

/**
 * Fleets larger than this send the map only the devices around the view (twice the view's width
 * and height) when devices are drawn one by one: the renderer draws what is near, not the fleet.
 */
export const MAP_CULL_ABOVE = 5_000;
/** A window of measured map frames (worker SPEC.md D3) needs this many frames deck drew… */
export const FRAME_WINDOW_MIN_FRAMES = 3;
/** …unless they crawl, this many ms apart or more: then however few came in 3 s say enough. */
export const FRAME_CRAWL_MS = 1_000;
/** From this zoom the map labels visible devices (names, plates, groups, status options). */
export const MAP_LABELS_FROM_ZOOM = 13;
/** Most labels drawn at once; beyond it the nearest to the centre win. */
export const MAP_MAX_LABELS = 1_500;
