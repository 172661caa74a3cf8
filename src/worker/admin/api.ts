/** The admin domain's API (SPEC.md AD1–AD5): load, save, delete and link any kind of object. */
import type { CoreContext } from '../kernel/context';
import { toCoreError, validationError } from '../transport/errors';
import { requestText } from '../transport/rest';
import { loadServer } from '../session/loadServer';
import type { AdminEvents } from './events';
import { claimDevice } from './claimDevice';
import { fetchEntities, fetchLinkedIds, removeEntity, sendLinks, writeEntity } from './requests';
import { createLookupApi } from './lookups';
import type { AdminApi, DeleteOutcome, EntityKind, EntityOf, LookupApi } from './types';

/** Deletes run this many at a time. */
export const DELETE_CONCURRENCY = 4;

async function loadEntities(ctx: CoreContext, kind: EntityKind): Promise<void> {
  const epoch = ctx.epoch;
  ctx.dispatch('entities.loading', 'user', { kind });
  try {
    const items = await fetchEntities(ctx.http, kind);
    if (ctx.epoch !== epoch) return;
    ctx.dispatch('entities.loaded', 'rest', { kind, items } as AdminEvents['entities.loaded']);
  } catch (cause) {
    if (ctx.epoch !== epoch) return;
    ctx.dispatch('entities.failed', 'rest', { kind, error: toCoreError(cause) });
  }
}

async function deleteEntities(
  ctx: CoreContext,
  kind: EntityKind,
  ids: readonly number[],
): Promise<DeleteOutcome> {
  const outcome: DeleteOutcome = { deleted: [], failed: [] };
  const queue = [...new Set(ids)];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        await removeEntity(ctx.http, kind, id);
        outcome.deleted.push(id);
      } catch (cause) {
        outcome.failed.push({ id, error: toCoreError(cause) });
      }
    }
  };
  await Promise.all(Array.from({ length: DELETE_CONCURRENCY }, worker));
  if (outcome.deleted.length > 0) {
    ctx.dispatch('entities.removed', 'rest', { kind, ids: outcome.deleted });
  }
  return outcome;
}

export function createAdminApi(ctx: CoreContext): AdminApi & LookupApi {
  return {
    ...createLookupApi(ctx),
    loadEntities: ({ kind }) => loadEntities(ctx, kind),
    async saveEntity<K extends EntityKind>(input: { kind: K; entity: EntityOf[K] }) {
      const item = await writeEntity(ctx.http, input.kind, input.entity);
      ctx.dispatch('entity.saved', 'rest', {
        kind: input.kind,
        item,
      } as AdminEvents['entity.saved']);
      // A new device uses up one of the devices the user may add (the deviceLimit header).
      if (input.kind === 'device' && input.entity.id === 0) {
        ctx.background(() => loadServer(ctx));
      }
      return item;
    },
    deleteEntities: ({ kind, ids }) => deleteEntities(ctx, kind, ids),
    claimDevice: (input) => claimDevice(ctx, input),
    linkedIds: ({ owner, kind }) => fetchLinkedIds(ctx.http, owner, kind),
    async setLinks(change) {
      if (change.owner.ids.length === 0 || change.property.ids.length === 0) return;
      await sendLinks(ctx.http, change);
    },
    async updateAccumulators({ deviceId, totalDistance, hours }) {
      if (totalDistance === undefined && hours === undefined) {
        throw validationError('NOTHING_TO_UPDATE', 'give totalDistance, hours or both');
      }
      await requestText({
        http: ctx.http,
        method: 'PUT',
        path: `/devices/${deviceId}/accumulators`,
        json: { deviceId, totalDistance, hours },
      });
    },
  };
}
