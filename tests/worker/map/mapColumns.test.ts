import { describe, expect, it } from 'vitest';
import { DEVICE_CATEGORIES } from '@farol/model';
import { categoryIndex } from '../../../src/worker/map/categoryIndex';
import {
  copyFrame,
  createMapColumns,
  MAP_COLUMNS,
  removeSlot,
  viewFrame,
  writeSlot,
  type MapColumnName,
} from '../../../src/worker/map/mapColumns';
import { STATUS_COLORS, statusColor } from '../../../src/worker/map/statusColor';
import { device, position } from '../support/fixtures';

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

  /** Columns holding `ids`, written in that order, each device with its own distinct values. */
  function written(ids: number[], capacity = 8) {
    const columns = createMapColumns(capacity);
    for (const id of ids) {
      writeSlot(
        columns,
        device(id, {
          status: (['online', 'offline', 'unknown'] as const)[id % 3],
          category: id % 2 ? 'truck' : 'car',
          attributes: { 'tarkan.color': `#${id}${id}${id}` },
        }),
        position(id, { course: id * 10, accuracy: id, latitude: id, longitude: -id }),
      );
    }
    return columns;
  }
  const names = Object.keys(MAP_COLUMNS) as MapColumnName[];

  it('[M1] a frame holds every column of MAP_COLUMNS, each `length × width` long', () => {
    const frame = copyFrame(written([1, 2, 3]), 1);
    for (const name of names) {
      expect(frame[name], name).toBeInstanceOf(MAP_COLUMNS[name].array);
      expect(frame[name].length, name).toBe(3 * MAP_COLUMNS[name].width);
    }
  });

  it('[M2] removing a slot moves every column of the last device into it', () => {
    const columns = written([1, 2, 3]);
    expect(removeSlot(columns, 1)).toBe(true);
    expect(removeSlot(columns, 1)).toBe(false);
    expect(columns.slots.get(3)).toBe(0);
    expect(copyFrame(columns, 2)).toEqual(copyFrame(written([3, 2]), 2));
  });

  it('[M2] columns grow past their capacity, keeping every column', () => {
    const ids = Array.from({ length: 100 }, (_, i) => i + 1);
    const grown = written(ids, 1);
    expect(grown.length).toBe(100);
    expect(copyFrame(grown, 1)).toEqual(copyFrame(written(ids, 128), 1));
  });

  it('[M3] a copied frame owns its buffers; a view shares the live columns', () => {
    const columns = written([1]);
    const view = viewFrame(columns, 1);
    const copy = copyFrame(view, view.version);
    writeSlot(columns, device(1), position(1, { course: 20 }));
    expect(copy.courses[0]).toBe(10);
    expect(view.courses[0]).toBe(20);
    for (const name of names) {
      expect(copy[name].buffer, name).not.toBe(columns[name].buffer);
      expect(view[name].buffer, name).toBe(columns[name].buffer);
      expect(copy[name].buffer.byteLength, name).toBe(copy[name].byteLength);
    }
  });
});
