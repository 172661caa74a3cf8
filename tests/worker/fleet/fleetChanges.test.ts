import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../src/worker/events';
import { fleetChanges, unionIds } from '../../../src/worker/fleet/fleetChanges';
import { device, position } from '../support/fixtures';

describe('fleetChanges', () => {
  it('[L9] [M2] tells device records apart from positions, which the list reads only at times', () => {
    const received = makeEvent('positions.received', 'socket', { positions: [position(4)] }, 1);
    const updated = makeEvent('devices.updated', 'socket', { devices: [device(2)] }, 1);
    expect(fleetChanges(received)).toEqual({ devices: null, positions: [4] });
    expect(fleetChanges(updated)).toEqual({ devices: [2], positions: null });
    const loaded = makeEvent('positions.loaded', 'rest', { positions: [] }, 1);
    expect(fleetChanges(loaded)).toEqual({ devices: null, positions: 'all' });
    const signOut = makeEvent('session.cleared', 'user', { reason: 'logout' }, 1);
    expect(fleetChanges(signOut)).toEqual({ devices: 'all', positions: 'all' });
  });

  it('[L9] [M2] the union of two marks', () => {
    expect(unionIds([1], [2])).toEqual([1, 2]);
    expect(unionIds(null, [2])).toEqual([2]);
    expect(unionIds([1], null)).toEqual([1]);
    expect(unionIds(null, null)).toBeNull();
    expect(unionIds([1], 'all')).toBe('all');
  });
});
