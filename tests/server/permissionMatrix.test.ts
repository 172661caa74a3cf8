import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import {
  ADMIN_REQUIRED,
  create,
  denied,
  link,
  MANAGER_REQUIRED,
  RESOURCES,
  RESTRICTED,
  UNAUTHORIZED,
  WRITE_DENIED,
  type Resource,
} from './entityFixtures';
import {
  adminClient,
  removeDir,
  startTestServer,
  tempDir,
  userClient,
  type Client,
  type Reply,
} from './helpers';

/**
 * Every role × every resource × every verb, over real HTTP: allowed (200/204) or denied with
 * Traccar's status and first line. "Own" objects are linked to the role's user; the tenant's
 * are another user's, so every one of its verbs on them must be refused.
 */
const ROLES = [
  'admin',
  'manager',
  'user',
  'readonly',
  'deviceReadonly',
  'limitCommands',
  'disabled',
  'expired',
  'share',
  'tenant',
] as const;
type Role = (typeof ROLES)[number];
const VERBS = ['list', 'get', 'create', 'update', 'link', 'delete'] as const;
type Verb = (typeof VERBS)[number];
type Outcome = { status: number; text?: string };

const ok = (verb: Verb): Outcome => ({
  status: verb === 'delete' || verb === 'link' ? 204 : 200,
});
const no = (text: string): Outcome => ({ status: text === UNAUTHORIZED ? 401 : 400, text });

/** The expected outcome of an entity verb (devices, groups, … computed attributes). */
function entityOutcome(role: Role, resource: Resource, verb: Verb): Outcome {
  if (role === 'disabled' || role === 'expired') return no(UNAUTHORIZED);
  if (role === 'admin' || verb === 'list') return ok(verb);
  const write = verb === 'create' || verb === 'update' || verb === 'delete';
  if (resource.kind === 'attribute' && write) return no(ADMIN_REQUIRED);
  if (role === 'tenant' && verb !== 'create') return no(denied(resource.className));
  if (verb === 'get') return ok(verb);
  if (verb === 'link') return role === 'readonly' || role === 'share' ? no(RESTRICTED) : ok(verb);
  if (role === 'readonly' || role === 'share') return no(WRITE_DENIED);
  if (resource.kind === 'device' && role === 'deviceReadonly') return no(WRITE_DENIED);
  if (resource.kind === 'command' && role === 'limitCommands') return no(WRITE_DENIED);
  return ok(verb);
}

/** The expected outcome of a user verb (see `userAction` for the targets). */
function userOutcome(role: Role, verb: Verb): Outcome {
  // Disabling or expiring a user ends their sessions, so their cookie is simply anonymous:
  // registration, which anyone may attempt, is refused as such.
  if ((role === 'disabled' || role === 'expired') && verb === 'create') {
    return no('java.lang.SecurityException: Registration disabled');
  }
  if (role === 'disabled' || role === 'expired') return no(UNAUTHORIZED);
  if (role === 'admin') return ok(verb);
  const readOnly = role === 'readonly' || role === 'share';
  switch (verb) {
    case 'list':
      return role === 'manager' ? ok(verb) : no(MANAGER_REQUIRED);
    case 'get':
      return ok(verb);
    case 'create':
      if (readOnly) return no(WRITE_DENIED);
      return role === 'manager'
        ? ok(verb)
        : no('java.lang.SecurityException: Registration disabled');
    case 'update':
      return readOnly ? no(WRITE_DENIED) : ok(verb);
    case 'link':
      if (readOnly) return no(RESTRICTED);
      return role === 'manager' ? ok(verb) : no(denied('User'));
    case 'delete':
      return role === 'manager' ? ok(verb) : no(denied('User'));
  }
}

