/** The billing domain's surface: invoices, billing management and integrations (SPEC §3, §6). */
import type {
  BillingCustomer,
  Integration,
  IntegrationKey,
  Invoice,
  InvoiceAction,
} from '@farol/model';

/** A manager's change of a customer's access: suspend, or unlock for some days or for good. */
export type CustomerAccess =
  | { userId: number; locked: true }
  | { userId: number; locked: false; forever: boolean; days?: number };

export interface BillingApi {
  /** The signed-in user's own invoices (`GET /tarkan/invoices`). */
  myInvoices(): Promise<Invoice[]>;
  /** Per-customer totals, overdue first (`GET /tarkan/invoices/manager`). */
  billingCustomers(): Promise<BillingCustomer[]>;
  /** One customer's invoices (`GET /tarkan/invoices/manager/{userId}`). */
  customerInvoices(input: { userId: number }): Promise<Invoice[]>;
  /**
   * Cancels, marks received in cash, resends or deletes an invoice
   * (`POST /tarkan/invoices/manager/invoice/{id}/{action}`); the invoice after, null once deleted.
   */
  invoiceAction(input: { invoiceId: number; action: InvoiceAction }): Promise<Invoice | null>;
  /** Suspends or unlocks a customer (`…/manager/{userId}/lockUser`, `…/unlockUser`). */
  setCustomerAccess(input: CustomerAccess): Promise<void>;
  /** The server's integrations, secrets by name only (`GET /tarkan/integrations`). */
  integrations(): Promise<Integration[]>;
  /**
   * Saves one integration whole (`POST /tarkan/integrations/{key}`): each secret given is set
   * (null clears it), those left out keep their value.
   */
  saveIntegration(input: {
    key: IntegrationKey;
    settings: Record<string, unknown>;
    secrets?: Record<string, string | null>;
  }): Promise<Integration>;
  /** Sends a test mail through the saved e-mail integration (`POST …/email/test`). */
  testEmailIntegration(input: { to?: string }): Promise<{ to: string }>;
}
