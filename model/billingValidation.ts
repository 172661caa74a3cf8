import { parseCents, parseRate } from './money';
import { isValidCnpj, isValidCpf } from './taxId';
import { BILLING_KEYS, parseFlag, parseMode, type BillingSetting } from './billingTerms';

/** Why a billing setting is refused (the UI translates `billing.errors.<code>`). */
export type BillingProblemCode =
  | 'INVALID_TAX_ID'
  | 'INVALID_AMOUNT'
  | 'INVALID_RATE'
  | 'INVALID_DUE_DAY'
  | 'INVALID_DAYS'
  | 'INVALID_MODE'
  | 'INVALID_FLAG'
  | 'INVALID_TEXT';

const day = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
};

/** The check of each setting: null when its value is acceptable. */
const CHECKS: Record<BillingSetting, (value: unknown) => BillingProblemCode | null> = {
  enable: (v) => (parseFlag(v) === null ? 'INVALID_FLAG' : null),
  cpfCnpj: (v) =>
    typeof v === 'string' && (isValidCpf(v) || isValidCnpj(v)) ? null : 'INVALID_TAX_ID',
  trustUnlock: (v) => (parseFlag(v) === null ? 'INVALID_FLAG' : null),
  suspension: (v) => (parseFlag(v) === null ? 'INVALID_FLAG' : null),
  trustUnlockDays: (v) => daysProblem(v),
  suspensionDays: (v) => daysProblem(v),
  discountDays: (v) => daysProblem(v),
  description: (v) => (typeof v === 'string' && v.length <= 500 ? null : 'INVALID_TEXT'),
  date: (v) => {
    const number = day(v);
    return number !== null && number >= 1 && number <= 31 ? null : 'INVALID_DUE_DAY';
  },
  price: (v) => (parseCents(v) === null ? 'INVALID_AMOUNT' : null),
  // A fine or discount is an amount or a rate by its mode; both read as decimal text.
  fine: (v) => (parseRate(v) === null ? 'INVALID_AMOUNT' : null),
  discount: (v) => (parseRate(v) === null ? 'INVALID_AMOUNT' : null),
  fineMode: (v) => (parseMode(v) === null ? 'INVALID_MODE' : null),
  discountMode: (v) => (parseMode(v) === null ? 'INVALID_MODE' : null),
  interest: (v) => (parseRate(v) === null ? 'INVALID_RATE' : null),
};

function daysProblem(value: unknown): BillingProblemCode | null {
  const number = day(value);
  return number !== null && number >= 0 && number <= 3650 ? null : 'INVALID_DAYS';
}

/** A refused billing setting: its attribute key and why. */
export interface BillingProblem {
  key: string;
  setting: BillingSetting;
  code: BillingProblemCode;
}

/**
 * The billing settings in `attributes` that are set (not empty) but invalid: a tax id whose
 * check digits fail, an amount with more than 2 decimals, a due day outside 1–31… Other
 * attributes are not looked at.
 */
export function billingProblems(attributes: Readonly<Record<string, unknown>>): BillingProblem[] {
  const problems: BillingProblem[] = [];
  for (const [setting, key] of Object.entries(BILLING_KEYS) as [BillingSetting, string][]) {
    const value = attributes[key];
    if (value === undefined || value === null || value === '') continue;
    const code = CHECKS[setting](value);
    if (code) problems.push({ key, setting, code });
  }
  return problems;
}
