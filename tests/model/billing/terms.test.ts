import { describe, expect, it } from 'vitest';
import {
  BILLING_KEYS,
  billingOn,
  billingTermsOf,
  chargeSettings,
  rateText,
  ZERO_RATE,
} from '@farol/model';

describe('billingTermsOf (Tarkan setting names, the customer over the server)', () => {
  it('reads every setting under the names Tarkan stores, misspellings included', () => {
    const terms = billingTermsOf([
      {
        billingEnable: true,
        billingPrice: '59,90',
        billingDate: 15,
        billingDescription: 'Rastreamento',
        billingFine: 2,
        billingFineMode: 'PERCENTAGE',
        billingInterest: '1',
        billingDisccount: 5,
        billingDisccountMode: 'FIXED',
        billingDisccountDays: 3,
        billingSuspension: true,
        billingSuspensionDays: 7,
        billingTrustUnlock: 'true',
        billingTrustUnlockDays: '2',
      },
    ]);
    expect(terms).toEqual({
      enabled: true,
      price: 5990,
      dueDay: 15,
      description: 'Rastreamento',
      fine: { mode: 'PERCENTAGE', rate: { numerator: 2n, scale: 1n } },
      interest: { numerator: 1n, scale: 1n },
      discount: { mode: 'FIXED', cents: 500 },
      discountDays: 3,
      suspension: true,
      suspensionDays: 7,
      trustUnlock: true,
      trustUnlockDays: 2,
    });
    expect(BILLING_KEYS.discount).toBe('billingDisccount');
    expect(BILLING_KEYS.cpfCnpj).toBe('tarkan.billingCpfCnpj');
  });

  it("takes each setting from the customer, else the next layer (the server's)", () => {
    const server = { billingEnable: true, billingPrice: 100, billingDate: 5, billingFine: 2 };
    const customer = { billingPrice: '49.90', billingDate: '' };
    const terms = billingTermsOf([customer, server]);
    expect(terms.enabled).toBe(true);
    expect(terms.price).toBe(4990);
    expect(terms.dueDay).toBe(5);
    expect(terms.fine).toEqual({ mode: 'PERCENTAGE', rate: { numerator: 2n, scale: 1n } });
  });

  it('lets a customer opt out of billing the server turns on for everyone', () => {
    expect(billingTermsOf([{ billingEnable: false }, { billingEnable: true }]).enabled).toBe(false);
  });

  it('skips stored values that are no valid setting instead of failing', () => {
    const terms = billingTermsOf([
      { billingPrice: 'grátis', billingDate: 32, billingSuspensionDays: -1, billingFineMode: 'x' },
      { billingPrice: 30, billingDate: 1 },
    ]);
    expect(terms.price).toBe(3000);
    expect(terms.dueDay).toBe(1);
    expect(terms.suspensionDays).toBe(0);
    expect(terms.fine).toEqual({ mode: 'PERCENTAGE', rate: ZERO_RATE });
  });

  it('defaults to nothing billed, due on the 10th', () => {
    const terms = billingTermsOf([]);
    expect(terms).toMatchObject({ enabled: false, price: 0, dueDay: 10, suspension: false });
    expect(terms.interest).toEqual(ZERO_RATE);
  });

  it('reads the server switch tarkan.enableBilling', () => {
    expect(billingOn({ 'tarkan.enableBilling': true })).toBe(true);
    expect(billingOn({ 'tarkan.enableBilling': 'true' })).toBe(true);
    expect(billingOn({ 'tarkan.enableBilling': false })).toBe(false);
    expect(billingOn({})).toBe(false);
  });
});

describe('chargeSettings (what an issued invoice keeps)', () => {
  it('round-trips the charge terms through Tarkan-named settings', () => {
    for (const settings of [
      { billingFine: '5,5', billingFineMode: 'FIXED', billingInterest: '0,033' },
      { billingFine: 2, billingDisccount: '2.50', billingDisccountDays: 4 },
      { billingDisccount: 12, billingDisccountMode: 'FIXED', billingInterest: '10' },
      {},
    ]) {
      const terms = billingTermsOf([settings]);
      const kept = billingTermsOf([chargeSettings(terms)]);
      expect(kept).toMatchObject({
        fine: terms.fine,
        interest: terms.interest,
        discount: terms.discount,
        discountDays: terms.discountDays,
      });
    }
  });
  it('writes rates and amounts as decimal text', () => {
    expect(rateText({ numerator: 33n, scale: 1000n })).toBe('0.033');
    expect(rateText({ numerator: 25n, scale: 10n })).toBe('2.5');
    expect(rateText({ numerator: 7n, scale: 1n })).toBe('7');
    const settings = chargeSettings(
      billingTermsOf([{ billingFine: '5,5', billingFineMode: 'FIXED' }]),
    );
    expect(settings.billingFine).toBe('5.50');
  });
});
