import { expect } from 'vitest';
import type { Client } from '../helpers';

export const DAY_MS = 86_400_000;

/** The server's billing settings of these tests (Tarkan's names), with billing on. */
export const SERVER_BILLING = {
  'tarkan.enableBilling': true,
  timezone: 'UTC',
  billingPrice: '49,90',
  billingFine: 2,
  billingFineMode: 'PERCENTAGE',
  billingInterest: 1,
  billingSuspension: true,
  billingSuspensionDays: 2,
  billingTrustUnlock: true,
  billingTrustUnlockDays: 3,
};

/** Merges `attributes` into the server's, as an administrator. */
export async function setServerAttributes(admin: Client, attributes: Record<string, unknown>) {
  const current = (await admin.get('/api/server')).json();
  const reply = await admin.put('/api/server', {
    ...current,
    attributes: { ...current.attributes, ...attributes },
  });
  expect(reply.status, reply.text).toBe(200);
}

/**
 * Billing's clock as the tests move it (`POST /tarkan/test/clock`, which also runs billing's
 * periodic work): the day it reads, in UTC.
 */
export class TestClock {
  private offset = 0;

  constructor(private readonly admin: Client) {}

  /** 'YYYY-MM-DD' of billing's today plus `days`. */
  day(days = 0): string {
    return new Date(Date.now() + this.offset + days * DAY_MS).toISOString().slice(0, 10);
  }

  /** Moves billing's clock `days` forward and runs billing's work. */
  async advance(days: number): Promise<void> {
    await this.advanceMs(days * DAY_MS);
  }

  /** Moves billing's clock `ms` forward and runs billing's work (the provider's retries). */
  async advanceMs(ms: number): Promise<void> {
    const reply = await this.admin.post('/tarkan/test/clock', { advanceMs: ms });
    expect(reply.status, reply.text).toBe(200);
    this.offset += ms;
  }
}

/** The JSON line after the first of an error body (a suspended login's details). */
export function errorDetails(text: string): { trustAvailable: boolean; invoices: unknown[] } {
  const [, json = 'null'] = text.split('\n', 2);
  return JSON.parse(json);
}
