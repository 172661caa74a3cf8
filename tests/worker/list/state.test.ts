import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../src/worker/events';
import {
  DEFAULT_QUERY,
  MAX_WINDOW_ROWS,
  reduceListWindow,
  reduceQuery,
} from '../../../src/worker/list/state';
import { initialState } from '../../../src/worker/state';

const cleared = makeEvent('session.cleared', 'user', { reason: 'logout' }, 1);

describe('reduceQuery', () => {
  it('[L1] filter.changed merges the patch and keeps the sort', () => {
    const next = reduceQuery(
      { ...DEFAULT_QUERY, sort: { field: 'lastUpdate', direction: 'desc' } },
      makeEvent(
        'filter.changed',
        'user',
        { patch: { search: 'van', hiddenCategories: ['bus'] } },
        1,
      ),
    );
    expect(next).toEqual({
      search: 'van',
      status: 'all',
      motionOnly: false,
      hiddenCategories: ['bus'],
      onlyDeviceId: null,
      sort: { field: 'lastUpdate', direction: 'desc' },
    });
  });

  it('[L1] a patch without hidden categories keeps them; other events keep the query', () => {
    const hiding = { ...DEFAULT_QUERY, hiddenCategories: ['bus'] };
    const next = reduceQuery(
      hiding,
      makeEvent('filter.changed', 'user', { patch: { status: 'online' } }, 1),
    );
    expect(next).toEqual({ ...hiding, status: 'online' });
    const window = makeEvent('window.changed', 'user', { start: 0, count: 5 }, 1);
    expect(reduceQuery(hiding, window)).toBe(hiding);
  });

  it('[S2] sort.toggled applies the toggle rule; logout keeps the query', () => {
    const once = reduceQuery(
      DEFAULT_QUERY,
      makeEvent('sort.toggled', 'user', { field: 'name' }, 1),
    );
    expect(once.sort).toEqual({ field: 'name', direction: 'desc' });
    expect(reduceQuery(once, cleared)).toBe(once);
  });
});

describe('reduceListWindow', () => {
  it.each([
    [
      { start: 20, count: 50 },
      { start: 20, count: 50 },
    ],
    [
      { start: -5, count: 10.7 },
      { start: 0, count: 10 },
    ],
    [
      { start: 0, count: 1e9 },
      { start: 0, count: MAX_WINDOW_ROWS },
    ],
    [
      { start: Number.NaN, count: -3 },
      { start: 0, count: 0 },
    ],
  ])('[L5] %j → %j', (payload, expected) => {
    expect(
      reduceListWindow(initialState.window, makeEvent('window.changed', 'user', payload, 1)),
    ).toEqual(expected);
  });
});

describe('reduceListWindow, unchanged', () => {
  it('[L5] the same window keeps the state; other events too', () => {
    const window = { start: 20, count: 50 };
    expect(reduceListWindow(window, makeEvent('window.changed', 'user', { ...window }, 1))).toBe(
      window,
    );
    expect(reduceListWindow(window, cleared)).toBe(window);
  });
});
