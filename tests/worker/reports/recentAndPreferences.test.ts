/** [RP10] Recent report runs per user; [RP4] preferences read as Traccar reads them. */
import { REPORT_LIST_LIMIT } from '@farol/model';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../src/worker/kernel/storageKeys';
import { preference } from '../../../src/worker/reports/preferences';
import { recentReports, rememberReport } from '../../../src/worker/reports/recentReports';
import type { ReportRequest } from '../../../src/worker/reports/types';
import { memoryStore } from '../support/fakes';
import { server, user } from '../support/fixtures';

const request = (deviceId: number) =>
  ({ kind: 'trips', deviceIds: [deviceId], groupIds: [], from: 0, to: 1 }) as unknown as ReportRequest;

describe('[RP10] recent reports', () => {
  it('newest first, at most the limit, a repeated run moved to the top, per user', async () => {
    const deps = { store: memoryStore(), now: () => 5 };
    for (let id = 1; id <= REPORT_LIST_LIMIT + 2; id += 1) await rememberReport(deps, 7, request(id));
    await rememberReport(deps, 7, request(10));
    const runs = await recentReports(deps, 7);
    expect(runs).toHaveLength(REPORT_LIST_LIMIT);
    expect(runs.slice(0, 3).map((run) => run.request.deviceIds[0])).toEqual([10, 27, 26]);
    expect(runs.filter((run) => run.request.deviceIds[0] === 10)).toHaveLength(1);
    expect(await recentReports(deps, 8)).toEqual([]);
  });

  it('a stored list longer than the limit shows only the limit', async () => {
    const deps = { store: memoryStore(), now: () => 5 };
    const many = Array.from({ length: REPORT_LIST_LIMIT + 5 }, (_, i) => ({ at: i, request: request(i) }));
    await deps.store.set(`${STORAGE_KEYS.recentReports}.7`, many);
    expect(await recentReports(deps, 7)).toEqual(many.slice(0, REPORT_LIST_LIMIT));
  });
});

describe('[RP4] preferences', () => {
  it('the user’s value, else the server’s; the server’s first when it forces its settings', () => {
    const ana = user({ attributes: { speedUnit: 'mph', distanceUnit: '' } });
    const loose = server({ attributes: { speedUnit: 'kn', distanceUnit: 'mi' } });
    expect(preference(ana, loose, 'speedUnit')).toBe('mph');
    expect(preference(ana, loose, 'distanceUnit')).toBe('mi');
    expect(preference(ana, { ...loose, forceSettings: true }, 'speedUnit')).toBe('kn');
    expect(preference(null, null, 'speedUnit')).toBeUndefined();
    expect(preference(user({ attributes: { fuelPrice: null } }), loose, 'fuelPrice')).toBeUndefined();
  });
});
