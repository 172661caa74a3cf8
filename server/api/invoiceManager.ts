import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { INVOICE_ACTIONS, type InvoiceAction } from '@farol/model';
import { dayIn } from '../billing/clock';
import { invoiceJson } from '../billing/invoiceJson';
import { BillingMail } from '../billing/mail';
import { InvoiceManager } from '../billing/manager';
import type { AppContext } from '../context';
import { HttpError, IllegalArgumentError, SecurityError } from '../errors';
import type { InvoiceRecord, UserRecord } from '../storage';
import { recordFor } from './audit';
import { requireUser } from './auth';
import { flag } from './queries';
import { pathId } from './validate';

const UnlockQuery = z.object({
  perma: flag.optional(),
  days: z.coerce.number().int().min(1).max(365).default(7),
});

/**
 * Billing management (companion API `/tarkan/invoices/manager…`): administrators for every
 * customer, resellers for the users of their own tree only, never their own invoices. Each
 * change is recorded in the audit log.
 * - `GET /tarkan/invoices/manager`: per-customer totals, overdue first.
 * - `GET /tarkan/invoices/manager/{userId}`: a customer's invoices.
 * - `POST /tarkan/invoices/manager/{userId}/lockUser`, `…/unlockUser?perma=&days=`.
 * - `POST /tarkan/invoices/manager/invoice/{id}/{cancel|setAsReceivedCash|resend|delete}`.
 */
export function invoiceManagerRoutes(ctx: AppContext): FastifyPluginAsync {
  const { billing, permissions, storage } = ctx;
  const manager = new InvoiceManager(
    storage,
    billing,
    new BillingMail(billing.integrations, ctx.events.notificators.mail),
  );

  /** The caller may manage billing at all: an administrator or a reseller, billing on. */
  async function managerOf(request: FastifyRequest): Promise<UserRecord> {
    const caller = await requireUser(ctx, request);
    permissions.checkReseller(caller);
    if (!billing.customers.on) throw new SecurityError('Billing is off');
    return caller;
  }

  /** The customer `userId`, when the caller manages them (their tree; not themselves). */
  async function customerOf(caller: UserRecord, userId: number): Promise<UserRecord> {
    if (userId === caller.id && !caller.administrator) {
      throw new SecurityError('User access denied');
    }
    await permissions.checkUser(caller, userId);
    const customer = await storage.users.get(userId);
    if (!customer) throw new HttpError(404);
    permissions.checkRankOver(caller, customer);
    return customer;
  }

  const json = (invoice: InvoiceRecord, customer: UserRecord) =>
    invoiceJson(invoice, dayIn(billing.clock.now(), billing.customers.zoneOf(customer)));

  return async (app) => {
    app.get('/tarkan/invoices/manager', async (request) => {
      const caller = await managerOf(request);
      const ids = caller.administrator ? undefined : await ctx.tree.below(caller.id);
      const users = (await storage.users.list(ids)).filter((user) =>
        billing.customers.canBeBilled(user),
      );
      return manager.totals(users);
    });

    app.get('/tarkan/invoices/manager/:id', async (request) => {
      const caller = await managerOf(request);
      const customer = await customerOf(caller, pathId(request.params));
      const invoices = await storage.billing.invoices.ofUser(customer.id);
      return invoices.map((invoice) => json(invoice, customer));
    });

    app.post('/tarkan/invoices/manager/:id/lockUser', async (request) => {
      const caller = await managerOf(request);
      const customer = await customerOf(caller, pathId(request.params));
      await manager.lock(customer.id);
      await recordFor(ctx, request, {
        actionType: 'edit',
        objectType: 'billingAccount',
        objectId: customer.id,
        after: { locked: true },
      });
      return { locked: true };
    });

    app.post('/tarkan/invoices/manager/:id/unlockUser', async (request) => {
      const caller = await managerOf(request);
      const customer = await customerOf(caller, pathId(request.params));
      const query = UnlockQuery.safeParse(request.query ?? {});
      if (!query.success) throw new IllegalArgumentError('days: 1 to 365');
      const forever = query.data.perma ?? false;
      await manager.unlock(customer.id, forever, query.data.days);
      await recordFor(ctx, request, {
        actionType: 'edit',
        objectType: 'billingAccount',
        objectId: customer.id,
        after: { locked: false, unlockedForever: forever, days: forever ? null : query.data.days },
      });
      return { locked: false };
    });

    app.post<{ Params: { id: string; action: string } }>(
      '/tarkan/invoices/manager/invoice/:id/:action',
      async (request) => {
        const caller = await managerOf(request);
        const action = request.params.action as InvoiceAction;
        if (!INVOICE_ACTIONS.includes(action)) throw new HttpError(404);
        const invoice = await storage.billing.invoices.get(pathId(request.params));
        if (!invoice) throw new HttpError(404);
        const customer = await customerOf(caller, invoice.userId);
        const after = await manager.act(action, invoice, customer);
        await recordFor(ctx, request, {
          actionType: action === 'delete' ? 'remove' : 'edit',
          objectType: 'invoice',
          objectId: invoice.id,
          before: json(invoice, customer),
          after: action === 'resend' ? { resent: true } : after && json(after, customer),
        });
        return after ? json(after, customer) : { deleted: true };
      },
    );
  };
}
