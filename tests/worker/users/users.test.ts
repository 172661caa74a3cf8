import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@farol/model';
import { testCore } from '../support/core';
import type { RecordedRequest, Reply, Route } from '../support/fakes';
import { user } from '../support/fixtures';
import { options } from '../support/smallFleet';

const admin = user({ id: 1, name: 'Admin', administrator: true, userLimit: -1 });
const reseller = user({ id: 10, name: 'Revenda', email: 'r@x.test', userLimit: 50 });
const sub = user({ id: 20, name: 'Sub', email: 's@x.test', userLimit: 5 });
const customer = user({ id: 30, name: 'Cliente', email: 'c@x.test' });

/** A signed-in core whose users calls `route` answers. */
async function usersCore(route: Route, me = admin) {
  const t = testCore({ ...options, user: me, extra: route });
  await t.core.restoreSession();
  await t.core.settled();
  return t;
}

const userCalls = (requests: RecordedRequest[]) =>
  requests
    .filter((r) => r.path.startsWith('/api/users') || r.path.startsWith('/api/permissions'))
    .map((r) => `${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}`);

const last = <T>(values: T[]) => values.at(-1)!;

/** GET /api/users and ?userId= from a table of who manages whom. */
function directoryRoute(listed: User[], managed: Record<number, User[]>) {
  return (r: RecordedRequest): Reply | undefined => {
    if (r.method !== 'GET' || r.path !== '/api/users') return undefined;
    const managerId = r.query.get('userId');
    if (managerId === null) return { body: listed };
    return managed[Number(managerId)]
      ? { body: managed[Number(managerId)] }
      : { status: 400, body: 'User access denied' };
  };
}

