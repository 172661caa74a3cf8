import type { FastifyPluginAsync } from 'fastify';
import { QrDriverCheck } from '@farol/model';
import type { AppContext } from '../context';
import { requireUser } from './auth';
import { parseInput } from './validate';

/**
 * `POST /tarkan/qr-driver {id}` (companion-api.md §1.4): the signed-in QR driver checks into
 * device `id`, or out with 0. Rules and rights in QrCheckIn.
 */
export function qrDriverRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/tarkan/qr-driver', async (request) => {
      const user = await requireUser(ctx, request);
      const { id } = parseInput(QrDriverCheck, request.body);
      const { checkIn } = ctx.qrDrivers;
      return id > 0 ? checkIn.checkIn(user, id) : checkIn.checkOut(user);
    });
  };
}
