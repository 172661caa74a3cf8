import fs from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { ServerInput } from '../../src/model';
import type { AppContext } from '../context';
import { serverJson } from '../json';
import type { ServerRecord, UserRecord } from '../storage';
import { optionalUser, requireUser } from './auth';
import { parseInput } from './validate';

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
  });
}

/** `GET /api/server` (anyone) and `PUT /api/server` (administrators). */
export function serverRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/server', async (request) => {
      const user = await optionalUser(ctx, request);
      return describe(ctx, user, ctx.settings.current);
    });

    app.put('/api/server', async (request) => {
      const user = await requireUser(ctx, request);
      ctx.permissions.checkAdmin(user);
      const input = parseInput(ServerInput, request.body);
      // Only the fields the body names change; the rest keep their stored values.
      const present = Object.keys((request.body ?? {}) as object);
      const fields = Object.fromEntries(
        Object.entries(input).filter(([key]) => present.includes(key) && key !== 'id'),
      ) as Partial<ServerRecord>;
      const server = await ctx.settings.update(fields);
      return describe(ctx, user, server);
    });
  };
}
