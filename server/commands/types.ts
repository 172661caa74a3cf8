import { COMMAND_ACTIONS } from '@farol/model';

/** Traccar's Command.TYPE_* constants, in declaration order (GET /api/commands/types). */
export const COMMAND_TYPES = [
  'custom',
  'deviceIdentification',
  'positionSingle',
  'positionPeriodic',
  'positionStop',
  'engineStop',
  'engineResume',
  'alarmArm',
  'alarmDisarm',
  'alarmDismiss',
  'setTimezone',
  'requestPhoto',
  'powerOff',
  'rebootDevice',
  'factoryReset',
  'sendSms',
  'sendUssd',
  'sosNumber',
  'silenceTime',
  'setPhonebook',
  'message',
  'voiceMessage',
  'outputControl',
  'voiceMonitoring',
  'setAgps',
  'setIndicator',
  'configuration',
  'getVersion',
  'firmwareUpdate',
  'setConnection',
  'setOdometer',
  'getModemStatus',
  'getDeviceStatus',
  'setSpeedLimit',
  'modePowerSaving',
  'modeDeepSleep',
  'videoStart',
  'videoStop',
  'alarmGeofence',
  'alarmBattery',
  'alarmSos',
  'alarmRemove',
  'alarmClock',
  'alarmSpeed',
  'alarmFall',
  'alarmVibration',
] as const;

/** Types `/api/commands/send` accepts: Traccar's, plus the SPEC §9 actions (anchorEnable…). */
export const ACCEPTED_COMMAND_TYPES: ReadonlySet<string> = new Set([
  ...COMMAND_TYPES,
  ...COMMAND_ACTIONS,
]);

/** A command to send (a saved one loaded, or one built by the caller). */
export interface CommandToSend {
  id: number;
  deviceId: number;
  type: string;
  textChannel: boolean;
  description: string | null;
  attributes: Record<string, unknown>;
}
