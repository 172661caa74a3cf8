import { Server } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { toCoreError } from '../transport/errors';
import { requestJson } from '../transport/rest';

/** GET /api/server. A failure marks the session 'unavailable' (the UI goes to /maintenance). */
export async function loadServer(ctx: CoreContext): Promise<Server> {
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
