/** The report files' texts, in the product's three languages (SPEC §1). */
export const LANGUAGES = ['pt-BR', 'es-ES', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

type Texts = Readonly<Record<Language, string>>;
const t = (pt: string, es: string, en: string): Texts => ({
  'pt-BR': pt,
  'es-ES': es,
  'en-US': en,
});

/** Titles, column headers and the few sentences of the files. `{n}`-style slots are filled in. */
export const TEXTS = {
  route: t('Relatório de rota', 'Informe de ruta', 'Route report'),
  events: t('Relatório de eventos', 'Informe de eventos', 'Events report'),
  summary: t('Relatório resumido', 'Informe resumido', 'Summary report'),
  trips: t('Relatório de viagens', 'Informe de viajes', 'Trips report'),
  stops: t('Relatório de paradas', 'Informe de paradas', 'Stops report'),
  device: t('Dispositivo', 'Dispositivo', 'Device'),
  time: t('Data e hora', 'Fecha y hora', 'Time'),
  startTime: t('Início', 'Inicio', 'Start'),
  endTime: t('Fim', 'Fin', 'End'),
  latitude: t('Latitude', 'Latitud', 'Latitude'),
  longitude: t('Longitude', 'Longitud', 'Longitude'),
  speed: t('Velocidade', 'Velocidad', 'Speed'),
  altitude: t('Altitude', 'Altitud', 'Altitude'),
  course: t('Direção', 'Rumbo', 'Course'),
  address: t('Endereço', 'Dirección', 'Address'),
  startAddress: t('Endereço inicial', 'Dirección inicial', 'Start address'),
  endAddress: t('Endereço final', 'Dirección final', 'End address'),
  distance: t('Distância', 'Distancia', 'Distance'),
  totalDistance: t('Distância total', 'Distancia total', 'Total distance'),
  averageSpeed: t('Velocidade média', 'Velocidad media', 'Average speed'),
  maxSpeed: t('Velocidade máxima', 'Velocidad máxima', 'Maximum speed'),
  duration: t('Duração', 'Duración', 'Duration'),
  engineHours: t('Horas de motor', 'Horas de motor', 'Engine hours'),
  spentFuel: t('Combustível gasto', 'Combustible gastado', 'Spent fuel'),
  startOdometer: t('Odômetro inicial', 'Odómetro inicial', 'Start odometer'),
  endOdometer: t('Odômetro final', 'Odómetro final', 'End odometer'),
  driver: t('Motorista', 'Conductor', 'Driver'),
  type: t('Tipo', 'Tipo', 'Type'),
  alarm: t('Alarme', 'Alarma', 'Alarm'),
  geofence: t('Cerca', 'Geocerca', 'Geofence'),
  maintenance: t('Manutenção', 'Mantenimiento', 'Maintenance'),
  period: t('Período', 'Período', 'Period'),
  devices: t('Dispositivos', 'Dispositivos', 'Devices'),
  noData: t('Sem dados no período.', 'Sin datos en el período.', 'No data in this period.'),
  page: t('Página {page} de {pages}', 'Página {page} de {pages}', 'Page {page} of {pages}'),
  truncated: t(
    'Mais {rows} linhas não cabem neste PDF: use a planilha (.xlsx).',
    'Otras {rows} filas no caben en este PDF: use la hoja de cálculo (.xlsx).',
    '{rows} more rows do not fit in this PDF: use the spreadsheet (.xlsx).',
  ),
  mailBody: t(
    'Segue em anexo o {report} de {from} a {to}.',
    'Adjunto el {report} de {from} a {to}.',
    'Attached is the {report} from {from} to {to}.',
  ),
} as const;
export type TextKey = keyof typeof TEXTS;

/** Event type names for the events report; other types show as sent. */
const EVENT_TYPES: Readonly<Record<string, Texts>> = {
  deviceOnline: t('Dispositivo online', 'Dispositivo en línea', 'Device online'),
  deviceOffline: t('Dispositivo offline', 'Dispositivo fuera de línea', 'Device offline'),
  deviceUnknown: t('Status desconhecido', 'Estado desconocido', 'Status unknown'),
  deviceInactive: t('Dispositivo inativo', 'Dispositivo inactivo', 'Device inactive'),
  deviceMoving: t('Em movimento', 'En movimiento', 'Moving'),
  deviceStopped: t('Parado', 'Detenido', 'Stopped'),
  deviceOverspeed: t('Excesso de velocidade', 'Exceso de velocidad', 'Overspeed'),
  deviceFuelDrop: t('Queda de combustível', 'Caída de combustible', 'Fuel drop'),
  deviceFuelIncrease: t('Abastecimento', 'Carga de combustible', 'Fuel increase'),
  geofenceEnter: t('Entrada na cerca', 'Entrada en geocerca', 'Geofence entered'),
  geofenceExit: t('Saída da cerca', 'Salida de geocerca', 'Geofence exited'),
  alarm: t('Alarme', 'Alarma', 'Alarm'),
  ignitionOn: t('Ignição ligada', 'Encendido', 'Ignition on'),
  ignitionOff: t('Ignição desligada', 'Apagado', 'Ignition off'),
  maintenance: t('Manutenção', 'Mantenimiento', 'Maintenance'),
  driverChanged: t('Troca de motorista', 'Cambio de conductor', 'Driver changed'),
  commandResult: t('Resposta de comando', 'Respuesta de comando', 'Command result'),
  queuedCommandSent: t('Comando enviado', 'Comando enviado', 'Queued command sent'),
};

/** A text in `language`, with `{slot}`s filled from `values`. */
export function text(key: TextKey, language: Language, values: Record<string, string> = {}) {
  return TEXTS[key][language].replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/** An event type's name in `language` (the type itself when it has none). */
export const eventTypeName = (type: string, language: Language): string =>
  EVENT_TYPES[type]?.[language] ?? type;

/**
 * A language from a user or server setting ('pt', 'pt_BR', 'en-US', 'es'…); null when it is
 * none of the three.
 */
export function languageFrom(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const prefix = value.trim().slice(0, 2).toLowerCase();
  return LANGUAGES.find((language) => language.startsWith(prefix)) ?? null;
}
