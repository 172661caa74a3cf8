/** The users domain's API (SPEC.md US1–US6). */
import { z } from 'zod';
import type { User } from '@farol/model';
import type { DeleteOutcome } from '../admin/types';
import type { CoreContext } from '../kernel/context';
import { eachInPool } from '../kernel/eachInPool';
import { toCoreError, validationError } from '../transport/errors';
import {
  fetchUser,
  fetchUsers,
  findManagers,
  linkManager,
  removeUser,
  writeUser,
} from './requests';
import { usersCollator } from './topics';
import { DEFAULT_USERS_QUERY } from './state';
import type { UpdateOutcome, UsersApi } from './types';
import { createUsersSelector } from './usersSelector';

/** Deletes and bulk changes run this many at a time. */
export const USER_WRITE_CONCURRENCY = 4;

const QueryPatch = z
  .object({
    search: z.string().max(200),
    filter: z.enum(['all', 'disabled', 'expired', 'overLimit']),
  })
  .partial()
  .strict();

async function loadUsers(ctx: CoreContext): Promise<void> {
  const epoch = ctx.epoch;
  const viewer = ctx.state().session.user;
  ctx.dispatch('users.loading', 'user', {});
  try {
    const listed = await fetchUsers(ctx.http);
    const { users, managers } = await findManagers(ctx.http, listed, viewer?.id ?? 0);
    if (ctx.epoch !== epoch) return;
    ctx.dispatch('users.loaded', 'rest', { users, managers });
  } catch (cause) {
    if (ctx.epoch !== epoch) return;
    ctx.dispatch('users.failed', 'rest', { error: toCoreError(cause) });
  }
}

async function saveUser(
  ctx: CoreContext,
  input: { user: User; password?: string; managerId?: number },
): Promise<User> {
  const { user, password, managerId } = input;
  const isNew = user.id === 0;
  const saved = await writeUser(ctx.http, user, password);
  if (isNew && managerId !== undefined && managerId > 0) {
    try {
      await linkManager(ctx.http, managerId, saved.id);
    } catch (error) {
      // Nothing half done: the account goes again when it cannot sit where it was asked for.
      await removeUser(ctx.http, saved.id).catch(() => undefined);
      throw toCoreError(error);
    }
  }
  ctx.dispatch('user.stored', 'rest', {
    user: saved,
    managerId: isNew && managerId ? managerId : null,
  });
  if (ctx.state().session.user?.id === saved.id) {
    ctx.dispatch('user.updated', 'rest', { user: saved });
  }
  return saved;
}

async function deleteUsers(ctx: CoreContext, ids: readonly number[]): Promise<DeleteOutcome> {
  const outcome: DeleteOutcome = { deleted: [], failed: [] };
  await eachInPool([...new Set(ids)], USER_WRITE_CONCURRENCY, async (id) => {
    try {
      await removeUser(ctx.http, id);
      outcome.deleted.push(id);
    } catch (cause) {
      outcome.failed.push({ id, error: toCoreError(cause) });
    }
  });
  if (outcome.deleted.length > 0) ctx.dispatch('users.removed', 'rest', { ids: outcome.deleted });
  return outcome;
}

async function setUsersDisabled(
  ctx: CoreContext,
  ids: readonly number[],
  disabled: boolean,
): Promise<UpdateOutcome> {
  const outcome: UpdateOutcome = { updated: [], failed: [] };
  const saved: User[] = [];
  await eachInPool([...new Set(ids)], USER_WRITE_CONCURRENCY, async (id) => {
    try {
      const user = ctx.state().usersDirectory.byId.get(id) ?? (await fetchUser(ctx.http, id));
      if (!user) throw validationError('USER_NOT_FOUND', `No account ${id}`);
      if (user.disabled !== disabled) saved.push(await writeUser(ctx.http, { ...user, disabled }));
      outcome.updated.push(id);
    } catch (cause) {
      outcome.failed.push({ id, error: toCoreError(cause) });
    }
  });
  if (saved.length > 0) ctx.dispatch('users.changed', 'rest', { users: saved });
  return outcome;
}

export function createUsersApi(ctx: CoreContext): UsersApi {
  const select = createUsersSelector(usersCollator(ctx.deps.locale));
  return {
    loadUsers: () => loadUsers(ctx),
    async setUsersQuery(patch) {
      const parsed = QueryPatch.safeParse(patch);
      if (!parsed.success) {
        throw validationError('INVALID_QUERY', parsed.error.issues[0]?.message ?? 'invalid query');
      }
      ctx.dispatch('users.queried', 'user', { patch: parsed.data });
    },
    async toggleUserNode({ id }) {
      ctx.dispatch('users.toggled', 'user', { id });
    },
    async setUsersWindow({ start, count }) {
      ctx.dispatch('users.windowed', 'user', { start, count });
    },
    async visibleUserIds() {
      const state = ctx.state();
      const { tree, selection } = select(state.usersDirectory, state.usersQuery, ctx.deps.now());
      return selection.positions.map((at) => tree.order[at]!);
    },
    async managerChoices() {
      const { byId } = ctx.state().usersDirectory;
      const { tree } = select(ctx.state().usersDirectory, DEFAULT_USERS_QUERY, ctx.deps.now());
      return tree.order.flatMap((id, at) => {
        const user = byId.get(id)!;
        return user.userLimit !== 0 && !user.disabled
          ? [{ id, name: user.name || user.email, depth: tree.depth[at]! }]
          : [];
      });
    },
    async userById({ id }) {
      return ctx.state().usersDirectory.byId.get(id) ?? fetchUser(ctx.http, id);
    },
    saveUser: (input) => saveUser(ctx, input),
    deleteUsers: ({ ids }) => deleteUsers(ctx, ids),
    setUsersDisabled: ({ ids, disabled }) => setUsersDisabled(ctx, ids, disabled),
  };
}
