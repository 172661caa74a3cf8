import type { FastifyPluginAsync } from 'fastify';
import { ShareCreateInput, ShareUpdateInput } from '@farol/model';
import type { AppContext } from '../context';
import { shareJson } from '../services/shares';
import type { AuditEvent } from '../services/audit';
import type { UserRecord } from '../storage';
import { recordFor } from './audit';
import { requireUser } from './auth';
import { DeviceQuery, parseQuery } from './queries';
import { parseInput, pathId } from './validate';

/**
 * Share links of the companion API (companion-api.md §1.4), under `/tarkan`: the caller's
 * shares (`?deviceId=` narrows to one device), create, change the expiry, delete, and the
 * administrators' purge of shares expired more than 30 days ago. Rules live in ShareService.
 */
/**
 * A share's audit entry (110 create, 111 edit, 112 delete), about its device. The token, a
 * credential, never goes into the log.
 */
export function shareEvent(
  actionType: 'create' | 'edit' | 'remove',
  change: { before?: UserRecord; after?: UserRecord },
): AuditEvent {
  const share = (change.after ?? change.before)!;
  const json = (user?: UserRecord) => (user ? { ...shareJson(user), token: undefined } : null);
  return {
    actionType,
    objectType: 'share',
    objectId: share.id,
    deviceId: Number(share.attributes.deviceId) || null,
    before: json(change.before),
    after: json(change.after),
  };
}

export function sharesRoutes(ctx: AppContext): FastifyPluginAsync {
  const { shares } = ctx;
  return async (app) => {
    app.get('/tarkan/shares', async (request) => {
      const user = await requireUser(ctx, request);
      const { deviceId } = parseQuery(DeviceQuery, request.query);
      const list = await shares.list(user, deviceId);
      return list.map(shareJson);
    });

    app.post('/tarkan/shares', async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(ShareCreateInput, request.body);
      const share = await shares.create(user, input);
      await recordFor(ctx, request, shareEvent('create', { after: share }));
      return shareJson(share);
    });

    app.put('/tarkan/shares/:id', async (request) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      const input = parseInput(ShareUpdateInput, request.body);
      const share = await shares.update(user, id, input);
      ctx.authority.shareChanged(share);
      await recordFor(ctx, request, shareEvent('edit', { after: share }));
      return shareJson(share);
    });

    app.delete('/tarkan/shares/:id', async (request, reply) => {
      const user = await requireUser(ctx, request);
      const share = await shares.remove(user, pathId(request.params));
      await recordFor(ctx, request, shareEvent('remove', { before: share }));
      return reply.code(204).send();
    });

    app.get('/tarkan/clear/shares', async (request) => {
      const user = await requireUser(ctx, request);
      const deleted = await shares.purgeExpired(user);
      await recordFor(ctx, request, {
        actionType: 'remove',
        objectType: 'share',
        objectId: 0,
        code: null,
        after: { deleted },
      });
      return { deleted };
    });
  };
}
