import { ExpressionError } from './errors';

export type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'name'; value: string; at: number }
  | { kind: 'op'; value: string; at: number }
  | { kind: 'end'; value: ''; at: number };

/** Operators, longest first so `>>>` wins over `>>` and `>`. */
const OPERATORS = [
  '>>>',
  '?.',
  '?:',
  '??',
  '||',
  '&&',
  '==',
  '!=',
  '=~',
  '!~',
  '=^',
  '=$',
  '!^',
  '!$',
  '<=',
  '>=',
  '<<',
  '>>',
  '?',
  ':',
  '|',
  '^',
  '&',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '!',
  '~',
  '(',
  ')',
  ',',
  '.',
  '[',
  ']',
];

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' };
const NUMBER = /^(?:0[xX][0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)[lLdDfF]?/;
const NAME = /^[A-Za-z_$][A-Za-z0-9_$]*/;

function readString(text: string, start: number): { value: string; end: number } {
  const quote = text[start];
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const char = text[i]!;
    if (char === quote) return { value, end: i + 1 };
    if (char !== '\\') {
      value += char;
      continue;
    }
    const next = text[++i] ?? '';
    if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) {
      value += String.fromCharCode(parseInt(text.slice(i + 1, i + 5), 16));
      i += 4;
    } else {
      value += ESCAPES[next] ?? next;
    }
  }
  throw new ExpressionError(`unterminated string at ${start}`);
}

/** Splits a JEXL expression into tokens. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    const space = /^\s+/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const char = rest[0]!;
    if (char === '"' || char === "'") {
      const { value, end } = readString(text, at);
      tokens.push({ kind: 'string', value, at });
      at = end;
      continue;
    }
    const number = /^[0-9.]/.test(char) ? NUMBER.exec(rest) : null;
    if (number) {
      const digits = number[0].replace(/[lLdDfF]$/, '');
      tokens.push({ kind: 'number', value: Number(digits), at });
      at += number[0].length;
      continue;
    }
    const name = NAME.exec(rest);
    if (name) {
      tokens.push({ kind: 'name', value: name[0], at });
      at += name[0].length;
      continue;
    }
    const op = OPERATORS.find((candidate) => rest.startsWith(candidate));
    if (!op) throw new ExpressionError(`unexpected character "${char}" at ${at}`);
    tokens.push({ kind: 'op', value: op, at });
    at += op.length;
  }
  tokens.push({ kind: 'end', value: '', at });
  return tokens;
}
