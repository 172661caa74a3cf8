import { describe, expect, it } from 'vitest';
import { setPermissionBit } from '@farol/model';
import type { RecordedRequest } from '../support/fakes';
import { server as serverOf, user } from '../support/fixtures';
import { fix, reportCore } from '../reports/support';

const PERIOD = { from: '2026-01-01T00:00:00.000Z', to: '2026-01-02T00:00:00.000Z' };
const mask = (...bits: number[]) =>
  bits.reduce<string>((value, bit) => setPermissionBit(value, bit, true), '0'.repeat(32));
/** The paid edition with the advanced mask on. */
const ADVANCED = {
  server: serverOf({ attributes: { 'tarkan.enableAdvancedPerms': true } }),
  serverHeaders: { licensemode: 'TarkanPlus' },
};
/** A user the mask keeps from every report but sees devices (8) and reports (72) with stops (74). */
const masked = user({ attributes: { speedUnit: 'kmh', 'tarkan.advancedPerms': mask(8, 72, 74) } });

/**
 * `GET /api/positions?deviceId&from&to` as Farol answers it, at most `cap` positions an answer
 * (ascending, from ≤ fixTime ≤ to), over these (id, seconds) positions.
 */
function positionsServer(fixes: [number, number][], cap: number) {
  return (request: RecordedRequest) => {
    if (request.path !== '/api/positions') return undefined;
    const from = Date.parse(request.query.get('from')!);
    const to = Date.parse(request.query.get('to')!);
    const deviceId = Number(request.query.get('deviceId'));
    const body = fixes
      .map(([id, seconds]) => fix(id, deviceId, seconds, seconds))
      .filter((p) => Date.parse(p.fixTime) >= from && Date.parse(p.fixTime) <= to)
      .slice(0, cap);
    return { body };
  };
}

describe('the route player without the route report (RY1, SPEC §6)', () => {
  it('[RY1] reads positions by period when the mask closes the route report, and only what it allows', async () => {
    const { core, seen } = await reportCore(
      (request) =>
        positionsServer(
          [
            [1, 0],
            [2, 10],
            [3, 20],
          ],
          50_000,
        )(request) ?? (request.path === '/api/reports/stops' ? { body: [] } : undefined),
      { user: masked, ...ADVANCED },
    );
    const data = await core.loadReplay({ deviceIds: [1, 2], ...PERIOD });
    expect(seen.some((r) => r.path === '/api/reports/route')).toBe(false);
    expect(seen.some((r) => r.path === '/api/reports/events')).toBe(false);
    expect(seen.some((r) => r.path === '/api/reports/stops')).toBe(true);
    const asked = seen.filter((r) => r.path === '/api/positions');
    expect(asked[0]!.query.get('from')).toBe(PERIOD.from);
    expect(asked[0]!.query.get('to')).toBe(PERIOD.to);
    expect(new Set(asked.map((r) => r.query.get('deviceId')))).toEqual(new Set(['1', '2']));
    expect(data.tracks.map((t) => t.length)).toEqual([3, 3]);
    expect(data.sources).toEqual({ route: 'positions', stops: true, events: false });
  });

  it('[RY1] reads a capped answer page after page, each position once, past repeated fix times', async () => {
    const fixes: [number, number][] = [
      [1, 0],
      [2, 10],
      [3, 20],
      [4, 20],
      [5, 20],
      [6, 30],
      [7, 40],
      [8, 40],
      [9, 50],
    ];
    const { core, seen } = await reportCore(
      (request) =>
        positionsServer(fixes, 4)(request) ??
        (request.path === '/api/reports/stops' ? { body: [] } : undefined),
      { user: masked, ...ADVANCED },
    );
    const data = await core.loadReplay({ deviceIds: [1], ...PERIOD });
    expect(data.tracks[0]!.length).toBe(fixes.length);
    const point = async (index: number) =>
      (await core.replayPoint({ track: 0, index }))!.positionId;
    const ids = await Promise.all(fixes.map((_, i) => point(i)));
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Pages start at the last fix time read (20 s: ids 3 and 4 read there, 5 not yet), until
    // one brings nothing new.
    const froms = seen.filter((r) => r.path === '/api/positions').map((r) => r.query.get('from'));
    expect(froms).toEqual([PERIOD.from, ...[20, 30, 50].map((s) => fix(0, 1, s, 0).fixTime)]);
  });

  it('[RY1] refuses before asking anything when reports are disabled', async () => {
    const { core, seen } = await reportCore(positionsServer([[1, 0]], 10), {
      user: user({ disableReports: true }),
    });
    await expect(core.loadReplay({ deviceIds: [1], ...PERIOD })).rejects.toMatchObject({
      code: 'OPERATION_RESTRICTED',
    });
    expect(seen).toHaveLength(0);
  });
});
