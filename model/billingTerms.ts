import {
  centsToText,
  parseCents,
  parseRate,
  rateText,
  ZERO_RATE,
  type Cents,
  type Rate,
} from './money';

/**
 * Where each billing setting is stored, in user and server attributes: Tarkan's own names,
 * misspellings included (`billingDisccount…`), so data written by Tarkan keeps working.
 */
export const BILLING_KEYS = {
  enable: 'billingEnable',
  cpfCnpj: 'tarkan.billingCpfCnpj',
  trustUnlock: 'billingTrustUnlock',
  trustUnlockDays: 'billingTrustUnlockDays',
  suspension: 'billingSuspension',
  suspensionDays: 'billingSuspensionDays',
  description: 'billingDescription',
  date: 'billingDate',
  price: 'billingPrice',
  fine: 'billingFine',
  fineMode: 'billingFineMode',
  interest: 'billingInterest',
  discount: 'billingDisccount',
  discountMode: 'billingDisccountMode',
  discountDays: 'billingDisccountDays',
} as const;
export type BillingSetting = keyof typeof BILLING_KEYS;

/** The server attribute that turns billing on for the whole server (SPEC §3, §6). */
export const ENABLE_BILLING_KEY = 'tarkan.enableBilling';

/** How a fine or a discount is given: an amount, or a percentage of the invoice's value. */
export type AmountMode = 'FIXED' | 'PERCENTAGE';

/** A fine or a discount: a fixed amount (cents) or a percentage of the value. */
export type Adjustment = { mode: 'FIXED'; cents: Cents } | { mode: 'PERCENTAGE'; rate: Rate };

const NO_ADJUSTMENT: Adjustment = { mode: 'PERCENTAGE', rate: ZERO_RATE };

/** The terms an invoice is issued under, resolved for one customer. */
export interface BillingTerms {
  /** This customer is billed (their `billingEnable`, else their biller's, else the server's). */
  enabled: boolean;
  price: Cents;
  /** Day of the month invoices fall due (1–31; short months use their last day). */
  dueDay: number;
  description: string;
  /** Charged once when paid after the due date. */
  fine: Adjustment;
  /** Interest per month (30 days) after the due date, charged pro rata per day. */
  interest: Rate;
  /** Given when paid at least `discountDays` days before the due date. */
  discount: Adjustment;
  discountDays: number;
  /** Suspend access when an invoice is overdue more than `suspensionDays` days. */
  suspension: boolean;
  suspensionDays: number;
  /** A suspended customer may unlock once, on trust, for `trustUnlockDays` days. */
  trustUnlock: boolean;
  trustUnlockDays: number;
}

export const DEFAULT_DUE_DAY = 10;

/** Attribute maps, most specific first: the customer's, their billers' upwards, the server's. */
export type SettingLayers = readonly Readonly<Record<string, unknown>>[];

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The first layer's parsed value of `setting` that parses; `fallback` when none does. */
function pick<T>(
  layers: SettingLayers,
  setting: BillingSetting,
  parse: (value: unknown) => T | null,
  fallback: T,
): T {
  for (const layer of layers) {
    const value = layer[BILLING_KEYS[setting]];
    if (!isSet(value)) continue;
    const parsed = parse(value);
    if (parsed !== null) return parsed;
  }
  return fallback;
}

/** true/false, also as Tarkan's form writes them ('true', 1). */
export function parseFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return null;
}

/** A whole number from `min` to `max`, as a number or its text. */
const wholeIn =
  (min: number, max: number) =>
  (value: unknown): number | null => {
    const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
      ? number
      : null;
  };

/** 'FIXED' or 'PERCENTAGE', also written 'fixed', 'percent' or 'percentage'. */
export function parseMode(value: unknown): AmountMode | null {
  if (typeof value !== 'string') return null;
  const mode = value.trim().toUpperCase();
  if (mode === 'FIXED') return 'FIXED';
  if (mode === 'PERCENT' || mode === 'PERCENTAGE') return 'PERCENTAGE';
  return null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** A fine or discount: its amount read as money or as a rate, by the mode of the same layer. */
function adjustment(
  layers: SettingLayers,
  amount: 'fine' | 'discount',
  modeOf: 'fineMode' | 'discountMode',
): Adjustment {
  const mode = pick(layers, modeOf, parseMode, 'PERCENTAGE');
  if (mode === 'FIXED') {
    const cents = pick(layers, amount, parseCents, null);
    return cents === null ? NO_ADJUSTMENT : { mode, cents };
  }
  const rate = pick(layers, amount, parseRate, null);
  return rate === null ? NO_ADJUSTMENT : { mode, rate };
}

/**
 * The terms of one customer from their settings layers, most specific first (their own
 * attributes, their billers', the server's): each setting comes from the first layer where it
 * is set to a valid value. Invalid stored values are skipped, never thrown.
 */
export function billingTermsOf(layers: SettingLayers): BillingTerms {
  const days = wholeIn(0, 3650);
  return {
    enabled: pick(layers, 'enable', parseFlag, false),
    price: pick(layers, 'price', parseCents, 0),
    dueDay: pick(layers, 'date', wholeIn(1, 31), DEFAULT_DUE_DAY),
    description: pick(layers, 'description', text, ''),
    fine: adjustment(layers, 'fine', 'fineMode'),
    interest: pick(layers, 'interest', parseRate, ZERO_RATE),
    discount: adjustment(layers, 'discount', 'discountMode'),
    discountDays: pick(layers, 'discountDays', days, 0),
    suspension: pick(layers, 'suspension', parseFlag, false),
    suspensionDays: pick(layers, 'suspensionDays', days, 0),
    trustUnlock: pick(layers, 'trustUnlock', parseFlag, false),
    trustUnlockDays: pick(layers, 'trustUnlockDays', days, 0),
  };
}

/** The server's billing switch (`tarkan.enableBilling`). */
export const billingOn = (serverAttributes: Readonly<Record<string, unknown>>): boolean =>
  parseFlag(serverAttributes[ENABLE_BILLING_KEY]) === true;

/** The part of the terms an issued invoice keeps: what paying it late or early costs. */
export type ChargeTerms = Pick<BillingTerms, 'fine' | 'interest' | 'discount' | 'discountDays'>;

const adjustmentSettings = (adjustment: Adjustment) =>
  adjustment.mode === 'FIXED' ? centsToText(adjustment.cents) : rateText(adjustment.rate);

/**
 * The charge terms as settings under Tarkan's names, in normalised text: what an invoice stores
 * when issued, so later changes to the settings never change what it costs.
 * `billingTermsOf([chargeSettings(t)])` gives `t`'s charge terms back.
 */
export function chargeSettings(terms: ChargeTerms): Record<string, string | number> {
  return {
    [BILLING_KEYS.fine]: adjustmentSettings(terms.fine),
    [BILLING_KEYS.fineMode]: terms.fine.mode,
    [BILLING_KEYS.interest]: rateText(terms.interest),
    [BILLING_KEYS.discount]: adjustmentSettings(terms.discount),
    [BILLING_KEYS.discountMode]: terms.discount.mode,
    [BILLING_KEYS.discountDays]: terms.discountDays,
  };
}
