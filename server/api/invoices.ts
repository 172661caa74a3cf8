import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { dayIn } from '../billing/clock';
import { invoiceJson } from '../billing/invoiceJson';
import type { AppContext } from '../context';
import { HttpError, SecurityError } from '../errors';
import { isShareUser } from '../services/permissions';
import { recordFor } from './audit';
import { requireUser } from './auth';
import { foreignPage } from './bodies';
import { parseInput } from './validate';

const UnlockInput = z.object({
  username: z.string().trim().min(1, 'username is required').max(256),
  password: z.string().min(1, 'password is required').max(1024),
});

/**
 * The customer's side of billing (companion API): their own invoices while billing is on (My
 * invoices, SPEC §6), and the trust unlock a
 * suspended customer is offered on the login screen (credentials, not a session: they cannot
 * sign in).
 */
export function invoicesRoutes(ctx: AppContext): FastifyPluginAsync {
  const { billing } = ctx;
  return async (app) => {
    app.get('/tarkan/invoices', async (request) => {
      const user = await requireUser(ctx, request);
      if (isShareUser(user)) throw new SecurityError('Share links have no invoices');
      if (!billing.customers.on) throw new SecurityError('Billing is off');
      const today = dayIn(billing.clock.now(), billing.customers.zoneOf(user));
      const invoices = await ctx.storage.billing.invoices.ofUser(user.id);
      return invoices.map((invoice) => invoiceJson(invoice, today));
    });

    app.post('/tarkan/invoices/unlock', async (request) => {
      if (foreignPage(request, ctx.config.webOrigins)) throw new HttpError(403);
      const input = parseInput(UnlockInput, request.body);
      const user = await ctx.login.verifyPassword(input.username, input.password, request.ip);
      if (!user) throw new HttpError(401);
      const { until } = await billing.suspension.unlockOnTrust(user);
      const unlockedUntil = new Date(until).toISOString();
      await recordFor(
        ctx,
        request,
        {
          actionType: 'edit',
          objectType: 'billingAccount',
          objectId: user.id,
          after: { trustUnlock: true, unlockedUntil },
        },
        user,
      );
      return { unlockedUntil };
    });
  };
}
