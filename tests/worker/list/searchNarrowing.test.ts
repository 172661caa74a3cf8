/**
 * [L2] Typing a longer search narrows the list already computed instead of walking the whole
 * fleet again: counted through the module's full recomputation. [L11] A list still a draft (its
 * rest not yet run on a later task) is not narrowed: the fleet is walked again.
 */
import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { makeEvent, type DomainEvent } from '../../../src/worker/events';
import * as drafts from '../../../src/worker/list/listDraft';
import { listProjection } from '../../../src/worker/list/topics';
import type { ListView } from '../../../src/worker/list/types';
import { initialState, reduce, type CoreState } from '../../../src/worker/state';
import { device } from '../support/fixtures';

vi.mock('../../../src/worker/list/listDraft', async (original) => {
  const actual = await original<typeof drafts>();
  return { ...actual, scanDraft: vi.fn(actual.scanDraft) };
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
    const later: (() => void)[] = [];
    const subscription = listProjection({
      state$,
      events$,
      current: () => state,
      throttleWindow: () => new Subject(),
      collator,
      later: (work) => void later.push(work),
    }).subscribe((view) => views.push(view));
    // A keystroke, then the tasks before the next one (the rest of a full recomputation).
    const type = (patch: Record<string, unknown>, tasks = true) => {
      const event = makeEvent('filter.changed', 'user', { patch }, 0);
      state = reduce(state, event);
      events$.next(event);
      state$.next(state);
      if (tasks) for (const work of later.splice(0)) work();
    };
    const full = vi.mocked(drafts.scanDraft);
    const names = () => views.at(-1)!.rows.map((row) => row.name);
    for (const work of later.splice(0)) work();
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

    // [L11] The next keystroke before the last full recomputation was finished: walked again.
    type({ search: 'van', status: 'all' }, false);
    expect(full).toHaveBeenCalledTimes(3);
    type({ search: 'van ' });
    expect(names()).toEqual(['Van 1', 'van 2', 'Van 12']);
    expect(full).toHaveBeenCalledTimes(4);
    type({ search: 'van 1' });
    expect(names()).toEqual(['Van 1', 'Van 12']);
    expect(full).toHaveBeenCalledTimes(4);
    subscription.unsubscribe();
  });
});
