/**
 * [L10] The list's fleet index follows the devices by difference: after any run of pushes,
 * renames, removals and additions each slot holds the device's latest record and search text,
 * as an index walked from scratch would, and a device keeps its slot.
 */
import { Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import type { Device } from '@farol/model';
import { FleetIndex } from '../../../src/worker/list/fleetIndex';
import { deviceSearchText } from '../../../src/worker/list/searchText';
import { device } from '../support/fixtures';

type Devices = ImmutableMap<number, Device>;

const snapshot = (index: FleetIndex) =>
  index.devices.flatMap((device, slot) =>
    device ? [{ id: device.id, device, text: index.textAt(slot) }] : [],
  );

const fresh = (devices: Devices) => {
  const index = new FleetIndex();
  index.sync(devices);
  return snapshot(index).sort((a, b) => a.id - b.id);
};

describe('[L10] fleet index', () => {
  it('holds the latest record and search text of each device after changes by id', () => {
    let devices: Devices = ImmutableMap(
      [1, 2, 3, 4].map((id) => [id, device(id, { name: `Truck ${id}` })]),
    );
    const index = new FleetIndex();
    index.sync(devices);
    const slotOf2 = index.slotFor(2);
    expect(index.textAt(slotOf2)).toBe(deviceSearchText(devices.get(2)!));

    const from = devices;
    devices = devices
      .set(2, device(2, { name: 'Ônibus Dois' }))
      .set(3, { ...devices.get(3)!, status: 'online' })
      .delete(4)
      .set(5, device(5, { name: 'Van 5' }));
    index.sync(devices, { from, ids: [2, 3, 4, 5] });

    expect(snapshot(index).sort((a, b) => a.id - b.id)).toEqual(fresh(devices));
    expect(index.textAt(index.slotFor(2))).toContain('onibus dois');
    expect(index.slotFor(2)).toBe(slotOf2);
    expect(index.devices[index.slotFor(4)]).toBeUndefined();
  });

  it('walks every device again when it did not see the map the changes came from', () => {
    const first: Devices = ImmutableMap([[1, device(1, { name: 'A' })]]);
    const index = new FleetIndex();
    index.sync(first);
    const other: Devices = ImmutableMap([[7, device(7, { name: 'B' })]]);
    const next = other.set(8, device(8, { name: 'C' }));
    // Told only of 8, but the changes are from a map it never saw: 1 is gone, 7 is there.
    index.sync(next, { from: other, ids: [8] });
    expect(snapshot(index).sort((a, b) => a.id - b.id)).toEqual(fresh(next));
  });

  it('gives ids of any size a slot of their own, looked up again the same', () => {
    const ids = [1, 7, 5_000, 2 ** 22 - 1, 2 ** 22, 2 ** 40, 3];
    const index = new FleetIndex();
    const slots = ids.map((id) => index.slotFor(id));
    expect(new Set(slots).size).toBe(ids.length);
    expect(ids.map((id) => index.slotFor(id))).toEqual(slots);
    expect(index.size).toBe(ids.length);
  });
});
