/**
 * Brazilian tax ids (`tarkan.billingCpfCnpj`): CPF for people (11 digits), CNPJ for companies
 * (14 characters; since July 2026 the first 12 may be letters, IN RFB 2.229/2024). Both end in
 * two check digits computed modulo 11.
 */

export type TaxIdKind = 'cpf' | 'cnpj';

/** The id without its punctuation ('.', '-', '/', spaces), upper-cased. */
export const normalizeTaxId = (text: string): string => text.replace(/[\s./-]/g, '').toUpperCase();

/** A check digit: the weighted sum modulo 11; remainders 0 and 1 give 0, others 11 − r. */
function checkDigit(values: readonly number[], weights: readonly number[]): number {
  const sum = values.reduce((total, value, i) => total + value * weights[i]!, 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const allSame = (id: string) => /^(.)\1*$/.test(id);

/** CPF: weights 10…2 over the first 9 digits, then 11…2 over the first 10. */
export function isValidCpf(text: string): boolean {
  const id = normalizeTaxId(text);
  if (!/^\d{11}$/.test(id) || allSame(id)) return false;
  const digits = [...id].map(Number);
  const first = checkDigit(digits.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return digits[9] === first && digits[10] === second;
}

const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * CNPJ: each character counts as its ASCII code minus 48 ('0'–'9' → 0–9, 'A' → 17…), weights
 * 5,4,3,2,9…2 over the first 12, then 6,5,4,3,2,9…2 over the first 13.
 */
export function isValidCnpj(text: string): boolean {
  const id = normalizeTaxId(text);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(id) || allSame(id)) return false;
  const values = [...id].map((char) => char.charCodeAt(0) - 48);
  const first = checkDigit(values.slice(0, 12), CNPJ_WEIGHTS.slice(1));
  const second = checkDigit(values.slice(0, 13), CNPJ_WEIGHTS);
  return values[12] === first && values[13] === second;
}

/** Which kind of valid tax id `text` is, or null when it is neither. */
export function taxIdKind(text: string): TaxIdKind | null {
  if (isValidCpf(text)) return 'cpf';
  if (isValidCnpj(text)) return 'cnpj';
  return null;
}
