import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@farol/model';
import { alertText } from '../../src/ui/alerts/alertText';
import { pickSound, SOUND_GAP_MS } from '../../src/ui/alerts/sound/pickSound';
import { NARROW_VISIBLE, toastStacks } from '../../src/ui/alerts/stacks';
import { whatsappLink } from '../../src/ui/alerts/whatsappLink';
import { setupI18n } from '../../src/ui/i18n/setupI18n';
import type { AlertItem } from '../../src/worker/types';

const NOON = Date.UTC(2026, 0, 1, 15, 4, 5);

function item(fields: Partial<AlertItem> = {}): AlertItem {
  return {
    id: 1,
    eventId: 10,
    deviceId: 7,
    deviceName: 'Furgão 12',
    type: 'ignitionOn',
    alarm: null,
    geofenceId: 0,
    geofenceName: null,
    eventTime: NOON,
    message: null,
    receivedAt: NOON,
    expiresAt: NOON + 7000,
    count: 1,
    notificationId: 3,
    color: null,
    position: 'bottom-right',
    pinned: false,
    sound: { kind: 'preset', key: 'audio1' },
    ...fields,
  };
}

describe('alert texts', () => {
  const text = async (fields: Partial<AlertItem>, locale = 'pt-BR', now = NOON) => {
    const i18n = await setupI18n(locale as 'pt-BR');
    return alertText(item(fields), { i18n, locale, now });
  };

  it.each([
    ['pt-BR', 'Ignição ligada'],
    ['es-ES', 'Encendido activado'],
    ['en-US', 'Ignition on'],
  ])('translates the event type (%s)', async (locale, summary) => {
    expect((await text({}, locale)).summary).toBe(summary);
  });

  it('every SPEC §9 notification type is translated in every locale', async () => {
    for (const locale of ['pt-BR', 'es-ES', 'en-US'] as const) {
      const i18n = await setupI18n(locale);
      for (const type of [...NOTIFICATION_TYPES, 'queuedCommandSent', 'deviceFuelIncrease']) {
        expect(i18n.exists(`vocabulary:events.${type}`), `${locale} ${type}`).toBe(true);
      }
    }
  });

  it('names the alarm kind and the geofence', async () => {
    expect((await text({ type: 'alarm', alarm: 'powerCut' })).summary).toBe(
      'Alarme: Corte de energia',
    );
    expect((await text({ type: 'geofenceEnter', geofenceName: 'Depósito' })).summary).toBe(
      'Entrou na cerca: Depósito',
    );
  });

  it('falls back to readable words for unknown types and alarms', async () => {
    expect((await text({ type: 'fuelTheftDetected' })).summary).toBe('Fuel theft detected');
    expect((await text({ type: 'alarm', alarm: 'doorForced' })).summary).toBe(
      'Alarme: Door forced',
    );
  });

  it('titles with the device name, its id when unknown, a server notice without device', async () => {
    expect((await text({})).title).toBe('Furgão 12');
    expect((await text({ deviceName: null })).title).toBe('Dispositivo #7');
    const test = await text({ deviceName: null, deviceId: 0, type: 'test' });
    expect([test.title, test.summary]).toEqual(['Aviso do servidor', 'Notificação de teste']);
  });

  it('shows the time today, the date and time otherwise', async () => {
    const today = await text({});
    expect(today.time).toMatch(/^\d\d:\d\d:\d\d$/);
    const older = await text({}, 'pt-BR', NOON + 3 * 86_400_000);
    expect(older.time).toMatch(/^\d\d\/\d\d\/\d{4},? \d\d:\d\d:\d\d$/);
    expect((await text({ eventTime: null })).time).toBe(today.time);
  });

  it('keeps the server digest only when it says more', async () => {
    expect((await text({ message: 'Furgão 12: ignição ligada' })).message).toBe(
      'Furgão 12: ignição ligada',
    );
    expect((await text({ message: 'Ignição ligada' })).message).toBeNull();
  });
});

describe('which sound plays', () => {
  const bell = { kind: 'preset', key: 'audio11' } as const;
  const siren = { kind: 'preset', key: 'audio16' } as const;
  const base = { muted: false, now: 10_000, lastPlayedAt: null };

  it.each([
    ['the newest arrival', [item({ sound: bell }), item({ sound: siren })], base, siren],
    ['nothing when muted', [item({ sound: bell })], { ...base, muted: true }, null],
    [
      'the newest not silenced by its notification',
      [item({ sound: bell }), item({ sound: { kind: 'mute' } })],
      base,
      bell,
    ],
    ['nothing when all are silent', [item({ sound: { kind: 'mute' } })], base, null],
    ['nothing for no arrivals', [], base, null],
    [
      'nothing right after another sound',
      [item({ sound: bell })],
      { ...base, lastPlayedAt: 10_000 - SOUND_GAP_MS + 1 },
      null,
    ],
    [
      'again once the gap has passed',
      [item({ sound: bell })],
      { ...base, lastPlayedAt: 10_000 - SOUND_GAP_MS },
      bell,
    ],
  ])('%s', (_, arrived, input, expected) => {
    expect(pickSound({ arrived, ...input })).toEqual(expected);
  });
});

describe('chat link', () => {
  it.each([
    ['+55 (11) 98765-4321', 'https://wa.me/5511987654321'],
    ['5511987654321', 'https://wa.me/5511987654321'],
    ['', null],
    ['   ', null],
    ['123', null],
    [null, null],
    [undefined, null],
  ])('%j → %s', (number, expected) => {
    expect(whatsappLink(number)).toBe(expected);
  });
});

describe('toast stacks', () => {
  const at = (id: number, position: AlertItem['position']) => item({ id, position });
  const items = [at(1, 'top-left'), at(2, 'bottom-right'), at(3, 'top-left'), at(4, 'top-right')];

  it('one stack per corner with toasts, in SPEC order, oldest first', () => {
    expect(toastStacks(items, false).map((s) => [s.position, s.items.map((i) => i.id)])).toEqual([
      ['top-right', [4]],
      ['top-left', [1, 3]],
      ['bottom-right', [2]],
    ]);
  });

  it(`on a narrow screen, one stack at the top with the newest ${NARROW_VISIBLE}`, () => {
    expect(toastStacks(items, true)).toEqual([{ position: 'top', items: items.slice(1) }]);
  });

  it('nothing to stack', () => {
    expect(toastStacks([], true)).toEqual([]);
    expect(toastStacks([], false)).toEqual([]);
  });
});
