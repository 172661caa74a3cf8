import { describe, expect, it } from 'vitest';
import { NOTIFICATION_COLORS, NOTIFICATION_POSITIONS } from '@farol/model';
import { alertSound, alertStyle } from '../../../src/worker/alerts/alertStyle';
import { matchNotification } from '../../../src/worker/alerts/matchNotification';
import { notification, trackingEvent } from '../support/alertFixtures';

describe('matching an event to its notification', () => {
  const ignition = notification(5, 'ignitionOn', { 'tarkan.color': 'red' });
  const sos = notification(6, 'alarm', { alarms: 'sos, powerCut' });
  const noAlarms = notification(7, 'alarm');
  const mailOnly = notification(2, 'ignitionOn', {}, { notificators: 'mail' });
  const fenced = notification(8, 'geofenceEnter', { geofenceIds: '3,4' });
  const all = [ignition, sos, noAlarms, mailOnly, fenced];

  it.each([
    ['same type, web', trackingEvent(1, { type: 'ignitionOn' }), 5],
    ['no notification of that type', trackingEvent(1, { type: 'ignitionOff' }), null],
    ['alarm named in alarms', trackingEvent(1, { type: 'alarm', attributes: { alarm: 'sos' } }), 6],
    [
      'alarm named after a space',
      trackingEvent(1, { type: 'alarm', attributes: { alarm: 'powerCut' } }),
      6,
    ],
    [
      'alarm not in alarms',
      trackingEvent(1, { type: 'alarm', attributes: { alarm: 'door' } }),
      null,
    ],
    ['alarm event without an alarm', trackingEvent(1, { type: 'alarm' }), null],
    ['geofence in geofenceIds', trackingEvent(1, { type: 'geofenceEnter', geofenceId: 4 }), 8],
    [
      'geofence not in geofenceIds',
      trackingEvent(1, { type: 'geofenceEnter', geofenceId: 9 }),
      null,
    ],
  ])('[N1] %s', (_, event, expected) => {
    expect(matchNotification(event, all)?.id ?? null).toBe(expected);
  });

  it('[N1] an empty geofence list (null) names no geofence; an empty alarm is no alarm', () => {
    const anyFence = notification(3, 'geofenceEnter', { geofenceIds: null });
    const event = trackingEvent(1, { type: 'geofenceEnter', geofenceId: 9 });
    expect(matchNotification(event, [anyFence])?.id).toBe(3);
    const trailing = notification(4, 'alarm', { alarms: 'sos,' });
    const blank = trackingEvent(1, { type: 'alarm', attributes: { alarm: '' } });
    expect(matchNotification(blank, [trailing])).toBeNull();
  });

  it('[N1] ignores notifications without the web notificator', () => {
    expect(matchNotification(trackingEvent(1), [mailOnly])).toBeNull();
    const webAndMail = notification(3, 'ignitionOn', {}, { notificators: 'mail, web' });
    expect(matchNotification(trackingEvent(1), [webAndMail])?.id).toBe(3);
  });

  it('[N1] of several matches, the lowest id wins whatever the order', () => {
    const a = notification(9, 'ignitionOn');
    const b = notification(4, 'ignitionOn');
    expect(matchNotification(trackingEvent(1), [a, b])?.id).toBe(4);
    expect(matchNotification(trackingEvent(1), [b, a])?.id).toBe(4);
  });
});

describe('toast style', () => {
  const style = (attributes: Record<string, unknown>) =>
    alertStyle(notification(1, 'x', attributes));

  it('[N2] defaults without a notification: neutral, bottom-right, 7 s, preset audio1', () => {
    expect(alertStyle(null)).toEqual({
      color: null,
      position: 'bottom-right',
      pinned: false,
      sound: { kind: 'preset', key: 'audio1' },
    });
  });

  it.each(NOTIFICATION_COLORS.map((color) => [color]))('[N2] colour %s is kept', (color) => {
    expect(style({ 'tarkan.color': color }).color).toBe(color);
  });

  it.each(NOTIFICATION_POSITIONS.map((position) => [position]))(
    '[N2] position %s is kept',
    (position) => {
      expect(style({ 'tarkan.position': position }).position).toBe(position);
    },
  );

  it.each([
    [{ 'tarkan.color': 'purple' }, 'color', null],
    [{ 'tarkan.color': '' }, 'color', null],
    [{ 'tarkan.color': 3 }, 'color', null],
    [{ 'tarkan.position': 'center' }, 'position', 'bottom-right'],
    [{ 'tarkan.position': null }, 'position', 'bottom-right'],
    [{ 'tarkan.pin': true }, 'pinned', true],
    [{ 'tarkan.pin': 'true' }, 'pinned', true],
    [{ 'tarkan.pin': 1 }, 'pinned', true],
    [{ 'tarkan.pin': '1' }, 'pinned', true],
    [{ 'tarkan.color': ' red ' }, 'color', 'red'],
    [{ 'tarkan.position': ' top-left' }, 'position', 'top-left'],
    [{ 'tarkan.pin': false }, 'pinned', false],
    [{ 'tarkan.pin': 'false' }, 'pinned', false],
    [{ 'tarkan.pin': '' }, 'pinned', false],
    [{}, 'pinned', false],
  ] as const)('[N2] %j → %s %j', (attributes, field, expected) => {
    expect(style(attributes)[field]).toBe(expected);
  });

  it.each([
    [{}, { kind: 'preset', key: 'audio1' }],
    [{ 'tarkan.sound': 'audio17' }, { kind: 'preset', key: 'audio17' }],
    [{ 'tarkan.sound': 'audio25' }, { kind: 'preset', key: 'audio1' }],
    [{ 'tarkan.sound': 'mute' }, { kind: 'mute' }],
    [{ 'tarkan.sound': 'mute', 'tarkan.soundURL': 'https://x.test/a.mp3' }, { kind: 'mute' }],
    [
      { 'tarkan.sound': 'custom', 'tarkan.soundURL': 'https://x.test/a.mp3' },
      { kind: 'url', url: 'https://x.test/a.mp3', fallback: 'audio1' },
    ],
    [
      { 'tarkan.soundURL': '/sounds/horn.OGG?v=2' },
      { kind: 'url', url: '/sounds/horn.OGG?v=2', fallback: 'audio1' },
    ],
    [
      { 'tarkan.sound': 'custom', 'tarkan.soundURL': 'https://x.test/a.wav' },
      { kind: 'url', url: 'https://x.test/a.wav', fallback: 'audio1' },
    ],
    [
      { 'tarkan.sound': 'audio5', 'tarkan.soundURL': 'https://x.test/a.mp3' },
      { kind: 'preset', key: 'audio5' },
    ],
    [
      { 'tarkan.sound': 'custom', 'tarkan.soundURL': 'https://x.test/a.flac' },
      { kind: 'preset', key: 'audio1', rejectedUrl: 'https://x.test/a.flac' },
    ],
    [
      { 'tarkan.sound': 'custom', 'tarkan.soundURL': 'javascript:alert(1)//.mp3' },
      { kind: 'preset', key: 'audio1', rejectedUrl: 'javascript:alert(1)//.mp3' },
    ],
    [
      { 'tarkan.sound': 'custom', 'tarkan.soundURL': '' },
      { kind: 'preset', key: 'audio1' },
    ],
  ])('[N3] %j → %j', (attributes, expected) => {
    expect(alertSound(attributes)).toEqual(expected);
  });
});
