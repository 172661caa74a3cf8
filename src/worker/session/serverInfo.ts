import { Server } from '@farol/model';
import type { CoreContext } from '../context';
import { toCoreError } from '../transport/errors';
import { requestJson } from '../transport/rest';

/** GET /api/server. A failure marks the session 'unavailable' (the UI goes to /maintenance). */
export async function loadServer(input: { ctx: CoreContext }): Promise<Server> {
  const { ctx } = input;
  try {
    const server = await requestJson({ http: ctx.http, path: '/server', schema: Server });
    ctx.dispatch('server.loaded', 'rest', { server });
    return server;
  } catch (cause) {
    const error = toCoreError(cause);
    ctx.dispatch('server.failed', 'rest', { error });
    throw error;
  }
}
