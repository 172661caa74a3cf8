import { describe, expect, it } from 'vitest';
import { TOAST_MS } from '@farol/model';
import { addToast, addToasts } from '../../../src/worker/alerts/addToast';
import { capToasts, MAX_TOASTS_PER_CORNER } from '../../../src/worker/alerts/capToasts';
import { expireToasts, nextExpiry } from '../../../src/worker/alerts/expireToasts';
import { restyleToasts } from '../../../src/worker/alerts/restyleToasts';
import { EMPTY_TOASTS, type ToastState } from '../../../src/worker/alerts/toast';
import { notification, trackingEvent } from '../support/alertFixtures';

const T0 = 1_000_000;
const pinned = notification(1, 'alarm', { alarms: 'sos', 'tarkan.pin': true });
const topLeft = notification(2, 'deviceOverspeed', { 'tarkan.position': 'top-left' });
const notifications = [pinned, topLeft];

function add(state: ToastState, id: number, fields = {}, at = T0): ToastState {
  return addToast(state, { event: trackingEvent(id, fields), notifications, at });
}

describe('toast duration', () => {
  it('[N4] expires TOAST_MS after arrival; nothing before', () => {
    const state = add(EMPTY_TOASTS, 1);
    expect(state.items[0]!.expiresAt).toBe(T0 + TOAST_MS);
    expect(expireToasts(state, T0 + TOAST_MS - 1)).toBe(state);
    expect(expireToasts(state, T0 + TOAST_MS).items).toEqual([]);
  });

  it('[N4] a pinned toast never expires by itself', () => {
    const state = add(EMPTY_TOASTS, 1, { type: 'alarm', attributes: { alarm: 'sos' } });
    expect(state.items[0]!.expiresAt).toBeNull();
    expect(expireToasts(state, T0 + 10 * TOAST_MS)).toBe(state);
    expect(nextExpiry(state.items)).toBeNull();
  });

  it('[N4] the next expiry is the earliest', () => {
    let state = add(EMPTY_TOASTS, 1, { deviceId: 1 }, T0 + 500);
    state = add(state, 2, { deviceId: 2 }, T0);
    expect(nextExpiry(state.items)).toBe(T0 + TOAST_MS);
    const later = add(add(EMPTY_TOASTS, 1, { deviceId: 1 }, T0), 2, { deviceId: 2 }, T0 + 500);
    expect(nextExpiry(later.items)).toBe(T0 + TOAST_MS);
  });
});

describe('toast dedupe', () => {
  it('[N5] the same event id twice is one toast', () => {
    const once = add(EMPTY_TOASTS, 7);
    expect(add(once, 7, {}, T0 + 100)).toBe(once);
  });

  it.each([
    ['same fields', {}, 1],
    ['another time', { eventTime: '2026-01-01T12:00:05.000+00:00' }, 2],
  ])('[N5] events without id: %s → %i toast(s) before repeats fold', (_, fields, distinctKeys) => {
    const first = add(EMPTY_TOASTS, 0);
    const second = add(first, 0, fields, T0 + 100);
    if (distinctKeys === 1) expect(second).toBe(first);
    else expect(second.items.map((item) => item.count)).toEqual([2]);
  });

  it('[N5] a repeat replaces the visible toast as the newest, counted, with a fresh timer', () => {
    let state = add(EMPTY_TOASTS, 1, { deviceId: 1 });
    state = add(state, 2, { deviceId: 2 });
    state = add(state, 3, { deviceId: 1 }, T0 + 2000);
    expect(state.items.map((item) => [item.id, item.event.id, item.count])).toEqual([
      [2, 2, 1],
      [3, 3, 2],
    ]);
    expect(state.items[1]!.expiresAt).toBe(T0 + 2000 + TOAST_MS);
  });

  it('[N5] an alarm that is not text counts as none: such events repeat each other', () => {
    const odd = (alarm: unknown) => ({ type: 'alarm', attributes: { alarm } });
    const state = add(add(EMPTY_TOASTS, 1, odd(5)), 2, odd(6));
    expect(state.items.map((item) => item.count)).toEqual([2]);
  });

  it.each([
    ['another device', { deviceId: 2 }],
    ['another type', { type: 'ignitionOff' }],
    ['another geofence', { geofenceId: 4 }],
    ['another alarm', { type: 'alarm', attributes: { alarm: 'door' } }],
  ])('[N5] %s is not a repeat', (_, fields) => {
    const base = add(EMPTY_TOASTS, 1, { type: 'alarm', attributes: { alarm: 'sos' } });
    const other = add(base, 2, { type: 'alarm', attributes: { alarm: 'sos' }, ...fields });
    expect(other.items).toHaveLength(2);
  });
});

