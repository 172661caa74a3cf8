import { Server } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { toCoreError } from '../transport/errors';
import { parseJson, request } from '../transport/rest';
import type { ServerEdition } from './types';

/** GET /api/server. A failure marks the session 'unavailable' (the UI goes to /maintenance). */
export async function loadServer(ctx: CoreContext): Promise<Server> {
  try {
    const response = await request({ http: ctx.http, path: '/server' });
    const server = parseJson(response.text, Server, '/server');
    const limit = response.header('deviceLimit');
    const edition: ServerEdition = {
      plus: response.header('licensemode') !== null,
      remainingDevices: limit === null || !Number.isFinite(Number(limit)) ? null : Number(limit),
    };
    ctx.dispatch('server.loaded', 'rest', { server, edition });
    return server;
  } catch (cause) {
    const error = toCoreError(cause);
    ctx.dispatch('server.failed', 'rest', { error });
    throw error;
  }
}
