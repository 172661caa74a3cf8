/**
 * The parameters each command type takes (attribute keys of traccar-api.md §g `Command.KEY_*`),
 * as traccar-web asks for them. Types not listed take none; every type may set `noQueue`.
 */
export type ParameterKind = 'text' | 'number' | 'boolean';

export const COMMAND_PARAMETERS: Record<string, readonly [key: string, kind: ParameterKind][]> = {
  custom: [['data', 'text']],
  positionPeriodic: [['frequency', 'number']],
  setTimezone: [['timezone', 'text']],
  sendSms: [
    ['phone', 'text'],
    ['message', 'text'],
  ],
  sendUssd: [['phone', 'text']],
  message: [['message', 'text']],
  voiceMessage: [['data', 'text']],
  sosNumber: [
    ['index', 'number'],
    ['phone', 'text'],
  ],
  silenceTime: [['data', 'text']],
  setPhonebook: [['data', 'text']],
  outputControl: [
    ['index', 'number'],
    ['data', 'text'],
  ],
  voiceMonitoring: [['enable', 'boolean']],
  setAgps: [['enable', 'boolean']],
  setIndicator: [['data', 'number']],
  configuration: [['data', 'text']],
  setConnection: [
    ['server', 'text'],
    ['port', 'number'],
  ],
  setOdometer: [['data', 'number']],
  setSpeedLimit: [['data', 'number']],
  alarmSpeed: [['data', 'number']],
  modePowerSaving: [['enable', 'boolean']],
  modeDeepSleep: [['enable', 'boolean']],
  alarmGeofence: [['radius', 'number']],
  alarmBattery: [['enable', 'boolean']],
  alarmSos: [['enable', 'boolean']],
  alarmRemove: [['enable', 'boolean']],
  alarmClock: [['data', 'text']],
  alarmFall: [['enable', 'boolean']],
  alarmVibration: [['enable', 'boolean']],
  firmwareUpdate: [['data', 'text']],
  setDevicePassword: [['devicePassword', 'text']],
};

/** The parameters of `type`. */
export function parametersOf(type: string): readonly [string, ParameterKind][] {
  return COMMAND_PARAMETERS[type] ?? [];
}
