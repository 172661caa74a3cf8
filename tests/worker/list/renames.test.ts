/**
 * [S1] A renamed device moves to its new place in the name order at once, however often the
 * fleet changed before without a rename (the projection reuses the name order until a name
 * changes).
 */
import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { makeEvent, type DomainEvent } from '../../../src/worker/events';
import { listProjection } from '../../../src/worker/list/topics';
import type { ListView } from '../../../src/worker/list/types';
import { initialState, reduce, type CoreState } from '../../../src/worker/state';
import { device } from '../support/fixtures';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

describe('[S1] renames in the list', () => {
  it('a renamed device is sorted by its new name; a status change keeps the order', () => {
    const devices = [device(1, { name: 'Bravo' }), device(2, { name: 'Charlie' })];
    let state: CoreState = reduce(
      initialState,
      makeEvent('devices.loaded', 'rest', { devices }, 0),
    );
    state = reduce(state, makeEvent('window.changed', 'user', { start: 0, count: 10 }, 0));
    const state$ = new BehaviorSubject(state);
    const events$ = new Subject<DomainEvent>();
    const tick$ = new Subject<void>();
    const views: ListView[] = [];
    const subscription = listProjection({
      state$,
      events$,
      current: () => state,
      throttleWindow: () => tick$,
      collator,
    }).subscribe((view) => views.push(view));
    const update = (changed: Parameters<typeof device>[1] & { id: number }) => {
      const event = makeEvent(
        'devices.updated',
        'socket',
        { devices: [device(changed.id, changed)] },
        1,
      );
      state = reduce(state, event);
      events$.next(event);
      state$.next(state);
      tick$.next();
    };
    const names = () => views.at(-1)!.rows.map((row) => row.name);

    update({ id: 2, name: 'Charlie', status: 'online' });
    expect(names()).toEqual(['Bravo', 'Charlie']);
    update({ id: 2, name: 'Alfa', status: 'online' });
    expect(names()).toEqual(['Alfa', 'Bravo']);
    update({ id: 1, name: 'Bravo', status: 'online' });
    update({ id: 1, name: 'Zulu', status: 'online' });
    expect(names()).toEqual(['Alfa', 'Zulu']);
    subscription.unsubscribe();
  });
});
