import { describe, expect, it } from 'vitest';
import { sortOrder } from '../../../src/worker/list/keyOrder';
import { compareKeys } from '../../../src/worker/list/sortKeys';

/** A seeded generator, so a failing case can be run again. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** The order a plain comparison sort gives (ties by index: the keys are unique in use). */
function compared(a1: Float64Array, a2: Float64Array): number[] {
  return [...a1.keys()].sort((i, j) => compareKeys(a1, a2, i, a1, a2, j) || i - j);
}

const KEYS: Record<string, (rand: () => number) => number> = {
  'small whole numbers': (rand) => Math.floor(rand() * 50),
  'sparse whole numbers (a few ranks of a large fleet)': (rand) => Math.floor(rand() * 100_000),
  'negative whole numbers': (rand) => -Math.floor(rand() * 1_000),
  'times (wider than counting covers)': (rand) => 1.7e12 + Math.floor(rand() * 1e10),
  fractions: (rand) => rand(),
};

describe('[S1] sortOrder', () => {
  for (const [first, makeFirst] of Object.entries(KEYS)) {
    for (const [second, makeSecond] of Object.entries(KEYS)) {
      it(`orders like a comparison sort: ${first}, then ${second}`, () => {
        const rand = random(first.length * 31 + second.length);
        for (const n of [0, 1, 2, 500]) {
          const a1 = new Float64Array(n).map(() => makeFirst(rand));
          const a2 = new Float64Array(n).map(() => makeSecond(rand));
          expect([...sortOrder(a1, a2)]).toEqual(compared(a1, a2));
        }
      });
    }
  }
});
