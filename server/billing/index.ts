import type { ScheduledTask } from '../cluster';
import { numberOf } from '../pipeline/attributes';
import type { ServerSettings } from '../services/serverSettings';
import type { Storage } from '../storage';
import { BillingClock } from './clock';
import { BillingCustomers } from './customers';
import { DEFAULT_ISSUE_DAYS, InvoiceGenerator } from './generator';
import { SuspensionService } from './suspension';

export { BillingClock } from './clock';
export { SuspendedError } from './suspension';

/** Billing's services, built once in the composition root (`app.ts`). */
export interface Billing {
  clock: BillingClock;
  customers: BillingCustomers;
  suspension: SuspensionService;
  generator: InvoiceGenerator;
}

export interface BillingDeps {
  storage: Storage;
  settings: ServerSettings;
  /** Configuration options: `billing.checkPeriod` (seconds), `billing.issueDays`. */
  options: Record<string, string>;
  clock?: BillingClock;
}

export function createBilling(deps: BillingDeps): Billing {
  const clock = deps.clock ?? new BillingClock();
  const customers = new BillingCustomers(deps.settings);
  const suspension = new SuspensionService(deps.storage, customers, clock);
  const generator = new InvoiceGenerator(deps.storage, customers, clock, {
    periodMs: numberOf(deps.options['billing.checkPeriod'], 3600) * 1000,
    issueDays: numberOf(deps.options['billing.issueDays'], DEFAULT_ISSUE_DAYS),
    hasProvider: async () => false,
  });
  return { clock, customers, suspension, generator };
}

/**
 * Billing's periodic work, once per period across the cluster: issue the invoices that are due,
 * mark the unpaid ones overdue, and end every session of a customer suspended since (`ended`,
 * the authority's end of a user, on every node).
 */
export function billingTask(
  billing: Billing,
  ended: (userId: number) => Promise<void>,
): ScheduledTask {
  return {
    name: 'billing',
    periodMs: billing.generator.periodMs,
    async run() {
      await billing.generator.run();
      for (const userId of await billing.suspension.suspendedNow()) await ended(userId);
    },
  };
}