describe('toast cap', () => {
  it(`[N6] at most ${MAX_TOASTS_PER_CORNER} per corner, the oldest dropped`, () => {
    const events = Array.from({ length: 8 }, (_, i) => trackingEvent(i + 1, { deviceId: i + 1 }));
    const state = addToasts(EMPTY_TOASTS, { events, notifications, at: T0 });
    expect(state.items.map((item) => item.event.id)).toEqual([4, 5, 6, 7, 8]);
  });

  it('[N6] corners are capped apart', () => {
    const bottom = Array.from({ length: 5 }, (_, i) => trackingEvent(i + 1, { deviceId: i + 1 }));
    const top = [trackingEvent(20, { type: 'deviceOverspeed' })];
    const state = addToasts(EMPTY_TOASTS, { events: [...bottom, ...top], notifications, at: T0 });
    expect(state.items).toHaveLength(6);
  });

  it('[N6] unpinned toasts go before pinned ones; all pinned → the oldest pinned', () => {
    const sos = (id: number) => ({ deviceId: id, type: 'alarm', attributes: { alarm: 'sos' } });
    let state = add(EMPTY_TOASTS, 1, sos(1));
    state = add(state, 2, { deviceId: 2 });
    for (let id = 3; id <= 6; id += 1) state = add(state, id, sos(id));
    expect(state.items.map((item) => item.event.id)).toEqual([1, 3, 4, 5, 6]);
    state = add(state, 7, sos(7));
    expect(state.items.map((item) => item.event.id)).toEqual([3, 4, 5, 6, 7]);
  });

  it('[N6] an uncapped list is returned as is', () => {
    const state = add(EMPTY_TOASTS, 1);
    expect(capToasts(state.items)).toBe(state.items);
  });
});

describe('toast restyle', () => {
  it('[N7] reloaded notifications restyle visible toasts; time runs from arrival', () => {
    const state = add(EMPTY_TOASTS, 1, { type: 'ignitionOn' });
    expect(state.items[0]).toMatchObject({ notificationId: null, style: { color: null } });
    const red = notification(9, 'ignitionOn', {
      'tarkan.color': 'red',
      'tarkan.position': 'top-left',
    });
    const restyled = restyleToasts(state, [red]);
    expect(restyled.items[0]).toMatchObject({
      notificationId: 9,
      style: { color: 'red', position: 'top-left', pinned: false },
      expiresAt: T0 + TOAST_MS,
    });
    const pin = notification(9, 'ignitionOn', { 'tarkan.pin': true });
    expect(restyleToasts(restyled, [pin]).items[0]!.expiresAt).toBeNull();
  });

  it('[N7] a toast whose notification is gone falls back to the defaults', () => {
    const state = add(EMPTY_TOASTS, 1, { type: 'deviceOverspeed' });
    expect(state.items[0]).toMatchObject({ notificationId: 2, style: { position: 'top-left' } });
    expect(restyleToasts(state, []).items[0]).toMatchObject({
      notificationId: null,
      style: { position: 'bottom-right' },
    });
  });

  it('[N7] nothing to restyle keeps the state', () => {
    expect(restyleToasts(EMPTY_TOASTS, notifications)).toBe(EMPTY_TOASTS);
  });
});
