import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../src/worker/events';
import { httpError } from '../../../src/worker/transport/errors';
import {
  DEFAULT_USERS_QUERY,
  MAX_USER_ROWS,
  reduceUsersDirectory,
  reduceUsersQuery,
  reduceUsersWindow,
  usersSlice,
  type UsersDirectory,
} from '../../../src/worker/users/state';
import { user } from '../support/fixtures';

const empty = usersSlice.initial.usersDirectory;
const reseller = user({ id: 2, name: 'Revenda', userLimit: 10 });
const customer = user({ id: 3, name: 'Cliente' });
const cleared = makeEvent('session.cleared', 'user', { reason: 'logout' }, 9);
const ready: UsersDirectory = reduceUsersDirectory(
  empty,
  makeEvent('users.loaded', 'rest', { users: [reseller, customer], managers: [[3, 2]] }, 1),
);

describe('reduceUsersDirectory', () => {
  it('[US1] loading, failed with the error, loaded; a reload of a ready list stays ready', () => {
    const loading = reduceUsersDirectory(empty, makeEvent('users.loading', 'user', {}, 1));
    expect(loading.status).toEqual({ state: 'loading', error: null });
    const error = httpError(500, 'Database down');
    const failed = reduceUsersDirectory(loading, makeEvent('users.failed', 'rest', { error }, 2));
    expect(failed.status).toEqual({ state: 'failed', error });
    expect(ready.status).toEqual({ state: 'ready', error: null });
    expect([...ready.managerOf]).toEqual([[3, 2]]);
    expect(reduceUsersDirectory(ready, makeEvent('users.loading', 'user', {}, 3))).toBe(ready);
  });

  it('[US5] a new account goes below its manager; a stored existing one keeps its place', () => {
    const fresh = user({ id: 4, name: 'Novo' });
    const created = reduceUsersDirectory(
      ready,
      makeEvent('user.stored', 'rest', { user: fresh, managerId: 2 }, 2),
    );
    expect(created.managerOf.get(4)).toBe(2);
    const renamed = { ...customer, name: 'Cliente 2' };
    const moved = reduceUsersDirectory(
      ready,
      makeEvent('user.stored', 'rest', { user: renamed, managerId: 4 }, 2),
    );
    expect(moved.byId.get(3)).toEqual(renamed);
    expect(moved.managerOf.get(3)).toBe(2);
    const top = reduceUsersDirectory(
      ready,
      makeEvent('user.stored', 'rest', { user: fresh, managerId: null }, 2),
    );
    expect(top.managerOf.has(4)).toBe(false);
    const self = reduceUsersDirectory(
      ready,
      makeEvent('user.stored', 'rest', { user: fresh, managerId: 4 }, 2),
    );
    expect(self.managerOf.has(4)).toBe(false);
  });

  it('[US5] the session user saving their account updates the list only when it holds them', () => {
    const renamed = { ...reseller, name: 'Revenda Sul' };
    const updated = reduceUsersDirectory(
      ready,
      makeEvent('user.updated', 'user', { user: renamed }, 2),
    );
    expect(updated.byId.get(2)).toEqual(renamed);
    expect(updated.managerOf).toBe(ready.managerOf);
    const stranger = makeEvent('user.updated', 'user', { user: user({ id: 99 }) }, 2);
    expect(reduceUsersDirectory(ready, stranger)).toBe(ready);
  });

  it('[US6] a bulk change replaces the accounts; removed ones leave, their sub-accounts go up', () => {
    const disabled = { ...customer, disabled: true };
    const changed = reduceUsersDirectory(
      ready,
      makeEvent('users.changed', 'rest', { users: [disabled] }, 2),
    );
    expect(changed.byId.get(3)?.disabled).toBe(true);
    expect(changed.byId.get(2)).toBe(reseller);
    const removed = reduceUsersDirectory(
      ready,
      makeEvent('users.removed', 'rest', { ids: [2] }, 2),
    );
    expect([...removed.byId.keys()]).toEqual([3]);
    expect(removed.managerOf.size).toBe(0);
    const leaf = reduceUsersDirectory(ready, makeEvent('users.removed', 'rest', { ids: [3] }, 2));
    expect([...leaf.byId.keys()]).toEqual([2]);
    expect(leaf.managerOf.size).toBe(0);
    const unknown = makeEvent('users.removed', 'rest', { ids: [99] }, 2);
    expect(reduceUsersDirectory(ready, unknown)).toBe(ready);
  });

  it('[US1] logout empties the directory', () => {
    expect(reduceUsersDirectory(ready, cleared)).toEqual(empty);
  });
});

describe('reduceUsersQuery', () => {
  it('[US3] a query patch keeps the folds; toggling folds and unfolds one account', () => {
    const folded = reduceUsersQuery(
      DEFAULT_USERS_QUERY,
      makeEvent('users.toggled', 'user', { id: 2 }, 1),
    );
    expect(folded.collapsed).toEqual([2]);
    const both = reduceUsersQuery(folded, makeEvent('users.toggled', 'user', { id: 5 }, 1));
    expect(both.collapsed).toEqual([2, 5]);
    const searched = reduceUsersQuery(
      both,
      makeEvent('users.queried', 'user', { patch: { search: 'ana', filter: 'expired' } }, 2),
    );
    expect(searched).toEqual({ search: 'ana', filter: 'expired', collapsed: [2, 5] });
    const unfolded = reduceUsersQuery(both, makeEvent('users.toggled', 'user', { id: 2 }, 3));
    expect(unfolded.collapsed).toEqual([5]);
  });

  it('[US3] logout forgets the query and folds', () => {
    const folded = reduceUsersQuery(
      DEFAULT_USERS_QUERY,
      makeEvent('users.toggled', 'user', { id: 2 }, 1),
    );
    expect(reduceUsersQuery(folded, cleared)).toEqual(DEFAULT_USERS_QUERY);
    expect(reduceUsersQuery(DEFAULT_USERS_QUERY, cleared)).toBe(DEFAULT_USERS_QUERY);
  });
});

describe('reduceUsersWindow', () => {
  const initial = usersSlice.initial.usersWindow;
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
      { start: 3.9, count: 1e9 },
      { start: 3, count: MAX_USER_ROWS },
    ],
    [
      { start: Number.NaN, count: -3 },
      { start: 0, count: 0 },
    ],
  ])('[US4] %j → %j', (payload, expected) => {
    expect(reduceUsersWindow(initial, makeEvent('users.windowed', 'user', payload, 1))).toEqual(
      expected,
    );
  });

  it('[US4] the same window keeps the state; other events too', () => {
    const same = makeEvent('users.windowed', 'user', { ...initial }, 1);
    expect(reduceUsersWindow(initial, same)).toBe(initial);
    expect(reduceUsersWindow(initial, cleared)).toBe(initial);
  });
});
