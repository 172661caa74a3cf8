import { IANAZone } from 'luxon';
import { billingOn, billingTermsOf, type BillingTerms, type SettingLayers } from '@farol/model';
import { preferencesOf } from '../locale/preferences';
import { isShareUser } from '../services/permissions';
import type { ServerSettings } from '../services/serverSettings';
import type { UserRecord } from '../storage';

/**
 * Who is billed and on what terms. A customer's settings come from their own attributes, then
 * the server's (Tarkan's names; `billingTermsOf`). The server's payment integration (biller 0)
 * charges everyone.
 */
export class BillingCustomers {
  constructor(private readonly settings: ServerSettings) {}

  /** Billing is on for this server (`tarkan.enableBilling`). */
  get on(): boolean {
    return billingOn(this.settings.current.attributes);
  }

  /** Administrators and share links are never billed. */
  canBeBilled(user: UserRecord): boolean {
    return !user.administrator && !isShareUser(user);
  }

  /** The settings that apply to `user`, most specific first. */
  layersOf(user: UserRecord): SettingLayers {
    return [user.attributes, this.settings.current.attributes];
  }

  termsOf(user: UserRecord): BillingTerms {
    return billingTermsOf(this.layersOf(user));
  }

  /** Billed now: billing on, a billable account with billing enabled and a price. */
  billed(user: UserRecord): BillingTerms | null {
    if (!this.on || !this.canBeBilled(user) || user.disabled) return null;
    const terms = this.termsOf(user);
    return terms.enabled && terms.price > 0 ? terms : null;
  }

  /** Whose payment integration charges `user` (0 = the server's). */
  billerOf(_user: UserRecord): number {
    return 0;
  }

  /** The zone the server's days are counted in (its `timezone`, else the machine's). */
  serverZone(): string {
    const zone = this.settings.current.attributes.timezone;
    return typeof zone === 'string' && IANAZone.isValidZone(zone)
      ? zone
      : Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  }

  /** The zone `user`'s days are counted in (their `timezone`, the server's, the machine's). */
  zoneOf(user: UserRecord): string {
    return preferencesOf(user, this.settings.current).timezone;
  }
}
