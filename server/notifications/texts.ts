import type { Language } from '../reports/i18n';

/**
 * The sentences of mail, Telegram, SMS and push notifications in the product's three
 * languages. `{slot}`s are filled in by `fill`. Event types without a sentence read
 * "{device}: {type}".
 */
type Sentences = Readonly<Record<string, string>>;

const PT_BR: Sentences = {
  test: 'Notificação de teste',
  alarm: '{device}: alarme {alarm}',
  geofenceEnter: '{device} entrou na cerca {geofence}',
  geofenceExit: '{device} saiu da cerca {geofence}',
  deviceOverspeed: '{device} excedeu a velocidade: {speed} (limite {limit})',
  deviceOverspeedIn: '{device} excedeu a velocidade na cerca {geofence}: {speed} (limite {limit})',
  deviceMoving: '{device} está em movimento',
  deviceStopped: '{device} parou',
  ignitionOn: '{device}: ignição ligada',
  ignitionOff: '{device}: ignição desligada',
  deviceOnline: '{device} está online',
  deviceOffline: '{device} está offline',
  deviceUnknown: '{device}: status desconhecido',
  deviceInactive: '{device} está inativo',
  commandResult: '{device}: resposta do comando {result}',
  queuedCommandSent: '{device}: comando pendente enviado',
  driverChanged: '{device}: motorista trocado para {driver}',
  deviceFuelDrop: '{device}: queda de combustível de {before} para {after}',
  deviceFuelIncrease: '{device}: abastecimento de {before} para {after}',
  maintenance: '{device} precisa de manutenção: {maintenance}',
  time: 'Data e hora',
  device: 'Dispositivo',
  event: 'Evento',
};

const ES_ES: Sentences = {
  test: 'Notificación de prueba',
  alarm: '{device}: alarma {alarm}',
  geofenceEnter: '{device} entró en la geocerca {geofence}',
  geofenceExit: '{device} salió de la geocerca {geofence}',
  deviceOverspeed: '{device} superó la velocidad: {speed} (límite {limit})',
  deviceOverspeedIn:
    '{device} superó la velocidad en la geocerca {geofence}: {speed} (límite {limit})',
  deviceMoving: '{device} está en movimiento',
  deviceStopped: '{device} se detuvo',
  ignitionOn: '{device}: encendido',
  ignitionOff: '{device}: apagado',
  deviceOnline: '{device} está en línea',
  deviceOffline: '{device} está fuera de línea',
  deviceUnknown: '{device}: estado desconocido',
  deviceInactive: '{device} está inactivo',
  commandResult: '{device}: respuesta del comando {result}',
  queuedCommandSent: '{device}: comando pendiente enviado',
  driverChanged: '{device}: conductor cambiado a {driver}',
  deviceFuelDrop: '{device}: caída de combustible de {before} a {after}',
  deviceFuelIncrease: '{device}: carga de combustible de {before} a {after}',
  maintenance: '{device} necesita mantenimiento: {maintenance}',
  time: 'Fecha y hora',
  device: 'Dispositivo',
  event: 'Evento',
};

const EN_US: Sentences = {
  test: 'Test notification',
  alarm: '{device}: alarm {alarm}',
  geofenceEnter: '{device} has entered geofence {geofence}',
  geofenceExit: '{device} has exited geofence {geofence}',
  deviceOverspeed: '{device} exceeds the speed: {speed} (limit {limit})',
  deviceOverspeedIn: '{device} exceeds the speed in {geofence}: {speed} (limit {limit})',
  deviceMoving: '{device} is moving',
  deviceStopped: '{device} has stopped',
  ignitionOn: '{device}: ignition on',
  ignitionOff: '{device}: ignition off',
  deviceOnline: '{device} is online',
  deviceOffline: '{device} is offline',
  deviceUnknown: '{device}: status is unknown',
  deviceInactive: '{device} has been inactive',
  commandResult: '{device}: command result {result}',
  queuedCommandSent: '{device}: queued command sent',
  driverChanged: '{device}: driver changed to {driver}',
  deviceFuelDrop: '{device}: fuel drop from {before} to {after}',
  deviceFuelIncrease: '{device}: fuel increase from {before} to {after}',
  maintenance: '{device} requires maintenance: {maintenance}',
  time: 'Time',
  device: 'Device',
  event: 'Event',
};

const SENTENCES: Readonly<Record<Language, Sentences>> = {
  'pt-BR': PT_BR,
  'es-ES': ES_ES,
  'en-US': EN_US,
};

/** Names of the alarms devices raise most often; others read as sent. */
const ALARMS: Readonly<Record<Language, Sentences>> = {
  'pt-BR': {
    sos: 'SOS',
    overspeed: 'excesso de velocidade',
    lowBattery: 'bateria baixa',
    lowPower: 'alimentação baixa',
    powerCut: 'corte de energia',
    vibration: 'vibração',
    movement: 'movimento',
    tampering: 'violação',
    door: 'porta aberta',
    accident: 'acidente',
    jamming: 'bloqueador de sinal',
  },
  'es-ES': {
    sos: 'SOS',
    overspeed: 'exceso de velocidad',
    lowBattery: 'batería baja',
    lowPower: 'alimentación baja',
    powerCut: 'corte de energía',
    vibration: 'vibración',
    movement: 'movimiento',
    tampering: 'manipulación',
    door: 'puerta abierta',
    accident: 'accidente',
    jamming: 'inhibidor de señal',
  },
  'en-US': {
    sos: 'SOS',
    overspeed: 'overspeed',
    lowBattery: 'low battery',
    lowPower: 'low power',
    powerCut: 'power cut',
    vibration: 'vibration',
    movement: 'movement',
    tampering: 'tampering',
    door: 'door open',
    accident: 'accident',
    jamming: 'jamming',
  },
};

/** The sentence `key` in `language` with its slots filled; null when there is none. */
export function fill(
  language: Language,
  key: string,
  values: Readonly<Record<string, string>>,
): string | null {
  const sentence = SENTENCES[language][key];
  if (sentence === undefined) return null;
  return sentence.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/** An alarm key in `language`, as sent when it is not a common one. */
export const alarmName = (alarm: string, language: Language): string =>
  ALARMS[language][alarm] ?? alarm;
