/** Traccar's Event.TYPE_* constants in declaration order (GET /api/notifications/types). */
export const EVENT_TYPES = [
  'commandResult',
  'deviceOnline',
  'deviceUnknown',
  'deviceOffline',
  'deviceInactive',
  'queuedCommandSent',
  'deviceMoving',
  'deviceStopped',
  'deviceOverspeed',
  'deviceFuelDrop',
  'deviceFuelIncrease',
  'geofenceEnter',
  'geofenceExit',
  'geofenceCrossed',
  'proximityEnter',
  'proximityExit',
  'unaccompaniedMotion',
  'alarm',
  'ignitionOn',
  'ignitionOff',
  'maintenance',
  'driverChanged',
  'media',
] as const;

/** The type of the event `POST /api/notifications/test` sends. */
export const TEST_EVENT_TYPE = 'test';
