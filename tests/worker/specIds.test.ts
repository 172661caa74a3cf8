import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const spec = readFileSync(join(root, 'src/worker/SPEC.md'), 'utf8');

/** The rule ids SPEC.md defines, in order (`- **B1 Batching.** …`). */
const defined = [...spec.matchAll(/^- \*\*([A-Z]+\d+) /gm)].map((match) => match[1]!);

/** Every `[ID]` the worker's tests carry in their names, with the files citing it. */
function citations(): Map<string, string[]> {
  const cited = new Map<string, string[]>();
  const dir = join(root, 'tests/worker');
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.test.ts')) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    // A test or suite name opens with the id: it('[B1] …'), describe('[C1] …'), it.each(…)('[N3] …').
    for (const match of text.matchAll(/\(\s*['"`]\[([A-Z]+\d+)\]/g)) {
      cited.set(match[1]!, [...(cited.get(match[1]!) ?? []), file]);
    }
  }
  return cited;
}

describe('src/worker/SPEC.md', () => {
  it('defines each rule id once', () => {
    const twice = defined.filter((id, index) => defined.indexOf(id) !== index);
    expect(defined.length).toBeGreaterThan(50);
    expect(twice).toEqual([]);
  });

  it('has every rule cited by a test named after it', () => {
    const cited = citations();
    expect(defined.filter((id) => !cited.has(id))).toEqual([]);
  });

  it('is the only source of the ids tests cite', () => {
    const unknown = [...citations()].filter(([id]) => !defined.includes(id));
    expect(unknown).toEqual([]);
  });
});
