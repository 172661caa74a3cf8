import {
  mdiAlarmLight,
  mdiBellRing,
  mdiCarBrakeAlert,
  mdiCarKey,
  mdiCellphoneMessage,
  mdiConsoleLine,
  mdiEngineOff,
  mdiGasStation,
  mdiLanConnect,
  mdiLanDisconnect,
  mdiMapMarkerRadius,
  mdiAccountSwitch,
  mdiSpeedometer,
  mdiTimerSandEmpty,
  mdiTools,
  mdiCarArrowRight,
  mdiHelpCircleOutline,
} from '@mdi/js';

const ICONS: Record<string, string> = {
  alarm: mdiAlarmLight,
  deviceOnline: mdiLanConnect,
  deviceOffline: mdiLanDisconnect,
  deviceUnknown: mdiHelpCircleOutline,
  deviceInactive: mdiTimerSandEmpty,
  textMessage: mdiCellphoneMessage,
  geofenceEnter: mdiMapMarkerRadius,
  geofenceExit: mdiMapMarkerRadius,
  geofenceCrossed: mdiMapMarkerRadius,
  ignitionOn: mdiCarKey,
  ignitionOff: mdiEngineOff,
  deviceMoving: mdiCarArrowRight,
  deviceStopped: mdiCarBrakeAlert,
  deviceOverspeed: mdiSpeedometer,
  commandResult: mdiConsoleLine,
  queuedCommandSent: mdiConsoleLine,
  driverChanged: mdiAccountSwitch,
  deviceFuelDrop: mdiGasStation,
  deviceFuelIncrease: mdiGasStation,
  maintenance: mdiTools,
};

/** The icon of an event type; a bell for the others. */
export function alertIcon(type: string): string {
  return ICONS[type] ?? mdiBellRing;
}