describe('users', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1));
  });
  afterEach(() => vi.useRealTimers());

  it('[US1] loads the accounts and asks each manager for its own, level by level', async () => {
    // A reseller sees its own customers; its sub-reseller's customer only by asking it.
    const t = await usersCore(
      directoryRoute([sub, customer], { 20: [user({ id: 40, name: 'Neto', email: 'n@x.test' })] }),
      reseller,
    );
    const views = await t.record('users');
    expect(last(views).state).toBe('idle');
    await t.core.loadUsers();
    expect(userCalls(t.requests)).toEqual(['GET /api/users', 'GET /api/users?userId=20']);
    const view = last(views);
    expect(view.state).toBe('ready');
    expect(view.rows.map((r) => [r.name, r.depth, r.role])).toEqual([
      ['Cliente', 0, 'user'],
      ['Sub', 0, 'manager'],
      ['Neto', 1, 'user'],
    ]);
  });

  it('[US1] skips a manager the server refuses, and a failed load shows without rejecting', async () => {
    let fail = false;
    const t = await usersCore((r) => {
      if (r.path !== '/api/users') return undefined;
      if (fail) return { status: 500, body: 'Database down' };
      if (r.query.get('userId')) return { status: 400, body: 'User access denied' };
      return { body: [admin, reseller, customer] };
    });
    const views = await t.record('users');
    await t.core.loadUsers();
    expect(last(views).rows.map((r) => r.name)).toEqual(['Admin', 'Cliente', 'Revenda']);
    fail = true;
    await expect(t.core.loadUsers()).resolves.toBeUndefined();
    expect(last(views)).toMatchObject({ state: 'failed', error: { message: 'Database down' } });
    // What was loaded stays on screen.
    expect(last(views).total).toBe(3);
  });

  it('[US2] an administrator sees the whole tree, each account below its deepest manager', async () => {
    const t = await usersCore(
      directoryRoute([admin, reseller, sub, customer], { 10: [sub, customer], 20: [customer] }),
    );
    const views = await t.record('users');
    await t.core.loadUsers();
    // The administrator's own accounts are not asked for: they are the top.
    expect(userCalls(t.requests)).not.toContain('GET /api/users?userId=1');
    expect(last(views).rows.map((r) => `${'-'.repeat(r.depth)}${r.name}`)).toEqual([
      'Admin',
      'Revenda',
      '-Sub',
      '--Cliente',
    ]);
    expect(last(views).rows[1]).toMatchObject({ children: 1, expanded: true, parentId: null });
  });

  it('[US3] searches, filters and folds in the worker', async () => {
    const t = await usersCore(
      directoryRoute([admin, reseller, { ...customer, disabled: true }], { 10: [customer] }),
    );
    const views = await t.record('users');
    await t.core.loadUsers();
    await t.core.toggleUserNode({ id: 10 });
    expect(last(views).rows.map((r) => r.name)).toEqual(['Admin', 'Revenda']);
    await t.core.setUsersQuery({ filter: 'disabled' });
    expect(last(views).rows.map((r) => [r.name, r.match])).toEqual([
      ['Revenda', false],
      ['Cliente', true],
    ]);
    expect(last(views).counts).toMatchObject({ all: 3, disabled: 1 });
    await t.core.setUsersQuery({ filter: 'all', search: 'REVEN' });
    expect(last(views).rows.map((r) => r.name)).toEqual(['Revenda']);
    await expect(t.core.setUsersQuery({ filter: 'nope' as 'all' })).rejects.toMatchObject({
      code: 'INVALID_QUERY',
    });
  });

  it('[US4] sends only the window of rows, and every visible id for select all', async () => {
    const many = Array.from({ length: 2_500 }, (_, i) =>
      user({ id: 100 + i, name: `Cliente ${String(i).padStart(4, '0')}`, email: `c${i}@x.test` }),
    );
    const t = await usersCore(directoryRoute(many, {}));
    const views = await t.record('users');
    await t.core.loadUsers();
    expect(last(views)).toMatchObject({ total: 2_500, start: 0 });
    expect(last(views).rows).toHaveLength(100);
    await t.core.setUsersWindow({ start: 2_000, count: 5_000 });
    expect(last(views).start).toBe(2_000);
    expect(last(views).rows).toHaveLength(500);
    expect(last(views).rows[0]!.name).toBe('Cliente 2000');
    await t.core.setUsersQuery({ search: 'cliente 24' });
    const expected = many
      .filter((u) => u.name.includes('24') || u.email.includes('24'))
      .map((u) => u.id);
    expect(expected.length).toBeGreaterThan(100);
    expect(await t.core.visibleUserIds()).toEqual(expected);
  });

  it('[US5] creates below a manager, updates with the password only when given', async () => {
    const stored: User[] = [];
    const t = await usersCore((r) => {
      if (r.path === '/api/users' && r.method === 'GET')
        return { body: r.query.get('userId') ? [] : [admin, reseller] };
      if (r.path === '/api/users' && r.method === 'POST') {
        const body = JSON.parse(r.body!) as User;
        stored.push(body);
        return { body: { ...body, id: 31, password: null } };
      }
      if (r.path === '/api/users/31' && r.method === 'PUT') return { body: JSON.parse(r.body!) };
      if (r.path === '/api/permissions') return { status: 204, body: '' };
      return undefined;
    });
    const views = await t.record('users');
    await t.core.loadUsers();
    const created = await t.core.saveUser({
      user: { ...customer, id: 0 },
      password: 'secret',
      managerId: 10,
    });
    expect(created.id).toBe(31);
    expect(stored[0]).toMatchObject({ name: 'Cliente', password: 'secret' });
    const link = t.requests.find((r) => r.path === '/api/permissions')!;
    expect(JSON.parse(link.body!)).toEqual({ userId: 10, managedUserId: 31 });
    expect(last(views).rows.map((r) => `${'-'.repeat(r.depth)}${r.name}`)).toEqual([
      'Admin',
      'Revenda',
      '-Cliente',
    ]);
    await t.core.saveUser({ user: { ...created, name: 'Cliente Novo' } });
    const put = t.requests.find((r) => r.method === 'PUT')!;
    expect(JSON.parse(put.body!)).not.toHaveProperty('password');
    expect(last(views).rows[2]!.name).toBe('Cliente Novo');
  });

  it('[US5] a refused link deletes the new account again and the save rejects', async () => {
    const t = await usersCore((r) => {
      if (r.path === '/api/users' && r.method === 'GET') return { body: [admin] };
      if (r.path === '/api/users' && r.method === 'POST') return { body: { ...customer, id: 32 } };
      if (r.path === '/api/permissions') return { status: 400, body: 'User access denied' };
      if (r.path === '/api/users/32' && r.method === 'DELETE') return { status: 204, body: '' };
      return undefined;
    });
    const views = await t.record('users');
    await t.core.loadUsers();
    await expect(
      t.core.saveUser({ user: { ...customer, id: 0 }, password: 'x1234', managerId: 10 }),
    ).rejects.toMatchObject({ code: 'USER_ACCESS_DENIED' });
    expect(userCalls(t.requests)).toContain('DELETE /api/users/32');
    expect(last(views).rows.map((r) => r.name)).toEqual(['Admin']);
  });

  it('[US5] saving one’s own account updates the session user', async () => {
    const t = await usersCore((r) => {
      if (r.path === '/api/users/1' && r.method === 'PUT') return { body: JSON.parse(r.body!) };
      return undefined;
    });
    const sessions = await t.record('session');
    await t.core.saveUser({ user: { ...admin, name: 'Chefe' } });
    expect(last(sessions).user?.name).toBe('Chefe');
  });

  it('[US6] deletes and disables in bulk, reporting each refusal', async () => {
    const t = await usersCore((r) => {
      if (r.path === '/api/users' && r.method === 'GET')
        return {
          body: { '10': [customer], '20': [] }[r.query.get('userId') ?? ''] ?? [
            admin,
            reseller,
            customer,
            sub,
          ],
        };
      if (r.method === 'DELETE' && r.path === '/api/users/20')
        return { status: 400, body: 'Administrator access required' };
      if (r.method === 'DELETE') return { status: 204, body: '' };
      if (r.method === 'PUT') return { body: JSON.parse(r.body!) };
      return undefined;
    });
    const views = await t.record('users');
    await t.core.loadUsers();
    const disabled = await t.core.setUsersDisabled({ ids: [30, 20], disabled: true });
    expect(disabled).toEqual({ updated: expect.arrayContaining([20, 30]), failed: [] });
    expect(last(views).counts.disabled).toBe(2);
    const again = t.requests.filter((r) => r.method === 'PUT').length;
    await t.core.setUsersDisabled({ ids: [30], disabled: true });
    expect(t.requests.filter((r) => r.method === 'PUT')).toHaveLength(again);

    const outcome = await t.core.deleteUsers({ ids: [10, 20] });
    expect(outcome.deleted).toEqual([10]);
    expect(outcome.failed).toEqual([
      { id: 20, error: expect.objectContaining({ code: 'ADMINISTRATOR_ACCESS_REQUIRED' }) },
    ]);
    // The reseller's customer moves to the top.
    expect(last(views).rows.map((r) => `${'-'.repeat(r.depth)}${r.name}`)).toEqual([
      'Admin',
      'Cliente',
      'Sub',
    ]);
  });

  it('[US1] a load that ends after logout is dropped', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const t = await usersCore((r) =>
      r.path === '/api/users' ? held.then(() => ({ body: [admin] })) : undefined,
    );
    const views = await t.record('users');
    const load = t.core.loadUsers();
    await t.core.logout();
    release();
    await load;
    expect(last(views).state).toBe('idle');
  });
});
