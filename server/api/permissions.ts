import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PermissionBody, splitPermission } from '@farol/model';
import type { AppContext } from '../context';
import { IllegalArgumentError, StorageError } from '../errors';
import { toLink } from '../services/linkKinds';
import { entityRepository, type Link, type UserRecord } from '../storage';
import type { AuditEvent } from '../services/audit';
import { recordFor } from './audit';
import { requireUser } from './auth';
import { parseQuery, PermissionQuery } from './queries';
import { parseInput } from './validate';

/** A link's audit entry (901 link, 902 unlink), about the device when one side is a device. */
function linkEvent(link: Link, actionType: 'link' | 'unlink'): AuditEvent {
  const deviceId =
    link.ownerKind === 'device'
      ? link.ownerId
      : link.propertyKind === 'device'
        ? link.propertyId
        : null;
  return {
    actionType,
    objectType: 'permission',
    objectId: link.ownerId,
    deviceId,
    [actionType === 'link' ? 'after' : 'before']: link,
  };
}

const BulkBody = z.array(PermissionBody).min(1, 'at least one permission is required');

/**
 * `/api/permissions` (traccar-api.md §d): link or unlink two objects, owner key first, one at a
 * time or in bulk (one transaction, every entry with the same keys), and, for administrators,
 * list links (`GET ?<owner>Id=&<property>Id=`).
 */
export function permissionsRoutes(ctx: AppContext): FastifyPluginAsync {
  const { permissions, storage } = ctx;

  // A link to a missing object is refused as Traccar's foreign keys would refuse it.
  async function exists(kind: string, id: number): Promise<boolean> {
    if (kind === 'user') return (await storage.users.get(id)) !== null;
    if (kind === 'device') return ctx.registry.get(id) !== undefined;
    return (await entityRepository(storage, kind)?.get(id)) != null;
  }

  async function authorise(user: UserRecord, link: Link, adding: boolean): Promise<void> {
    permissions.checkLinking(user);
    await permissions.checkPermission(user, link.ownerKind, link.ownerId);
    await permissions.checkPermission(user, link.propertyKind, link.propertyId);
    for (const [kind, id] of [
      [link.ownerKind, link.ownerId],
      [link.propertyKind, link.propertyId],
    ] as const) {
      if (!(await exists(kind, id))) throw new StorageError(`No ${kind} with id ${id}`);
    }
    if (adding && link.ownerKind === 'user' && link.propertyKind === 'device') {
      await permissions.checkUserDeviceLimit(user, link.ownerId, link.propertyId);
    }
  }

  async function links(request: FastifyRequest, bulk: boolean, adding: boolean): Promise<Link[]> {
    const user = await requireUser(ctx, request);
    const bodies = bulk
      ? parseInput(BulkBody, request.body)
      : [parseInput(PermissionBody, request.body)];
    const keys = Object.keys(bodies[0]!).join();
    if (bodies.some((body) => Object.keys(body).join() !== keys)) {
      throw new IllegalArgumentError('All permissions must have the same keys');
    }
    const result = bodies.map((body) => toLink(splitPermission(body)));
    for (const link of result) await authorise(user, link, adding);
    return result;
  }

  return async (app) => {
    app.get('/api/permissions', async (request) => {
      permissions.checkAdmin(await requireUser(ctx, request));
      const { owner, property } = parseQuery(PermissionQuery, request.query);
      const kinds = toLink({
        ownerKind: owner.key.slice(0, -2).toLowerCase(),
        ownerId: 0,
        propertyKind: property.key.slice(0, -2).toLowerCase(),
        propertyId: 0,
      });
      const found = await storage.links.find(
        kinds.ownerKind,
        kinds.propertyKind,
        owner.id,
        property.id,
      );
      return found.map((link) => ({ [owner.key]: link.ownerId, [property.key]: link.propertyId }));
    });

    for (const bulk of [false, true]) {
      const path = bulk ? '/api/permissions/bulk' : '/api/permissions';
      // A driver's link carries its QR access user's (QrDriverAccess.companions), in one write.
      const withCompanions = async (list: Link[]) => [
        ...list,
        ...(await ctx.qrDrivers.access.companions(list)),
      ];
      app.post(path, async (request, reply) => {
        const added = await links(request, bulk, true);
        await ctx.links.bulk(await withCompanions(added), 'add');
        for (const link of added) await recordFor(ctx, request, linkEvent(link, 'link'));
        return reply.code(204).send();
      });
      app.delete(path, async (request, reply) => {
        const removed = await links(request, bulk, false);
        await ctx.links.bulk(await withCompanions(removed), 'remove');
        for (const link of removed) await recordFor(ctx, request, linkEvent(link, 'unlink'));
        return reply.code(204).send();
      });
    }
  };
}
