/**
 * The events Farol's automation rules raise (server/automation): a lock or unlock it sent, and
 * a rule it could not carry out (the device does not take the command).
 */
export const AUTOMATION_EVENT_TYPES = [
  'deviceLocked',
  'deviceUnlocked',
  'automationFailed',
] as const;
export type AutomationEventType = (typeof AUTOMATION_EVENT_TYPES)[number];

/**
 * Traccar's Event.TYPE_* constants in declaration order, then Farol's own (GET
 * /api/notifications/types: clients that do not know the last ones show their key).
 */
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
  ...AUTOMATION_EVENT_TYPES,
] as const;

/** The type of the event `POST /api/notifications/test` sends. */
export const TEST_EVENT_TYPE = 'test';
