import type { ScheduledTask } from '../cluster';
import { numberOf } from '../pipeline/attributes';
import type { ServerSettings } from '../services/serverSettings';
import type { Storage } from '../storage';
import { ServerClock } from '../services/clock';
import { BillingCustomers } from './customers';
import { DEFAULT_ISSUE_DAYS, InvoiceGenerator } from './generator';
import { Integrations } from './integrations';
import { ProviderSync } from './providerSync';
import { SecretBox } from './secrets';
import { SuspensionService } from './suspension';
import { PaymentWebhook } from './webhook';

export { SuspendedError } from './suspension';

/** Billing's services, built once in the composition root (`app.ts`). */
export interface Billing {
  clock: ServerClock;
  customers: BillingCustomers;
  suspension: SuspensionService;
  generator: InvoiceGenerator;
  integrations: Integrations;
  /** What the payment provider must still be told, told. */
  provider: ProviderSync;
  webhook: PaymentWebhook;
}

export interface BillingDeps {
  storage: Storage;
  settings: ServerSettings;
  /**
   * Configuration options: `billing.checkPeriod` (seconds), `billing.issueDays`,
   * `billing.providerUrl` (the provider's API root instead of Asaas's), `billing.providerTimeout`
   * (seconds a provider call may take), `billing.syncPeriod` (seconds between provider rounds).
   */
  options: Record<string, string>;
  /** Seals integration secrets (FAROL_SECRET_KEY; '' = none can be stored). */
  secretKey: string;
  clock?: ServerClock;
}

export function createBilling(deps: BillingDeps): Billing {
  const clock = deps.clock ?? new ServerClock();
  const customers = new BillingCustomers(deps.settings);
  const suspension = new SuspensionService(deps.storage, customers, clock);
  const integrations = new Integrations(deps.storage, new SecretBox(deps.secretKey));
  const provider = new ProviderSync(
    deps.storage,
    integrations,
    clock,
    (user) => customers.zoneOf(user),
    {
      providerUrl: deps.options['billing.providerUrl'] || undefined,
      timeoutMs: numberOf(deps.options['billing.providerTimeout'], 15) * 1000,
    },
  );
  const generator = new InvoiceGenerator(deps.storage, customers, clock, {
    periodMs: numberOf(deps.options['billing.checkPeriod'], 3600) * 1000,
    issueDays: numberOf(deps.options['billing.issueDays'], DEFAULT_ISSUE_DAYS),
    hasProvider: (billerId) => provider.hasProvider(billerId),
  });
  const webhook = new PaymentWebhook(deps.storage, integrations, clock);
  return { clock, customers, suspension, generator, integrations, provider, webhook };
}

/**
 * Billing's periodic work, once per period across the cluster: issue the invoices that are due,
 * mark the unpaid ones overdue, tell the payment provider what it must still be told, and end every session of a customer suspended since (`ended`,
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
      await billing.provider.run();
      for (const userId of await billing.suspension.suspendedNow()) await ended(userId);
    },
  };
}

/**
 * The payment provider's queue, more often than billing's hourly work (`billing.syncPeriod`,
 * seconds, default 60): a new invoice gets its payment link within a minute, and an outage is
 * retried by each invoice's own backoff.
 */
export function providerTask(billing: Billing, options: Record<string, string>): ScheduledTask {
  return {
    name: 'billing.provider',
    periodMs: numberOf(options['billing.syncPeriod'], 60) * 1000,
    run: () => billing.provider.run(),
  };
}
