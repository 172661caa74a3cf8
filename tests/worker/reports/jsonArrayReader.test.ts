import { describe, expect, it } from 'vitest';
import { createJsonArrayReader } from '../../../src/worker/reports/jsonArrayReader';

/** Feeds `text` to a reader in chunks of `size` bytes; returns the batches it delivered. */
function read(text: string, size: number): unknown[][] {
  const batches: unknown[][] = [];
  const reader = createJsonArrayReader((items) => batches.push(items));
  const bytes = new TextEncoder().encode(text);
  for (let at = 0; at < bytes.length; at += size) reader.push(bytes.subarray(at, at + size));
  reader.end();
  return batches;
}

const ITEMS = [
  { id: 1, address: 'Rua "A", {centro} [sul] \\ fim', attributes: { list: [1, [2]], ok: true } },
  { id: 2, address: 'São Paulo — ç ã é 🚚', attributes: {} },
  { id: 3, nested: { deep: { deeper: [{ a: '}' }] } } },
];

describe('createJsonArrayReader', () => {
  it.each([1, 2, 3, 7, 64, 100_000])(
    '[RP2] reads every item once, in order, whatever the chunk size (%i bytes)',
    (size) => {
      const text = JSON.stringify(ITEMS, null, size % 2 ? 2 : undefined);
      expect(read(text, size).flat()).toEqual(ITEMS);
    },
  );

  it('[RP2] parses the items each chunk completes, not the whole body at the end', () => {
    const text = JSON.stringify(ITEMS);
    const firstEnd = text.indexOf('},{"id":2') + 1;
    const batches: unknown[][] = [];
    const reader = createJsonArrayReader((items) => batches.push(items));
    reader.push(new TextEncoder().encode(text.slice(0, firstEnd + 3)));
    expect(batches).toEqual([[ITEMS[0]]]);
    reader.push(new TextEncoder().encode(text.slice(firstEnd + 3)));
    reader.end();
    expect(batches.flat()).toEqual(ITEMS);
  });

  it('[RP2] reads an empty array and surrounding whitespace', () => {
    expect(read('  [ ]\n', 1).flat()).toEqual([]);
  });

  it.each([
    ['an object', '{"id":1}'],
    ['an unfinished array', '[{"id":1},{"id":'],
    ['malformed JSON', '[{"id":1,}]'],
    ['text after the array', '[{"id":1}] [{"id":2}]'],
    ['strings as items', '["a","b"]'],
    ['nothing', ''],
  ])('[RP2] refuses %s as INVALID_RESPONSE', (_, text) => {
    expect(() => read(text, 3)).toThrow(expect.objectContaining({ code: 'INVALID_RESPONSE' }));
  });
});