describe('permission matrix', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  const clients = new Map<Role, Client>();
  const ids = new Map<Role, number>();
  /** role → kind → the object the role acts on. */
  const own = new Map<string, Record<string, unknown> & { id: number }>();
  const foreign = new Map<string, number>();
  /** The user each role deletes or links: a managed user for the manager, else the admin's. */
  const userTargets = new Map<Role, number>();

  const key = (role: Role, kind: string) => `${role}:${kind}`;

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    const adminId = (await admin.get('/api/session')).json().id as number;
    clients.set('admin', admin);
    ids.set('admin', adminId);
    const extras: Partial<Record<Role, Record<string, unknown>>> = {
      manager: { userLimit: 5 },
      readonly: { readonly: true },
      deviceReadonly: { deviceReadonly: true },
      limitCommands: { limitCommands: true },
      share: { temporary: true, deviceReadonly: true, attributes: { isShared: adminId } },
    };
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const { client, id } = await userClient(farol, admin, `${role}@farol.test`, extras[role]);
      clients.set(role, client);
      ids.set(role, id);
    }
    for (const resource of RESOURCES) {
      foreign.set(resource.kind, (await create(admin, resource, 'foreign')).id);
      for (const role of ROLES) {
        const object = await create(admin, resource, role);
        // The tenant's target belongs to another user: the plain user.
        const owner = role === 'tenant' ? 'user' : role;
        if (owner !== 'admin') {
          await link(admin, { userId: ids.get(owner)!, [`${resource.kind}Id`]: object.id });
        }
        own.set(key(role, resource.kind), object);
      }
    }
    const managed = await clients.get('manager')!.post('/api/users', {
      name: 'Managed',
      email: 'managed@farol.test',
      password: 'pass1234',
    });
    expect(managed.status).toBe(200);
    userTargets.set('manager', managed.json().id);
    const spare = await admin.post('/api/users', {
      name: 'Spare',
      email: 'spare@farol.test',
      password: 'pass1234',
    });
    userTargets.set('admin', spare.json().id);
    // Disabled and expired after logging in: their live sessions must stop working.
    for (const [role, change] of [
      ['disabled', { disabled: true }],
      ['expired', { expirationTime: '2020-01-01T00:00:00Z' }],
    ] as const) {
      const id = ids.get(role)!;
      const user = (await admin.get(`/api/users/${id}`)).json();
      expect((await admin.put(`/api/users/${id}`, { ...user, ...change })).status).toBe(200);
    }
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  async function entityAction(role: Role, resource: Resource, verb: Verb): Promise<Reply> {
    const client = clients.get(role)!;
    const target = own.get(key(role, resource.kind))!;
    switch (verb) {
      case 'list':
        return client.get(resource.path);
      case 'get':
        return client.get(`${resource.path}/${target.id}`);
      case 'create':
        return client.post(resource.path, resource.body(`${role}-new`));
      case 'update':
        return client.put(`${resource.path}/${target.id}`, {
          ...target,
          [resource.edit]: `edited by ${role}`,
        });
      case 'link':
        return client.post('/api/permissions', {
          userId: ids.get(role)!,
          [`${resource.kind}Id`]: target.id,
        });
      case 'delete':
        return client.delete(`${resource.path}/${target.id}`);
    }
  }

  async function userAction(role: Role, verb: Verb): Promise<Reply> {
    const client = clients.get(role)!;
    const self = ids.get(role)!;
    const target = userTargets.get(role) ?? ids.get('admin')!;
    switch (verb) {
      case 'list':
        return client.get('/api/users');
      case 'get':
        return client.get(`/api/users/${self}`);
      case 'create':
        return client.post('/api/users', {
          name: `new by ${role}`,
          email: `new-${role}@farol.test`,
          password: 'pass1234',
        });
      case 'update': {
        const user = (await admin.get(`/api/users/${self}`)).json();
        return client.put(`/api/users/${self}`, { ...user, phone: `+55 ${role}` });
      }
      case 'link':
        return client.post('/api/permissions', { userId: self, managedUserId: target });
      case 'delete':
        return client.delete(`/api/users/${target}`);
    }
  }

  function check(reply: Reply, expected: Outcome): void {
    expect({
      status: reply.status,
      text: expected.text === undefined ? undefined : reply.text,
    }).toEqual(expected);
  }

  for (const role of ROLES) {
    describe(role, () => {
      for (const resource of RESOURCES) {
        it.each(VERBS)(`${resource.kind}: %s`, async (verb) => {
          const expected = entityOutcome(role, resource, verb);
          const reply = await entityAction(role, resource, verb);
          check(reply, expected);
          const target = own.get(key(role, resource.kind))!;
          if (verb === 'list' && reply.status === 200) {
            const listed = (reply.json() as { id: number }[]).map((item) => item.id);
            if (role === 'tenant') expect(listed).not.toContain(target.id);
            else expect(listed).toContain(target.id);
            if (role !== 'admin') expect(listed).not.toContain(foreign.get(resource.kind));
          }
          if ((verb === 'update' || verb === 'delete') && expected.status === 400) {
            // Nothing was written: the object is still there, unchanged.
            const after = await admin.get(`${resource.path}/${target.id}`);
            expect(after.status).toBe(200);
            expect(after.json()[resource.edit]).toBe(target[resource.edit]);
          }
        });
      }

      it.each(VERBS)('user: %s', async (verb) => {
        check(await userAction(role, verb), userOutcome(role, verb));
      });
    });
  }

  it('refuses disabled and expired users at login with Traccar’s messages', async () => {
    for (const [role, message] of [
      ['disabled', 'User is disabled'],
      ['expired', 'User has expired'],
    ] as const) {
      const reply = await clients.get('user')!.request('POST', '/api/session', {
        form: { email: `${role}@farol.test`, password: 'pass1234' },
      });
      expect(reply.status).toBe(400);
      expect(reply.text).toBe(`java.lang.SecurityException: ${message}`);
    }
  });
});
