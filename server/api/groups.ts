import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { IllegalArgumentError, StorageError } from '../errors';
import type { GroupRecord } from '../storage';
import { crudRoutes } from './crud';
import { GroupInput } from './entityInputs';
import { groupJson } from './entityJson';

/**
 * Refuses a parent that would make `id` its own ancestor. Traccar only checks id == groupId;
 * a longer loop would hide groups from every walk, so it is refused too, with the same text.
 */
async function checkParent(ctx: AppContext, id: number | null, parentId: number): Promise<void> {
  if (parentId <= 0) return;
  const parents = await ctx.visibility.parents();
  if (!parents.has(parentId)) throw new StorageError(`No group with id ${parentId}`);
  const seen = new Set<number>();
  for (let current = parentId; current > 0; current = parents.get(current) ?? 0) {
    if (current === id || seen.has(current)) {
      throw new IllegalArgumentError('Cycle in group hierarchy');
    }
    seen.add(current);
  }
}

/** `/api/groups`: groups with a parent hierarchy (`groupId`), sorted by name. */
export function groupsRoutes(ctx: AppContext): FastifyPluginAsync {
  return crudRoutes(ctx, {
    path: '/api/groups',
    repository: ctx.storage.groups,
    input: GroupInput,
    extended: false,
    async fields(input: GroupInput, before: GroupRecord | null) {
      await checkParent(ctx, before?.id ?? null, input.groupId);
      return { name: input.name, groupId: input.groupId, attributes: input.attributes };
    },
    json: groupJson,
    searchable: (group) => [group.name],
    deleted: (group) => ctx.devices.clearReference('groupId', group.id),
    // Moving or deleting a group changes which devices users see through it.
    changed: () => ctx.links.refreshAll(),
  });
}
