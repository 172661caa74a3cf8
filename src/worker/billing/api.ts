/** The billing domain's API (SPEC.md BI1–BI3). */
import { z } from 'zod';
import {
  BillingCustomer,
  INTEGRATION_SETTINGS,
  INVOICE_ACTIONS,
  Integration,
  IntegrationKey,
  Invoice,
} from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { validationError } from '../transport/errors';
import { requestJson } from '../transport/rest';
import type { BillingApi } from './types';

const Id = z.number().int().positive();
const Ok = z.unknown();

function checkId(value: unknown, what: string): number {
  const parsed = Id.safeParse(value);
  if (!parsed.success) throw validationError('INVALID_ID', `${what}: not an id`);
  return parsed.data;
}

export function createBillingApi(ctx: CoreContext): BillingApi {
  const http = ctx.http;
  return {
    myInvoices: () =>
      requestJson({ http, base: 'tarkan', path: '/invoices', schema: z.array(Invoice) }),
    billingCustomers: () =>
      requestJson({
        http,
        base: 'tarkan',
        path: '/invoices/manager',
        schema: z.array(BillingCustomer),
      }),
    customerInvoices: ({ userId }) =>
      requestJson({
        http,
        base: 'tarkan',
        path: `/invoices/manager/${checkId(userId, 'userId')}`,
        schema: z.array(Invoice),
      }),
    async invoiceAction({ invoiceId, action }) {
      const id = checkId(invoiceId, 'invoiceId');
      if (!INVOICE_ACTIONS.includes(action)) {
        throw validationError('INVALID_ACTION', `Unknown invoice action ${String(action)}`);
      }
      const answer = await requestJson({
        http,
        base: 'tarkan',
        method: 'POST',
        path: `/invoices/manager/invoice/${id}/${action}`,
        schema: z.union([Invoice, z.object({ deleted: z.literal(true) })]),
      });
      return 'deleted' in answer ? null : answer;
    },
    async setCustomerAccess(input) {
      const id = checkId(input.userId, 'userId');
      const days = input.locked ? undefined : input.days;
      if (days !== undefined && !(Number.isInteger(days) && days >= 1 && days <= 365)) {
        throw validationError('INVALID_DAYS', 'days: 1 to 365');
      }
      await requestJson({
        http,
        base: 'tarkan',
        method: 'POST',
        path: `/invoices/manager/${id}/${input.locked ? 'lockUser' : 'unlockUser'}`,
        query: input.locked ? undefined : { perma: input.forever, days },
        schema: Ok,
      });
    },
    integrations: () =>
      requestJson({ http, base: 'tarkan', path: '/integrations', schema: z.array(Integration) }),
    async saveIntegration({ key, settings, secrets = {} }) {
      const parsedKey = IntegrationKey.safeParse(key);
      if (!parsedKey.success) throw validationError('INVALID_INTEGRATION', 'Unknown integration');
      const parsed = INTEGRATION_SETTINGS[parsedKey.data].safeParse(settings);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw validationError('INVALID_INTEGRATION', `${issue?.path.join('.')}: ${issue?.message}`);
      }
      return requestJson({
        http,
        base: 'tarkan',
        method: 'POST',
        path: `/integrations/${parsedKey.data}`,
        json: { settings: parsed.data, secrets },
        schema: Integration,
      });
    },
    testEmailIntegration: ({ to }) =>
      requestJson({
        http,
        base: 'tarkan',
        method: 'POST',
        path: '/integrations/email/test',
        json: to ? { to } : {},
        schema: z.object({ to: z.string() }),
      }),
  };
}
