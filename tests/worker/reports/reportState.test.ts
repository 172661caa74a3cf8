import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../src/worker/events';
import type { ReportData } from '../../../src/worker/reports/events';
import { IDLE_REPORT, reduceReport, type ReportRun } from '../../../src/worker/reports/state';
import type { ReportRequest } from '../../../src/worker/reports/types';
import { httpError } from '../../../src/worker/transport/errors';

const request: ReportRequest = {
  kind: 'trips',
  deviceIds: [1],
  groupIds: [],
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-01-02T00:00:00.000Z',
};
const units = { speed: 'kn', distance: 'mi', volume: 'ltr' } as const;
const data: ReportData = { kind: 'trips', rows: [] };
const progress = { bytes: 100, items: 3 };
const start = (id: number, from: ReportRun = IDLE_REPORT) =>
  reduceReport(from, makeEvent('report.started', 'user', { id, request, units }, 1));
const sorted = (run: ReportRun, column: string) =>
  reduceReport(run, makeEvent('report.sorted', 'user', { column }, 2));

describe('reduceReport', () => {
  it('[RP1] a new run starts from zero but keeps the window and the markers choice', () => {
    let before = sorted(IDLE_REPORT, 'distance');
    before = reduceReport(before, makeEvent('report.windowed', 'user', { start: 40, count: 20 }, 1));
    before = reduceReport(before, makeEvent('report.markersToggled', 'user', { shown: true }, 1));
    const run = start(7, before);
    expect(run).toMatchObject({
      id: 7,
      request,
      units,
      status: 'loading',
      sort: null,
      data: null,
      window: { start: 40, count: 20 },
      markersShown: true,
    });
  });

  it('[RP1] only the current run moves it; a finished run takes nothing more', () => {
    const run = start(2);
    const moved = reduceReport(run, makeEvent('report.progressed', 'rest', { id: 2, progress }, 2));
    expect(moved.progress).toEqual(progress);
    const loaded = reduceReport(
      run,
      makeEvent('report.loaded', 'rest', { id: 2, data, progress }, 3),
    );
    expect(loaded).toMatchObject({ status: 'ready', data, progress });
    const error = httpError(500, 'boom');
    const failed = reduceReport(run, makeEvent('report.failed', 'rest', { id: 2, error }, 3));
    expect(failed).toMatchObject({ status: 'failed', error });
    const cancelled = reduceReport(run, makeEvent('report.cancelled', 'user', { id: 2 }, 3));
    expect(cancelled.status).toBe('cancelled');
    const late = [
      makeEvent('report.progressed', 'rest', { id: 2, progress }, 4),
      makeEvent('report.loaded', 'rest', { id: 2, data, progress }, 4),
      makeEvent('report.failed', 'rest', { id: 2, error }, 4),
      makeEvent('report.cancelled', 'user', { id: 2 }, 4),
    ];
    for (const event of late) expect(reduceReport(loaded, event)).toBe(loaded);
    const stale = [
      makeEvent('report.progressed', 'rest', { id: 1, progress }, 4),
      makeEvent('report.loaded', 'rest', { id: 1, data, progress }, 4),
      makeEvent('report.failed', 'rest', { id: 1, error }, 4),
      makeEvent('report.cancelled', 'user', { id: 1 }, 4),
    ];
    for (const event of stale) expect(reduceReport(run, event)).toBe(run);
  });

  it('[RP6] a new column sorts ascending, the same one flips, and the window goes to the top', () => {
    const scrolled = reduceReport(
      start(1),
      makeEvent('report.windowed', 'user', { start: 300, count: 50 }, 1),
    );
    const byDistance = sorted(scrolled, 'distance');
    expect(byDistance.sort).toEqual({ column: 'distance', direction: 'asc' });
    expect(byDistance.window).toEqual({ start: 0, count: 50 });
    expect(sorted(byDistance, 'distance').sort).toEqual({ column: 'distance', direction: 'desc' });
    expect(sorted(sorted(byDistance, 'distance'), 'distance').sort?.direction).toBe('asc');
    expect(sorted(byDistance, 'speed').sort).toEqual({ column: 'speed', direction: 'asc' });
  });

  it('[RP6] the window is clamped to whole rows, at most 1,000', () => {
    const window = (start: number, count: number) =>
      reduceReport(IDLE_REPORT, makeEvent('report.windowed', 'user', { start, count }, 1)).window;
    expect(window(-4, 5.9)).toEqual({ start: 0, count: 5 });
    expect(window(2.5, 5_000)).toEqual({ start: 2, count: 1_000 });
    expect(window(3, -1)).toEqual({ start: 3, count: 0 });
  });

  it('[RP7] markers: the same choice keeps the run; located places add up by row', () => {
    const shown = reduceReport(
      IDLE_REPORT,
      makeEvent('report.markersToggled', 'user', { shown: false }, 1),
    );
    expect(shown).toBe(IDLE_REPORT);
    const place = (index: number, latitude: number) => ({ index, latitude, longitude: -46 });
    let run = reduceReport(
      IDLE_REPORT,
      makeEvent('report.located', 'rest', { places: [place(0, -23), place(4, -24)] }, 1),
    );
    run = reduceReport(run, makeEvent('report.located', 'rest', { places: [place(4, -25)] }, 2));
    expect([...run.located]).toEqual([
      [0, place(0, -23)],
      [4, place(4, -25)],
    ]);
  });

  it('[RP1] clearing forgets the run but keeps counting ids; an untouched idle run stays', () => {
    const cleared = makeEvent('report.cleared', 'user', {}, 5);
    const logout = makeEvent('session.cleared', 'user', { reason: 'logout' }, 5);
    expect(reduceReport(start(4), cleared)).toEqual({ ...IDLE_REPORT, id: 4 });
    expect(reduceReport(start(4), logout)).toEqual({ ...IDLE_REPORT, id: 4 });
    expect(reduceReport(IDLE_REPORT, cleared)).toBe(IDLE_REPORT);
    const unrelated = makeEvent('window.changed', 'user', { start: 0, count: 1 }, 5);
    expect(reduceReport(IDLE_REPORT, unrelated)).toBe(IDLE_REPORT);
  });
});
