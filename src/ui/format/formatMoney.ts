import { numberFormat } from './formatters';

/**
 * Money as SPEC §9 writes it: `R$` and 2 decimals in the Portuguese interface, `$ ` and
 * 2 decimals in the other languages; the digits grouped as the language groups them.
 */
export function formatMoney(value: number, language: string): string {
  const digits = numberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
  return language.toLowerCase().startsWith('pt') ? `R$ ${digits}` : `$ ${digits}`;
}
