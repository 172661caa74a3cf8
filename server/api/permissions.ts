import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PermissionBody, splitPermission } from '../../src/model';
import type { AppContext } from '../context';
import { StorageError } from '../errors';
import { toLink } from '../services/linkKinds';
import type { Link } from '../storage';
import { requireUser } from './auth';
import { parseInput } from './validate';

/** `POST` / `DELETE /api/permissions`: link or unlink two objects, owner first (§d). */
export function permissionsRoutes(ctx: AppContext): FastifyPluginAsync {
  const { permissions } = ctx;

  // Kinds whose objects exist in this version; a link to a missing one is refused as Traccar's
  // foreign keys would refuse it.
  async function exists(kind: string, id: number): Promise<boolean> {
    if (kind === 'user') return (await ctx.storage.users.get(id)) !== null;
    if (kind === 'device') return ctx.registry.get(id) !== undefined;
    return true;
  }

  async function authorised(request: FastifyRequest): Promise<Link> {
    const user = await requireUser(ctx, request);
    const link = toLink(splitPermission(parseInput(PermissionBody, request.body)));
    permissions.checkRestriction(user, 'readonly');
    await permissions.checkPermission(user, link.ownerKind, link.ownerId);
    await permissions.checkPermission(user, link.propertyKind, link.propertyId);
    for (const [kind, id] of [
      [link.ownerKind, link.ownerId],
      [link.propertyKind, link.propertyId],
    ] as const) {
      if (!(await exists(kind, id))) throw new StorageError(`No ${kind} with id ${id}`);
    }
    return link;
  }

  const done = (reply: FastifyReply) => reply.code(204).send();

  return async (app) => {
    app.post('/api/permissions', async (request, reply) => {
      await ctx.links.add(await authorised(request));
      return done(reply);
    });

    app.delete('/api/permissions', async (request, reply) => {
      await ctx.links.remove(await authorised(request));
      return done(reply);
    });
  };
}
