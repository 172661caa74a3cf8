import {
  INTEGRATION_DEFAULTS,
  INTEGRATION_KEYS,
  INTEGRATION_SECRETS,
  INTEGRATION_SETTINGS,
  type Integration,
  type IntegrationInput,
  type IntegrationKey,
  type IntegrationSettingsOf,
} from '@farol/model';
import { inputError } from '../api/validate';
import { IllegalArgumentError } from '../errors';
import type { IntegrationRecord, Storage } from '../storage';
import type { SecretBox } from './secrets';

/** Where the payment provider posts its status changes. */
export const PAYMENT_WEBHOOK_PATH = '/tarkan/webhooks/payment';

const contextOf = (ownerId: number, key: string) => `integration:${ownerId}:${key}`;

/**
 * Integration settings per owner (0 = the server's): settings validated by their schema, secrets
 * sealed by the SecretBox and only ever named to a browser.
 */
export class Integrations {
  constructor(
    private readonly storage: Storage,
    private readonly box: SecretBox,
    private readonly now: () => number = Date.now,
  ) {}

  /** Every integration of `ownerId` as a browser may see it. */
  async view(ownerId: number): Promise<Integration[]> {
    const stored = new Map(
      (await this.storage.billing.integrations.ofOwner(ownerId)).map((record) => [
        record.key,
        record,
      ]),
    );
    return INTEGRATION_KEYS.map((key) => this.viewOf(key, stored.get(key) ?? null));
  }

  /** The settings of one integration (its defaults when never saved). */
  async settings<K extends IntegrationKey>(
    ownerId: number,
    key: K,
  ): Promise<IntegrationSettingsOf<K>> {
    const record = await this.storage.billing.integrations.get(ownerId, key);
    const parsed = INTEGRATION_SETTINGS[key].safeParse(record?.settings);
    return (parsed.success ? parsed.data : INTEGRATION_DEFAULTS[key]) as IntegrationSettingsOf<K>;
  }

  /** The opened secrets of one integration ({} when none). */
  async secrets(ownerId: number, key: IntegrationKey): Promise<Record<string, string>> {
    const record = await this.storage.billing.integrations.get(ownerId, key);
    return record?.secrets ? this.box.open(record.secrets, contextOf(ownerId, key)) : {};
  }

  /** Saves the settings whole; secrets given are set (null clears), the others kept. */
  async save(ownerId: number, key: IntegrationKey, input: IntegrationInput): Promise<Integration> {
    const parsed = INTEGRATION_SETTINGS[key].safeParse(input.settings);
    if (!parsed.success) throw inputError(parsed.error, 'settings');
    const allowed: readonly string[] = INTEGRATION_SECRETS[key];
    const secrets = await this.secrets(ownerId, key);
    for (const [name, value] of Object.entries(input.secrets)) {
      if (!allowed.includes(name)) throw new IllegalArgumentError(`secrets.${name}: not a secret`);
      if (value === null || value === '') delete secrets[name];
      else secrets[name] = value;
    }
    const names = Object.keys(secrets).sort();
    if (names.length > 0 && !this.box.available) {
      throw new IllegalArgumentError(
        'secrets: the server has no FAROL_SECRET_KEY to keep them with',
      );
    }
    const record: IntegrationRecord = {
      ownerId,
      key,
      settings: parsed.data,
      secrets: names.length > 0 ? this.box.seal(secrets, contextOf(ownerId, key)) : null,
      secretNames: names,
      updatedAt: this.now(),
    };
    await this.storage.billing.integrations.save(record);
    return this.viewOf(key, record);
  }

  private viewOf(key: IntegrationKey, record: IntegrationRecord | null): Integration {
    const parsed = INTEGRATION_SETTINGS[key].safeParse(record?.settings);
    return {
      key,
      settings: parsed.success ? parsed.data : INTEGRATION_DEFAULTS[key],
      secretNames: record?.secretNames ?? [],
      webhookPath: key === 'payment' ? PAYMENT_WEBHOOK_PATH : null,
    };
  }
}
