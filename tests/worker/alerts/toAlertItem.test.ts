import { describe, expect, it } from 'vitest';
import { addToast } from '../../../src/worker/alerts/addToast';
import { toAlertItem } from '../../../src/worker/alerts/toAlertItem';
import { EMPTY_TOASTS } from '../../../src/worker/alerts/toast';
import { trackingEvent } from '../support/alertFixtures';

const names = {
  deviceName: (id: number) => (id === 1 ? 'Alpha' : null),
  geofenceName: (id: number) => (id === 3 ? 'Depósito' : null),
};
const itemOf = (fields: Parameters<typeof trackingEvent>[1]) => {
  const state = addToast(EMPTY_TOASTS, {
    event: trackingEvent(41, fields),
    notifications: [],
    at: 1000,
  });
  return toAlertItem(state.items[0]!, names);
};

describe('toAlertItem', () => {
  it('[N9] the digest and the alarm kind are trimmed; blank ones are null', () => {
    expect(
      itemOf({ type: 'alarm', attributes: { alarm: ' sos ', message: '  Alpha: SOS ' } }),
    ).toMatchObject({ alarm: 'sos', message: 'Alpha: SOS' });
    expect(itemOf({ type: 'alarm', attributes: { alarm: '  ', message: '   ' } })).toMatchObject({
      alarm: null,
      message: null,
    });
    expect(itemOf({ type: 'alarm', attributes: { alarm: 7, message: 8 } })).toMatchObject({
      alarm: null,
      message: null,
    });
  });

  it('[N9] only alarm events carry an alarm kind', () => {
    expect(itemOf({ type: 'ignitionOn', attributes: { alarm: 'sos' } }).alarm).toBeNull();
  });

  it('[N9] an unreadable or missing event time is null', () => {
    expect(itemOf({ eventTime: 'soon' }).eventTime).toBeNull();
    expect(itemOf({ eventTime: null }).eventTime).toBeNull();
    expect(itemOf({}).eventTime).toBe(Date.UTC(2026, 0, 1, 12, 0, 0));
  });

  it('[N9] the geofence is named only for events that have one', () => {
    expect(itemOf({ type: 'geofenceEnter', geofenceId: 3 }).geofenceName).toBe('Depósito');
    expect(itemOf({ type: 'ignitionOn', geofenceId: 0 }).geofenceName).toBeNull();
  });
});
