import { daysBetween, isOpen, OPEN_STATUSES } from '@farol/model';
import { SecurityError } from '../errors';
import { SHARE_ENDED } from '../services/login';
import type { InvoiceRecord, Storage, UserRecord } from '../storage';
import { shareOwnerOf } from '../storage/shares';
import type { ServerClock } from '../services/clock';
import { dayIn } from './clock';
import { invoiceJson } from './invoiceJson';
import type { BillingCustomers } from './customers';

const DAY_MS = 86_400_000;

/** Why a customer may not sign in, and what they owe. */
export interface Suspension {
  /** Suspended by hand by their manager (no trust unlock then). */
  manual: boolean;
  /** They may unlock once, on trust (`POST /tarkan/invoices/unlock`). */
  trustAvailable: boolean;
  /** Their open invoices, oldest due first. */
  invoices: InvoiceRecord[];
  /** Today in their zone, 'YYYY-MM-DD' (what the invoices cost is counted to it). */
  today: string;
}

/**
 * SPEC §8 ACCOUNT_IS_SUSPENDED / ACCOUNT_IS_SUSPENDED_TRUST: the login error's text before
 * ' - ' is the code; the details (`trustAvailable`, `invoices`) travel with it.
 */
export class SuspendedError extends SecurityError {
  constructor(readonly suspension: Suspension) {
    super(
      suspension.trustAvailable
        ? 'Account is suspended trust - overdue invoices; a trust unlock is available'
        : 'Account is suspended - overdue invoices; contact support or settle your debts',
    );
    this.details = {
      trustAvailable: suspension.trustAvailable,
      invoices: suspension.invoices.map((invoice) => invoiceJson(invoice, suspension.today)),
    };
  }
}

/**
 * Suspension for non-payment, read from the database at every check (so every node refuses
 * at once): a billed customer with an open invoice overdue more than `billingSuspensionDays`
 * days is suspended, unless unlocked until later (trust or manager) or for good; a manager's
 * suspension holds whatever the invoices say.
 */
export class SuspensionService {
  constructor(
    private readonly storage: Storage,
    private readonly customers: BillingCustomers,
    private readonly clock: ServerClock,
  ) {}

  /** The user's suspension now, or null when they may sign in. */
  async of(user: UserRecord): Promise<Suspension | null> {
    if (!this.customers.on || !this.customers.canBeBilled(user)) return null;
    const account = await this.storage.billing.accounts.get(user.id);
    if (account?.unlockedForever) return null;
    const now = this.clock.now();
    const today = dayIn(now, this.customers.zoneOf(user));
    const open = (await this.storage.billing.invoices.ofUser(user.id))
      .filter((invoice) => isOpen(invoice.status))
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    if (account?.lockedAt != null) {
      return { manual: true, trustAvailable: false, invoices: open, today };
    }
    const terms = this.customers.termsOf(user);
    if (!terms.enabled || !terms.suspension) return null;
    if (account?.unlockedUntil != null && account.unlockedUntil > now) return null;
    const overdue = this.overdue(open, today, terms.suspensionDays);
    if (overdue.length === 0) return null;
    const trustAvailable =
      terms.trustUnlock &&
      terms.trustUnlockDays > 0 &&
      overdue.every((invoice) => invoice.trustUsedAt === null);
    return { manual: false, trustAvailable, invoices: open, today };
  }

  /** Throws SuspendedError when `user` is suspended. */
  async check(user: UserRecord): Promise<void> {
    const suspension = await this.of(user);
    if (suspension) throw new SuspendedError(suspension);
  }

  /**
   * The sign-in check: a suspended customer is refused with their invoices; a share link of a
   * suspended customer is refused as ended (its viewer sees nothing of the owner's debts).
   */
  async admit(user: UserRecord): Promise<void> {
    const ownerId = shareOwnerOf(user);
    if (ownerId === null) return this.check(user);
    const owner = await this.storage.users.get(ownerId);
    if (owner && (await this.of(owner))) throw new SecurityError(SHARE_ENDED);
  }

  /** Customers with an open invoice past its due date who are suspended now. */
  async suspendedNow(): Promise<number[]> {
    if (!this.customers.on) return [];
    const now = this.clock.now();
    const candidates = await this.storage.billing.invoices.usersWithDue(
      OPEN_STATUSES,
      dayIn(now, this.customers.serverZone()),
    );
    const suspended: number[] = [];
    for (const user of await this.storage.users.list(candidates)) {
      if (await this.of(user)) suspended.push(user.id);
    }
    return suspended;
  }

  /**
   * The trust unlock (once per debt): lets a suspended customer in for `billingTrustUnlockDays`
   * days and spends the trust of the invoices that suspended them. Refused when they are not
   * suspended, suspended by hand, or have used it for these invoices already; of two unlocks at
   * once, one wins.
   */
  async unlockOnTrust(user: UserRecord): Promise<{ until: number }> {
    const suspension = await this.of(user);
    if (!suspension) throw new SecurityError('Account is not suspended');
    if (!suspension.trustAvailable) throw new SecurityError('Trust unlock is not available');
    const terms = this.customers.termsOf(user);
    const now = this.clock.now();
    const overdue = this.overdue(suspension.invoices, suspension.today, terms.suspensionDays);
    const spent = await this.storage.billing.invoices.useTrust(
      user.id,
      overdue.map((invoice) => invoice.id),
      now,
    );
    if (spent < overdue.length) throw new SecurityError('Trust unlock is not available');
    const until = now + terms.trustUnlockDays * DAY_MS;
    await this.storage.billing.accounts.update(user.id, now, { unlockedUntil: until });
    return { until };
  }

  /** Open invoices more than `days` days past their due date on `today`. */
  private overdue(open: InvoiceRecord[], today: string, days: number): InvoiceRecord[] {
    return open.filter((invoice) => daysBetween(invoice.dueDate, today) > days);
  }
}
