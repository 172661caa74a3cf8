import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { recordFor } from './audit';
import { requireUser } from './auth';
import { shareEvent } from './shares';
import { parseInput } from './validate';

/** A form field holding a positive id (`deviceId=7`). */
const FormId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .regex(/^\d+$/, 'not a valid id')
    .transform(Number)
    .refine((id) => Number.isSafeInteger(id) && id > 0, 'not a valid id');

/** `expiration` as traccar-web sends it: an ISO date with its zone (`toISOString()`). */
const Expiration = z.string({ error: 'expiration is required' }).trim().min(1, 'is required');

const DeviceShareForm = z.object({ deviceId: FormId('deviceId'), expiration: Expiration });
const GroupShareForm = z.object({ groupId: FormId('groupId'), expiration: Expiration });

/**
 * Traccar's share links (`POST /api/share/device` and `/api/share/group`, form bodies, the
 * token as the text answer, which traccar-web turns into `<origin>?token=<token>`). Each is a
 * share of the companion API's model (ShareService): a read-only temporary user linked to the
 * device or group, expiring at `expiration` (never after its owner), revocable from
 * `/tarkan/shares`, and seeing only what its owner still sees.
 */
export function shareLinkRoutes(ctx: AppContext): FastifyPluginAsync {
  const tokenOf = (share: { attributes: Record<string, unknown> }) =>
    String(share.attributes.token);
  return async (app) => {
    app.post('/api/share/device', async (request, reply) => {
      const user = await requireUser(ctx, request);
      const form = parseInput(DeviceShareForm, request.body);
      const share = await ctx.shares.create(user, {
        deviceId: form.deviceId,
        expirationTime: form.expiration,
      });
      await recordFor(ctx, request, shareEvent('create', { after: share }));
      return reply.type('text/plain; charset=utf-8').send(tokenOf(share));
    });

    app.post('/api/share/group', async (request, reply) => {
      const user = await requireUser(ctx, request);
      const form = parseInput(GroupShareForm, request.body);
      const share = await ctx.shares.createForGroup(user, form.groupId, form.expiration);
      await recordFor(ctx, request, shareEvent('create', { after: share }));
      return reply.type('text/plain; charset=utf-8').send(tokenOf(share));
    });
  };
}
