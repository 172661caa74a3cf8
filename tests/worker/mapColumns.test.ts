import { describe, expect, it } from 'vitest';
import { DEVICE_CATEGORIES } from '@farol/model';
import { categoryIndex } from '../../src/worker/derive/categoryIndex';
import {
  cloneFrame,
  copyFrame,
  createMapColumns,
  removeSlot,
  writeSlot,
} from '../../src/worker/derive/mapColumns';
import { STATUS_COLORS, statusColor } from '../../src/worker/derive/statusColor';
import { device, position } from './support/fixtures';

describe('statusColor', () => {
  it.each([
    ['online', [46, 160, 67, 255]],
    ['offline', [214, 48, 49, 255]],
    ['unknown', [140, 140, 140, 255]],
  ] as const)('[M2] %s → %j', (status, rgba) => {
    expect(statusColor(status)).toEqual(rgba);
  });
});

describe('categoryIndex', () => {
  it.each<[string | null, number]>([
    ['default', 0],
    ['car', DEVICE_CATEGORIES.indexOf('car')],
    ['offroad', 23],
    ['spaceship', 0],
    [null, 0],
  ])('[M2] %s → %i', (category, index) => {
    expect(categoryIndex(category)).toBe(index);
  });
});

describe('map columns', () => {
  it('[M2] writes a slot per device: id, lon/lat, course, colour, icon', () => {
    const columns = createMapColumns(2);
    writeSlot(
      columns,
      device(5, { status: 'offline', category: 'truck' }),
      position(5, { latitude: 1.5, longitude: 2.5, course: 45 }),
    );
    writeSlot(columns, device(6), position(6, { latitude: 3, longitude: 4, course: 90 }));
    const frame = copyFrame(columns, 1);
    expect(frame.length).toBe(2);
    expect([...frame.ids]).toEqual([5, 6]);
    expect([...frame.positions]).toEqual([2.5, 1.5, 4, 3]);
    expect([...frame.courses]).toEqual([45, 90]);
    expect([...frame.colors]).toEqual([...STATUS_COLORS.offline, ...STATUS_COLORS.online]);
    expect([...frame.icons]).toEqual([DEVICE_CATEGORIES.indexOf('truck'), 0]);
  });

  it('[M2] rewriting a device reuses its slot', () => {
    const columns = createMapColumns(4);
    writeSlot(columns, device(1), position(1));
    writeSlot(columns, device(2), position(2));
    writeSlot(columns, device(1, { status: 'unknown' }), position(1, { course: 180 }));
    expect(columns.length).toBe(2);
    expect(columns.slots.get(1)).toBe(0);
    expect(columns.courses[0]).toBe(180);
    expect([...columns.colors.slice(0, 4)]).toEqual([...STATUS_COLORS.unknown]);
  });

  it('[M2] removing a slot moves the last device into it', () => {
    const columns = createMapColumns(4);
    for (const id of [1, 2, 3]) writeSlot(columns, device(id), position(id, { course: id }));
    expect(removeSlot(columns, 1)).toBe(true);
    expect(removeSlot(columns, 1)).toBe(false);
    const frame = copyFrame(columns, 2);
    expect([...frame.ids]).toEqual([3, 2]);
    expect([...frame.courses]).toEqual([3, 2]);
    expect(columns.slots.get(3)).toBe(0);
  });

  it('[M2] columns grow past their capacity', () => {
    const columns = createMapColumns(1);
    for (let id = 1; id <= 100; id += 1)
      writeSlot(columns, device(id), position(id, { course: id }));
    const frame = copyFrame(columns, 1);
    expect(frame.length).toBe(100);
    expect(frame.ids[99]).toBe(100);
    expect(frame.courses[99]).toBe(100);
  });

  it('[M3] a frame owns its buffers: later writes and clones do not alias it', () => {
    const columns = createMapColumns(2);
    writeSlot(columns, device(1), position(1, { course: 10 }));
    const frame = copyFrame(columns, 1);
    writeSlot(columns, device(1), position(1, { course: 20 }));
    expect(frame.courses[0]).toBe(10);
    const clone = cloneFrame(frame);
    expect(clone.courses.buffer).not.toBe(frame.courses.buffer);
    expect(clone).toEqual(frame);
  });
});
