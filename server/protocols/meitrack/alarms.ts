/** Traccar's alarm of a Meitrack event code. */
const ALARMS: Record<number, string> = {
  1: 'sos',
  17: 'lowBattery',
  18: 'lowPower',
  19: 'overspeed',
  20: 'geofenceEnter',
  21: 'geofenceExit',
  22: 'powerRestored',
  23: 'powerCut',
  36: 'tow',
  44: 'jamming',
  78: 'accident',
  90: 'hardCornering',
  91: 'hardCornering',
  129: 'hardBraking',
  130: 'hardAcceleration',
  135: 'fatigueDriving',
};

export const meitrackAlarm = (event: number): string | null => ALARMS[event] ?? null;
