import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/worker/kernel/storageKeys';
import { testCore } from '../support/core';
import { options } from '../support/smallFleet';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const KEY = `${STORAGE_KEYS.hiddenGeofences}.1`;

describe('[G4] hidden geofences', () => {
  it('hides and shows geofences, stored per user and restored when that user signs in', async () => {
    const t = testCore(options);
    await t.core.restoreSession();
    const seen = await t.record('hiddenGeofences');
    await t.core.setGeofencesVisible({ ids: [9, 4, 7], visible: false });
    await t.core.setGeofencesVisible({ ids: [7], visible: true });
    expect(seen.at(-1)).toEqual([4, 9]);
    expect(t.store.data.get(KEY)).toEqual(expect.arrayContaining([4, 9]));

    const again = testCore(options, { store: t.store });
    const restored = await again.record('hiddenGeofences');
    await again.core.restoreSession();
    expect(restored.at(-1)).toEqual([4, 9]);
  });

  it('does not re-emit when a change changes nothing', async () => {
    const t = testCore(options);
    await t.core.restoreSession();
    const seen = await t.record('hiddenGeofences');
    await t.core.setGeofencesVisible({ ids: [3], visible: false });
    const count = seen.length;
    await t.core.setGeofencesVisible({ ids: [3], visible: false });
    await t.core.setGeofencesVisible({ ids: [5], visible: true });
    expect(seen.length).toBe(count);
  });

  it('forgets them at sign-out', async () => {
    const t = testCore(options);
    await t.core.restoreSession();
    const seen = await t.record('hiddenGeofences');
    await t.core.setGeofencesVisible({ ids: [3], visible: false });
    await t.core.logout();
    expect(seen.at(-1)).toEqual([]);
  });

  it('rejects bad input and changes nothing', async () => {
    const t = testCore(options);
    await t.core.restoreSession();
    const seen = await t.record('hiddenGeofences');
    for (const bad of [
      { ids: [-1], visible: false },
      { ids: ['2'], visible: false },
      { ids: [2], visible: 'no' },
      { ids: [2], visible: false, colour: 'red' },
    ])
      await expect(t.core.setGeofencesVisible(bad as never)).rejects.toMatchObject({
        code: 'INVALID_VISIBILITY',
      });
    expect(seen.at(-1)).toEqual([]);
    expect(t.store.data.has(KEY)).toBe(false);
  });

  it('ignores a stored entry it cannot read', async () => {
    const t = testCore(options);
    t.store.data.set(KEY, { nope: true });
    const seen = await t.record('hiddenGeofences');
    await t.core.restoreSession();
    expect(seen.at(-1)).toEqual([]);
  });
});
