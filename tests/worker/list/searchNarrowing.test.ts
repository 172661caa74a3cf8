/**
 * [L2] Typing a longer search narrows the list already computed instead of walking the whole
 * fleet again: counted through the module's full recomputation.
 */
import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { makeEvent, type DomainEvent } from '../../../src/worker/events';
import * as incremental from '../../../src/worker/list/incrementalList';
import { listProjection } from '../../../src/worker/list/topics';
import type { ListView } from '../../../src/worker/list/types';
import { initialState, reduce, type CoreState } from '../../../src/worker/state';
import { device } from '../support/fixtures';

vi.mock('../../../src/worker/list/incrementalList', async (original) => {
  const actual = await original<typeof incremental>();
  return { ...actual, fullSelection: vi.fn(actual.fullSelection) };
});

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const NAMES = ['Van 1', 'Van 12', 'Caminhão 1', 'Ônibus 7', 'van 2', 'Moto'];

describe('[L2] search narrowing in the list projection', () => {
  it('a letter more walks the last list; a letter less or another filter recomputes', () => {
    const devices = NAMES.map((name, i) =>
      device(i + 1, { name, status: i % 2 ? 'online' : 'offline' }),
    );
    let state: CoreState = reduce(
      initialState,
      makeEvent('devices.loaded', 'rest', { devices }, 0),
    );
    const state$ = new BehaviorSubject(state);
    const events$ = new Subject<DomainEvent>();
    const views: ListView[] = [];
    const subscription = listProjection({
      state$,
      events$,
      current: () => state,
      throttleWindow: () => new Subject(),
      collator,
    }).subscribe((view) => views.push(view));
    const type = (patch: Record<string, unknown>) => {
      const event = makeEvent('filter.changed', 'user', { patch }, 0);
      state = reduce(state, event);
      events$.next(event);
      state$.next(state);
    };
    const full = vi.mocked(incremental.fullSelection);
    const names = () => views.at(-1)!.rows.map((row) => row.name);
    full.mockClear();

    type({ search: 'v' });
    type({ search: 'va' });
    type({ search: 'van' });
    type({ search: 'van 1' });
    expect(names()).toEqual(['Van 1', 'Van 12']);
    expect(views.at(-1)!.counts).toEqual({ all: 2, online: 1, offline: 1, unknown: 0 });
    expect(full).toHaveBeenCalledTimes(0);

    type({ search: 'van ' });
    expect(names()).toEqual(['Van 1', 'van 2', 'Van 12']);
    expect(full).toHaveBeenCalledTimes(1);

    type({ search: 'van 2', status: 'offline' });
    expect(full).toHaveBeenCalledTimes(2);
    subscription.unsubscribe();
  });
});
