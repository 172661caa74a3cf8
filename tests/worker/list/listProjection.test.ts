import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/worker/kernel/storageKeys';
import { testCore } from '../support/core';
import { at, position } from '../support/fixtures';
import { devices, options, signedIn } from '../support/smallFleet';

describe('list projection', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('[L5] lists the window of rows with counts, speed in the user unit', async () => {
    const t = await signedIn();
    const lists = await t.record('list');
    expect(lists.at(-1)).toMatchObject({
      total: 3,
      counts: { all: 3, online: 2, offline: 1, unknown: 0 },
      start: 0,
    });
    expect(lists.at(-1)!.rows.map((r) => [r.name, r.speed, r.speedUnit])).toEqual([
      ['Alpha', 10, 'kn'],
      ['Bravo', 10, 'kn'],
      ['Charlie', 10, 'kn'],
    ]);
    await t.core.setListWindow({ start: 1, count: 1 });
    expect(lists.at(-1)).toMatchObject({ start: 1, total: 3, rows: [{ name: 'Bravo' }] });
  });

  it('[L6] query changes recompute at once; data changes at most every 250 ms', async () => {
    const t = await signedIn();
    const lists = await t.record('list');
    const before = lists.length;
    await t.core.setListQuery({ status: 'online' });
    expect(lists.length).toBe(before + 1);
    expect(lists.at(-1)!.rows.map((r) => r.name)).toEqual(['Alpha', 'Charlie']);
    await t.core.toggleSort({ field: 'name' });
    expect(lists.at(-1)!.rows.map((r) => r.name)).toEqual(['Charlie', 'Alpha']);

    const start = lists.length;
    for (let i = 1; i <= 60; i += 1) {
      t.sockets[0]!.send({ positions: [position(1, { speed: i, fixTime: at(i) })] });
      t.frames.tick();
      vi.advanceTimersByTime(16);
    }
    vi.advanceTimersByTime(250);
    const emitted = lists.length - start;
    // 60 folds over ~960 ms: a leading emission, then one per 250 ms window
    expect(emitted).toBeGreaterThanOrEqual(4);
    expect(emitted).toBeLessThanOrEqual(5);
    expect(lists.at(-1)!.rows.find((r) => r.id === 1)!.speed).toBe(60);
  });

  it('[L1] with motion-only, a position update can move a device out of the list', async () => {
    const t = await signedIn();
    t.sockets[0]!.send({
      positions: devices.map((d) =>
        position(d.id, { fixTime: at(1), attributes: { motion: true } }),
      ),
    });
    t.frames.tick();
    await t.core.setListQuery({ motionOnly: true });
    const lists = await t.record('list');
    expect(lists.at(-1)!.total).toBe(3);
    t.sockets[0]!.send({
      positions: [position(2, { fixTime: at(2), attributes: { motion: false } })],
    });
    t.frames.tick();
    vi.advanceTimersByTime(250);
    expect(lists.at(-1)!.rows.map((r) => r.name)).toEqual(['Alpha', 'Charlie']);
  });

  it('[L7] the search text persists and is restored at start', async () => {
    const t = testCore(options);
    await t.core.setListQuery({ search: 'brav' });
    expect(t.store.data.get(STORAGE_KEYS.listSearch)).toBe('brav');

    const again = testCore(options, { store: t.store });
    await again.core.ready();
    const lists = await again.record('list');
    expect(lists.at(-1)!.query.search).toBe('brav');
  });

  it('[L1] an invalid query patch is a validation error', async () => {
    const t = testCore(options);
    await expect(t.core.setListQuery({ status: 'moving' as never })).rejects.toMatchObject({
      type: 'validation',
      code: 'INVALID_QUERY',
    });
  });
});
