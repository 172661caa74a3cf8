/**
 * Reads a JSON array of objects as its bytes arrive (SPEC.md RP2): the items completed by each
 * chunk are parsed together with the engine's own `JSON.parse`, so a report of 1,000,000
 * positions never sits in memory as one string, and no JavaScript tokenizer walks every byte.
 * Only the structure is scanned here (strings, braces and brackets), jumping between the
 * characters that matter with sticky regular expressions.
 */
import { validationError } from '../transport/errors';

/** The characters that matter outside a string, and inside one. */
const STRUCTURE = /["{}[\]]/g;
const STRING_END = /["\\]/g;

export interface JsonArrayReader {
  /** Feeds the next bytes; calls `onItems` with the items they complete, if any. */
  push(bytes: Uint8Array): void;
  /** Ends the input; throws `INVALID_RESPONSE` when it was not one whole JSON array. */
  end(): void;
}

export function createJsonArrayReader(
  onItems: (items: unknown[]) => void,
  what = 'report',
): JsonArrayReader {
  const decoder = new TextDecoder();
  let text = '';
  /** Where scanning resumes in `text`. */
  let position = 0;
  /** 0 before the array, 1 inside it, more inside an item. */
  let depth = 0;
  let inString = false;
  let closed = false;
  /** Where the first unparsed item starts in `text`, and where the last complete one ends. */
  let batchStart = -1;
  let batchEnd = -1;

  const invalid = (why: string) => validationError('INVALID_RESPONSE', `${what}: ${why}`);

  function scan(): void {
    while (position < text.length) {
      if (inString) {
        STRING_END.lastIndex = position;
        const found = STRING_END.exec(text);
        if (!found) {
          position = text.length;
          return;
        }
        if (found[0] === '\\') {
          // An escape takes the next character with it, whatever it is.
          position = found.index + 2;
          continue;
        }
        inString = false;
        position = found.index + 1;
        continue;
      }
      STRUCTURE.lastIndex = position;
      const found = STRUCTURE.exec(text);
      if (!found) {
        position = text.length;
        return;
      }
      const at = found.index;
      position = at + 1;
      switch (found[0]) {
        case '"':
          if (depth < 2) throw invalid('expected an array of objects');
          inString = true;
          break;
        case '{':
        case '[':
          if (closed) throw invalid('data after the array');
          if (depth === 0 && found[0] === '{') throw invalid('expected an array');
          if (depth === 1 && batchStart < 0) batchStart = at;
          depth += 1;
          break;
        default:
          depth -= 1;
          if (depth < 0) throw invalid('unbalanced brackets');
          if (depth === 1) batchEnd = at + 1;
          if (depth === 0) closed = true;
      }
    }
  }

  function flush(): void {
    if (batchStart < 0 || batchEnd < batchStart) return;
    let items: unknown;
    try {
      items = JSON.parse(`[${text.slice(batchStart, batchEnd)}]`);
    } catch {
      throw invalid('malformed JSON');
    }
    // What follows the last complete item (a comma, the next item's beginning) stays.
    text = text.slice(batchEnd);
    position -= batchEnd;
    batchStart = depth > 1 ? text.search(/[{[]/) : -1;
    batchEnd = -1;
    onItems(items as unknown[]);
  }

  return {
    push(bytes) {
      text += decoder.decode(bytes, { stream: true });
      scan();
      flush();
      // Between items only separators remain: drop them so `text` holds one item at most.
      if (batchStart < 0 && !inString && depth <= 1) {
        text = '';
        position = 0;
      }
    },
    end() {
      text += decoder.decode();
      scan();
      flush();
      if (!closed || depth !== 0) throw invalid('the array is incomplete');
    },
  };
}
