import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@farol/model';
import { TOAST_MS } from '@farol/model';
import type { AlertsView } from '../../../src/worker/types';
import { notification, trackingEvent } from '../support/alertFixtures';
import { testCore } from '../support/core';
import type { Reply } from '../support/fakes';
import { options } from '../support/smallFleet';

const red = notification(5, 'ignitionOn', {
  'tarkan.color': 'red',
  'tarkan.position': 'top-left',
  'tarkan.sound': 'audio7',
});
const sos = notification(6, 'alarm', { alarms: 'sos', 'tarkan.pin': 'true' });

const depot = { id: 3, name: 'Depósito', area: 'CIRCLE (-23.5 -46.6, 200)' };

/** A signed-in core whose server answers GET /api/notifications from `reply()`. */
async function alertsCore(reply: () => Reply = () => ({ body: [red, sos] })) {
  const t = testCore({
    ...options,
    extra: ({ method, path }) => {
      if (method !== 'GET') return undefined;
      if (path === '/api/notifications') return reply();
      if (path === '/api/geofences') return { body: [depot] };
      if (path === '/api/groups') return { body: [] };
      return undefined;
    },
  });
  await t.core.restoreSession();
  await t.core.settled();
  t.sockets[0]!.open();
  const alerts = await t.record('alerts');
  const push = (...events: ReturnType<typeof trackingEvent>[]) => t.sockets[0]!.send({ events });
  const loads = () => t.requests.filter((r) => r.path === '/api/notifications').length;
  const last = (): AlertsView => alerts.at(-1)!;
  return { ...t, alerts, push, loads, last };
}

describe('alerts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1, 12, 0, 10));
  });
  afterEach(() => vi.useRealTimers());

  it('[N8] loads the notifications when the session starts', async () => {
    const t = await alertsCore();
    expect(t.loads()).toBe(1);
    expect(t.last()).toEqual({ items: [] });
  });

  it('[N9] a pushed event becomes a toast with its device, time, digest and styling', async () => {
    const t = await alertsCore();
    t.push(trackingEvent(41, { deviceId: 1, attributes: { message: 'Alpha: ignição ligada' } }));
    expect(t.last().items).toEqual([
      {
        id: 1,
        eventId: 41,
        deviceId: 1,
        deviceName: 'Alpha',
        type: 'ignitionOn',
        alarm: null,
        geofenceId: 0,
        geofenceName: null,
        eventTime: Date.UTC(2026, 0, 1, 12, 0, 0),
        message: 'Alpha: ignição ligada',
        receivedAt: Date.now(),
        expiresAt: Date.now() + TOAST_MS,
        count: 1,
        notificationId: 5,
        color: 'red',
        position: 'top-left',
        pinned: false,
        sound: { kind: 'preset', key: 'audio7' },
      },
    ]);
  });

  it('[N9] alarm toasts carry the alarm kind; unknown devices have no name', async () => {
    const t = await alertsCore();
    t.push(trackingEvent(42, { deviceId: 99, type: 'alarm', attributes: { alarm: 'sos' } }));
    expect(t.last().items[0]).toMatchObject({ alarm: 'sos', deviceName: null, pinned: true });
  });

  it('[N9] geofence toasts carry the geofence name', async () => {
    const t = await alertsCore();
    t.push(trackingEvent(43, { type: 'geofenceEnter', geofenceId: 3 }));
    t.push(trackingEvent(44, { type: 'geofenceExit', geofenceId: 8 }));
    expect(t.last().items.map((item) => item.geofenceName)).toEqual(['Depósito', null]);
  });

  it('[N4] a toast goes away after 7 s, a pinned one stays until dismissed', async () => {
    const t = await alertsCore();
    t.push(trackingEvent(41), trackingEvent(42, { type: 'alarm', attributes: { alarm: 'sos' } }));
    expect(t.last().items.map((item) => item.eventId)).toEqual([41, 42]);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(t.last().items).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(t.last().items.map((item) => item.eventId)).toEqual([42]);
    vi.advanceTimersByTime(60 * TOAST_MS);
    expect(t.last().items).toHaveLength(1);
    await t.core.dismissAlert({ id: t.last().items[0]!.id });
    expect(t.last().items).toEqual([]);
  });

  it('[N4] the timer follows the earliest expiry as toasts come and go', async () => {
    const t = await alertsCore();
    t.push(trackingEvent(41, { deviceId: 1 }));
    vi.advanceTimersByTime(3000);
    t.push(trackingEvent(43, { deviceId: 2 }));
    await t.core.dismissAlert({ id: 1 });
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(t.last().items.map((item) => item.eventId)).toEqual([43]);
    vi.advanceTimersByTime(1);
    expect(t.last().items).toEqual([]);
  });

  it('[N8] reloads the notifications after a socket reconnect', async () => {
    const t = await alertsCore();
    t.sockets[0]!.drop();
    vi.advanceTimersByTime(5000);
    t.sockets[1]!.open();
    await t.core.settled();
    expect(t.loads()).toBe(2);
  });

  it('[N8][N7] an unmatched event reloads them (once a minute) and the toast takes the new style', async () => {
    let list: Notification[] = [];
    const t = await alertsCore(() => ({ body: list }));
    vi.advanceTimersByTime(60_000);
    list = [red];
    t.push(trackingEvent(41));
    expect(t.last().items[0]).toMatchObject({ color: null, position: 'bottom-right' });
    await t.core.settled();
    expect(t.loads()).toBe(2);
    expect(t.last().items[0]).toMatchObject({ color: 'red', position: 'top-left' });
    t.push(trackingEvent(44, { type: 'deviceMoving' }));
    await t.core.settled();
    expect(t.loads()).toBe(2);
  });

  it('[N8] a failed load is logged and keeps the previous list', async () => {
    let fail = false;
    const t = await alertsCore(() => (fail ? { status: 500, body: 'boom' } : { body: [red] }));
    fail = true;
    t.sockets[0]!.drop();
    vi.advanceTimersByTime(5000);
    t.sockets[1]!.open();
    await t.core.settled();
    t.sockets[1]!.send({ events: [trackingEvent(41)] });
    expect(t.last().items[0]).toMatchObject({ color: 'red' });
  });

  it('[N8] logout clears the toasts', async () => {
    const t = await alertsCore();
    t.push(trackingEvent(42, { type: 'alarm', attributes: { alarm: 'sos' } }));
    await t.core.logout();
    expect(t.last()).toEqual({ items: [] });
  });
});
