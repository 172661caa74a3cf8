import { describe, expect, it } from 'vitest';
import { eventMessage } from '../../server/notifications/message';
import type { Preferences } from '../../server/locale/preferences';
import type { EventRecord } from '../../server/storage';
import { testDevice } from './support/track';

const device = testDevice({ id: 7, name: 'Van 7', uniqueId: 'van-7' });

const event = (type: string, fields: Partial<EventRecord> = {}): EventRecord => ({
  id: 1,
  type,
  eventTime: Date.UTC(2026, 10, 21, 14, 5, 9),
  deviceId: 7,
  positionId: 0,
  geofenceId: 0,
  maintenanceId: 0,
  attributes: {},
  ...fields,
});

const prefs = (
  language: Preferences['language'],
  more: Partial<Preferences> = {},
): Preferences => ({
  language,
  timezone: 'America/Sao_Paulo',
  speedUnit: 'kmh',
  distanceUnit: 'km',
  volumeUnit: 'ltr',
  ...more,
});

describe('notification texts', () => {
  it.each([
    ['pt-BR', 'Van 7 entrou na cerca Pátio'],
    ['es-ES', 'Van 7 entró en la geocerca Pátio'],
    ['en-US', 'Van 7 has entered geofence Pátio'],
  ] as const)('geofence entry in %s', (language, digest) => {
    const message = eventMessage(
      event('geofenceEnter', { geofenceId: 3 }),
      device,
      prefs(language),
      {
        geofence: 'Pátio',
      },
    );
    expect(message.digest).toBe(digest);
    expect(message.subject).toBe(digest);
  });

  it.each([
    ['pt-BR', 'Van 7: bloqueio enviado (saiu da âncora)'],
    ['es-ES', 'Van 7: bloqueo enviado (salió del ancla)'],
    ['en-US', 'Van 7: lock sent (left its anchor)'],
  ] as const)('an automatic lock in %s names its rule', (language, digest) => {
    const locked = event('deviceLocked', { attributes: { rule: 'anchor', outcome: 'queued' } });
    expect(eventMessage(locked, device, prefs(language)).digest).toBe(digest);
  });

  it('a rule the device could not obey says which command and why', () => {
    const failed = event('automationFailed', {
      attributes: { rule: 'lockOnExit', command: 'engineStop', reason: 'unsupported' },
    });
    expect(eventMessage(failed, device, prefs('pt-BR')).digest).toBe(
      'Van 7: engineStop não enviado (saiu da cerca): o dispositivo não aceita este comando',
    );
  });

  it("writes the body in the reader's zone and language", () => {
    const body = eventMessage(event('ignitionOn'), device, prefs('pt-BR')).body.split('\n');
    expect(body).toEqual([
      'Van 7: ignição ligada',
      '',
      'Data e hora: 21/11/2026 11:05:09',
      'Dispositivo: Van 7 (van-7)',
      'Evento: Ignição ligada',
    ]);
    const tokyo = eventMessage(
      event('ignitionOn'),
      device,
      prefs('en-US', { timezone: 'Asia/Tokyo' }),
    );
    expect(tokyo.body).toContain('Time: 11/21/2026 23:05:09');
  });

  it('shows speeds in the reader’s unit and number format, naming the geofence when there is one', () => {
    const overspeed = event('deviceOverspeed', { attributes: { speed: 54, speedLimit: 43.2 } });
    expect(eventMessage(overspeed, device, prefs('pt-BR')).digest).toBe(
      'Van 7 excedeu a velocidade: 100,0 km/h (limite 80,0 km/h)',
    );
    expect(eventMessage(overspeed, device, prefs('en-US', { speedUnit: 'mph' })).digest).toBe(
      'Van 7 exceeds the speed: 62.1 mph (limit 49.7 mph)',
    );
    const inZone = { ...overspeed, geofenceId: 4 };
    expect(eventMessage(inZone, device, prefs('es-ES'), { geofence: 'Centro' }).digest).toBe(
      'Van 7 superó la velocidad en la geocerca Centro: 100,0 km/h (límite 80,0 km/h)',
    );
  });

  it('names alarms with the shared vocabulary and keeps unknown ones as the device sent them', () => {
    const sos = event('alarm', { attributes: { alarm: 'sos' } });
    const battery = event('alarm', { attributes: { alarm: 'lowBattery' } });
    const bonnet = event('alarm', { attributes: { alarm: 'bonnet' } });
    const odd = event('alarm', { attributes: { alarm: 'xyzzy' } });
    expect(eventMessage(sos, device, prefs('pt-BR')).digest).toBe('Alarme em Van 7: SOS');
    expect(eventMessage(battery, device, prefs('es-ES')).digest).toBe(
      'Alarma en Van 7: Batería baja',
    );
    expect(eventMessage(bonnet, device, prefs('en-US')).digest).toBe('Alarm on Van 7: Bonnet open');
    expect(eventMessage(odd, device, prefs('en-US')).digest).toBe('Alarm on Van 7: xyzzy');
  });

  it('falls back to the event name, and leaves the event line out of the test message', () => {
    expect(eventMessage(event('textMessage'), device, prefs('pt-BR')).digest).toBe(
      'Van 7: Mensagem de texto recebida',
    );
    expect(eventMessage(event('somethingNew'), device, prefs('pt-BR')).digest).toBe(
      'Van 7: somethingNew',
    );
    const test = eventMessage(event('test', { deviceId: 0 }), null, prefs('es-ES'));
    expect(test.digest).toBe('Notificación de prueba');
    expect(test.body).not.toContain('Evento');
    expect(test.body).not.toContain('Dispositivo');
  });
});
