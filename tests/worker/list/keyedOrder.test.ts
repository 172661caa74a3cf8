/**
 * [L9] The blocks that keep the list in key order: after any run of inserts, replacements and
 * removals they hold what a sorted array would (property style: every seed is a case), with
 * blocks of one, two or three entries so that splits and emptied blocks happen every few steps.
 */
import { describe, expect, it } from 'vitest';
import type { Device } from '@farol/model';
import { KeyedOrder } from '../../../src/worker/list/keyedOrder';
import { device } from '../support/fixtures';
import { seeds } from '../support/seeds';

function random(seed: number) {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

interface Entry {
  device: Device;
  k1: number;
  k2: number;
}

const byKeys = (a: Entry, b: Entry) => a.k1 - b.k1 || a.k2 - b.k2;

function contents(order: KeyedOrder): Entry[] {
  const entries: Entry[] = [];
  order.forEach((device, k1, k2) => entries.push({ device, k1, k2 }));
  return entries;
}

describe('[L9] keyed order', () => {
  it.each(seeds(60))('seed %i: inserts and removals keep what a sorted array keeps', (seed) => {
    const int = random(seed);
    const devices = Array.from({ length: 40 }, (_, i) => device(i + 1));
    // Few distinct first keys: ties fall to the second key, as time then id do.
    const keysOf = (id: number): [number, number] => [int(6) - 3, id];
    const initial = devices
      .filter(() => int(2) === 0)
      .map((d) => {
        const [k1, k2] = keysOf(d.id);
        return { device: d, k1, k2 };
      });
    initial.sort(byKeys);
    const order = KeyedOrder.fromSorted(
      initial.map((e) => e.device),
      Float64Array.from(initial.map((e) => e.k1)),
      Float64Array.from(initial.map((e) => e.k2)),
      1 + int(3),
    );
    let expected = [...initial];
    for (let step = 0; step < 120; step += 1) {
      const d = devices[int(devices.length)]!;
      const held = expected.find((e) => e.device.id === d.id);
      if (held && int(3) === 0) {
        // A newer record of a device at the same keys takes its place.
        const newer = device(d.id, { name: `newer ${step}` });
        expect(order.replace(newer, held.k1 + 0.5, held.k2)).toBe(false);
        expect(order.replace(device(d.id + 1000), held.k1, held.k2)).toBe(false);
        expect(order.replace(newer, held.k1, held.k2)).toBe(true);
        held.device = newer;
      } else if (held) {
        // A wrong key or a wrong id finds nothing and changes nothing.
        expect(order.remove(d.id, held.k1 + 0.5, held.k2)).toBe(false);
        expect(order.remove(d.id + 1000, held.k1, held.k2)).toBe(false);
        expect(order.remove(d.id, held.k1, held.k2)).toBe(true);
        expected = expected.filter((e) => e !== held);
      } else {
        const [k1, k2] = keysOf(d.id);
        order.insert(d, k1, k2);
        expected = [...expected, { device: d, k1, k2 }].sort(byKeys);
      }
      expect(order.size).toBe(expected.length);
      expect(contents(order)).toEqual(expected);
      const start = int(expected.length + 2);
      const end = start + int(8);
      expect(order.slice(start, end)).toEqual(expected.slice(start, end).map((e) => e.device));
    }
  });

  it('an empty order finds nothing and takes its first device', () => {
    const order = KeyedOrder.fromSorted([], new Float64Array(0), new Float64Array(0));
    expect(order.remove(1, 0, 1)).toBe(false);
    expect(order.replace(device(1), 0, 1)).toBe(false);
    order.insert(device(1), 0, 1);
    expect(order.slice(0, 10).map((d) => d.id)).toEqual([1]);
    expect(order.remove(1, 0, 1)).toBe(true);
    expect(order.size).toBe(0);
    expect(order.slice(0, 10)).toEqual([]);
  });
});
