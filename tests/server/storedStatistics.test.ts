import { describe, expect, it } from 'vitest';
import { STORED_SETTLE_MS, StoredStatistics, dayOf } from '../../server/services/statistics';
import type { Storage } from '../../server/storage';
import type { StatisticsChange } from '../../server/storage/statistics';

/** Positions whose writes commit when the test says, and the day rows the task keeps. */
function fakeStorage() {
  const positions: { serverTime: number; committed: boolean }[] = [];
  const rows = new Map<number, { messagesStored: number; attributes: Record<string, unknown> }>();
  const statistics = {
    async list(from: number, to: number) {
      return [...rows]
        .filter(([day]) => day >= from && day <= to)
        .map(([captureTime, row]) => ({ captureTime, ...row }));
    },
    async storedPositions(from: number, to: number) {
      const count = positions.filter(
        (p) => p.committed && p.serverTime >= from && p.serverTime < to,
      ).length;
      return count > 0 ? { osmand: count } : {};
    },
    async update(day: number, change: StatisticsChange) {
      const row = rows.get(day) ?? { messagesStored: 0, attributes: {} };
      row.messagesStored += change.add?.messagesStored ?? 0;
      Object.assign(row.attributes, change.attributes ?? {});
      rows.set(day, row);
    },
    async activeDevices() {
      return 0;
    },
  };
  return { positions, rows, storage: { statistics } as unknown as Storage };
}

describe('stored messages in the statistics', () => {
  it('counts a position whose write committed after a count began', async () => {
    const t = fakeStorage();
    let now = dayOf(Date.UTC(2026, 10, 29, 12)) + 12 * 3_600_000;
    const task = new StoredStatistics(t.storage, () => now, 1_000);
    // Received (serverTime) just before a count, committed just after it.
    const position = { serverTime: now - 100, committed: false };
    t.positions.push(position);
    await task.run();
    position.committed = true;
    for (let i = 0; i < 2 * (STORED_SETTLE_MS / 1_000); i++) {
      now += 1_000;
      await task.run();
    }
    expect(t.rows.get(dayOf(now))!.messagesStored).toBe(1);
  });
});
