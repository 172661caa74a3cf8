/** [RP4] Event report rows: the geofence by name, the alarm and the message, empty values as none. */
import { describe, expect, it } from 'vitest';
import { eventRow, type RowContext } from '../../../src/worker/reports/reportRows';
import { trackingEvent } from '../support/alertFixtures';

const ctx: RowContext = {
  units: { speed: 'kmh', distance: 'km', volume: 'ltr' },
  fuelPrice: null,
  litersx100km: () => null,
  geofenceName: (id) => (id === 3 ? 'Depósito' : null),
  deviceName: (id) => `Carro ${id}`,
};

describe('[RP4] event rows', () => {
  it('name the geofence only when the event has one', () => {
    expect(eventRow(trackingEvent(1, { geofenceId: 3 }), 0, ctx).geofence).toBe('Depósito');
    const none = { ...ctx, geofenceName: () => 'never asked' };
    expect(eventRow(trackingEvent(2), 0, none).geofence).toBeNull();
  });

  it('show the alarm and the message (or a command result); empty ones are none', () => {
    const alarm = trackingEvent(1, { type: 'alarm', attributes: { alarm: 'sos', message: '' } });
    expect(eventRow(alarm, 0, ctx)).toMatchObject({ alarm: 'sos', message: null });
    const result = trackingEvent(2, { type: 'commandResult', attributes: { result: 'OK' } });
    expect(eventRow(result, 0, ctx)).toMatchObject({ alarm: null, message: 'OK' });
    const text = trackingEvent(3, { type: 'textMessage', attributes: { message: 'Oi', result: 'x' } });
    expect(eventRow(text, 0, ctx).message).toBe('Oi');
    const nulls = trackingEvent(4, { type: 'alarm', attributes: { alarm: null } });
    expect(eventRow(nulls, 0, ctx).alarm).toBeNull();
  });
});
