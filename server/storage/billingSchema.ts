import type { Generated } from 'kysely';

/** The billing tables (migration 0010) as the database holds them; see `schema.ts`. */
export interface InvoiceTable {
  id: Generated<number>;
  userId: number;
  /** Whose payment integration charges it: 0 = the server's, else a reseller's user id. */
  billerId: number;
  /** The month billed, 'YYYY-MM'; unique per user. */
  period: string;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  valueCents: number;
  description: string;
  /** The fine, interest and discount it was issued with (JSON, `InvoiceTerms`). */
  terms: string;
  status: string;
  /** When the status was set (the provider's event time, or Farol's action). */
  statusTime: number;
  paidDate: string | null;
  paidCents: number | null;
  providerId: string | null;
  link: string | null;
  trustUsedAt: number | null;
  syncNeeded: number;
  syncAttempts: Generated<number>;
  syncAfter: number | null;
  syncLockedUntil: number | null;
  syncError: string | null;
  createdAt: number;
}

export interface BillingAccountTable {
  userId: number;
  since: number;
  lockedAt: number | null;
  unlockedUntil: number | null;
  unlockedForever: Generated<number>;
  /** The payment provider's id of this customer (the server's integration), once created. */
  providerCustomerId: string | null;
}

export interface BillingWebhookEventTable {
  id: string;
  receivedAt: number;
}

export interface IntegrationTable {
  ownerId: number;
  key: string;
  settings: string;
  secrets: string | null;
  secretNames: string;
  updatedAt: number;
}

export interface BillingTables {
  invoices: InvoiceTable;
  billingAccounts: BillingAccountTable;
  billingWebhookEvents: BillingWebhookEventTable;
  integrations: IntegrationTable;
}
