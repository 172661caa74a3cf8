import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { billingTask } from '../billing';
import type { AppContext } from '../context';
import { markRecorded } from './audit';
import { parseInput } from './validate';

const ClockInput = z.union([
  z.object({
    /** How far to move the server's clock forward (ms, at most a year at a time). */
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(366 * 86_400_000),
  }),
  /** Back to the machine's clock, running nothing: a spec leaves the shared server as it was. */
  z.object({ reset: z.literal(true) }),
]);

/**
 * End-to-end tests only (`FAROL_TEST_CLOCK=1` at start, never otherwise registered): moves the
 * server's clock forward and runs the periodic work that reads it (billing, the QR drivers'
 * deadlines) at once, as if that much time had passed; `{reset: true}` puts it back on the
 * machine's clock. The routes do not exist on a normal server.
 */
export function testClockRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    if (!ctx.config.testClock) return;
    app.post('/tarkan/test/clock', async (request) => {
      markRecorded(request);
      const input = parseInput(ClockInput, request.body);
      if ('reset' in input) {
        ctx.billing.clock.reset();
        return { now: new Date(ctx.billing.clock.now()).toISOString() };
      }
      ctx.billing.clock.advance(input.advanceMs);
      await billingTask(ctx.billing, (userId) => ctx.authority.ended(userId)).run();
      await ctx.events.qrDeadlines.check();
      return { now: new Date(ctx.billing.clock.now()).toISOString() };
    });
  };
}
