import fs from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ServerInput } from '@farol/model';
import type { AppContext } from '../context';
import { serverJson } from '../json';
import type { ServerRecord, UserRecord } from '../storage';
import { recordFor } from './audit';
import { optionalUser, requireUser } from './auth';
import { checkBillingAttributes, parseInput } from './validate';

/** The version Farol reports in `GET /api/server`. */
export const SERVER_VERSION = '6.14.5';

async function storageSpace(dataDir: string): Promise<number[] | null> {
  try {
    const stats = await fs.statfs(dataDir);
    return [stats.bavail * stats.bsize, stats.blocks * stats.bsize];
  } catch {
    return null;
  }
}

async function describe(ctx: AppContext, user: UserRecord | null, server: ServerRecord) {
  return serverJson(server, {
    version: SERVER_VERSION,
    newServer: !user && (await ctx.storage.users.count()) === 0,
    storageSpace: user?.administrator ? await storageSpace(ctx.config.dataDir) : null,
    emailEnabled: ctx.events.notificators.mail.configured,
    textEnabled: ctx.events.notificators.sms.configured,
    geocoderEnabled: ctx.geocoder.enabled,
  });
}

/** Farol is the full edition: Tarkan's client reads this header to enable its paid features. */
export const LICENSE_MODE = 'TarkanPlus';

/**
 * The companion headers (companion-api.md §1.4): the edition, and the devices the caller may
 * still add (server `tarkan.deviceLimit` and their own `deviceLimit`), omitted when unlimited,
 * as Tarkan's client reads a missing value as "no limit".
 */
async function companionHeaders(ctx: AppContext, user: UserRecord | null, reply: FastifyReply) {
  reply.header('licensemode', LICENSE_MODE);
  const remaining = await ctx.permissions.remainingDevices(user);
  if (remaining !== null) reply.header('deviceLimit', String(remaining));
  reply.header('Access-Control-Expose-Headers', 'licensemode, deviceLimit');
}

/** `GET /api/server` (anyone) and `PUT /api/server` (administrators). */
export function serverRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/server', async (request, reply) => {
      // Open to anyone (Traccar's @PermitAll): a caller whose account has expired or been
      // disabled since signing in is answered as a visitor, so the client can show its login.
      const user = await optionalUser(ctx, request).catch(() => null);
      await companionHeaders(ctx, user, reply);
      return describe(ctx, user, ctx.settings.current);
    });

    app.put('/api/server', async (request, reply) => {
      const user = await requireUser(ctx, request);
      ctx.permissions.checkAdmin(user);
      const input = parseInput(ServerInput, request.body);
      checkBillingAttributes(input.attributes);
      // Only the fields the body names change; the rest keep their stored values.
      const present = Object.keys((request.body ?? {}) as object);
      const fields = Object.fromEntries(
        Object.entries(input).filter(([key]) => present.includes(key) && key !== 'id'),
      ) as Partial<ServerRecord>;
      const before = ctx.settings.current;
      const server = await ctx.settings.update(fields);
      await companionHeaders(ctx, user, reply);
      const json = await describe(ctx, user, server);
      await recordFor(ctx, request, {
        actionType: 'edit',
        objectType: 'server',
        objectId: server.id,
        before: await describe(ctx, user, before),
        after: json,
      });
      return json;
    });
  };
}
