import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../../src/ui/i18n/setupI18n';
import { ptBR } from '../../../src/ui/i18n/locales/ptBR';

/** Every "key_one" text that shows a count, by its key without the suffix. */
function countedKeys(node: unknown, path: string[] = []): string[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (typeof value === 'string') {
      const counted = key.endsWith('_one') && /\{\{count\}\}|\d/.test(value);
      return counted ? [[...path, key.slice(0, -'_one'.length)].join('.')] : [];
    }
    return countedKeys(value, [...path, key]);
  });
}

describe('plural counts in Portuguese', () => {
  it('say zero in the plural ("0 itens", never "0 item" or "1 ponto")', async () => {
    // CLDR's Portuguese rules put 0 with 1, so without a _zero form a count of none read as
    // singular: "0 item" under an empty list, "1 ponto" for a shape not yet drawn.
    const i18n = await setupI18n('pt-BR');
    const keys = countedKeys(ptBR);
    expect(keys.length).toBeGreaterThan(5);
    for (const key of keys) {
      const zero = i18n.getResource('pt-BR', 'translation', `${key}_zero`) as string | undefined;
      // Its own zero form ("nenhuma fatura"), else the plural with 0.
      const expected =
        zero?.replace('{{count}}', '0').replace('{{customer}}', 'Ana') ??
        i18n.t(key, { count: 2, customer: 'Ana' }).replace('2', '0');
      expect(`${key}: ${i18n.t(key, { count: 0, customer: 'Ana' })}`).toBe(`${key}: ${expected}`);
      expect(zero, `${key}_zero`).toBeDefined();
    }
  });
});
