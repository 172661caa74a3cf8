import type { Node } from './ast';
import { ExpressionError, FORBIDDEN_NAMES } from './errors';
import { NAMESPACES } from './functions';
import { ALIASES, LEVELS, LITERALS } from './grammar';
import { tokenize, type Token } from './lexer';

/** Longest expression accepted, and deepest nesting: evaluation stays cheap and bounded. */
export const MAX_EXPRESSION_LENGTH = 4096;
const MAX_DEPTH = 64;

function checkName(name: string): string {
  if (FORBIDDEN_NAMES.has(name)) throw new ExpressionError(`"${name}" is not allowed`);
  return name;
}

/** A recursive-descent parser for the JEXL subset Traccar users write. */
class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): Node {
    const node = this.expression();
    const token = this.peek();
    if (token.kind !== 'end') throw this.unexpected(token);
    return node;
  }

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private next(): Token {
    return this.tokens[this.index++]!;
  }

  private is(value: string): boolean {
    const token = this.peek();
    return (token.kind === 'op' || token.kind === 'name') && token.value === value;
  }

  private expect(value: string): void {
    if (!this.is(value)) throw this.unexpected(this.peek(), `"${value}"`);
    this.index++;
  }

  private unexpected(token: Token, wanted?: string): ExpressionError {
    const found = token.kind === 'end' ? 'end of expression' : `"${token.value}"`;
    return new ExpressionError(
      `unexpected ${found} at ${token.at}${wanted ? `, expected ${wanted}` : ''}`,
    );
  }

  private nested<T>(parse: () => T): T {
    if (++this.depth > MAX_DEPTH) throw new ExpressionError('expression is nested too deeply');
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  /** Ternary `a ? b : c`, elvis `a ?: b` and `a ?? b`, right-associative. */
  private expression(): Node {
    return this.nested<Node>(() => {
      const test = this.binary(0);
      if (this.is('?')) {
        this.index++;
        const then = this.expression();
        this.expect(':');
        return { type: 'conditional', test, then, otherwise: this.expression() };
      }
      if (this.is('?:') || this.is('??')) {
        const op = String(this.next().value);
        return { type: 'binary', op, left: test, right: this.expression() };
      }
      return test;
    });
  }

  private binary(level: number): Node {
    if (level >= LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const token = this.peek();
      if ((token.kind !== 'op' && token.kind !== 'name') || !LEVELS[level]!.includes(token.value))
        return left;
      this.index++;
      const op = ALIASES[token.value] ?? token.value;
      left = { type: 'binary', op, left, right: this.binary(level + 1) };
    }
  }

  private unary(): Node {
    if (this.is('-') || this.is('+') || this.is('!') || this.is('~') || this.is('not')) {
      const op = ALIASES[this.peek().value] ?? this.peek().value;
      this.index++;
      return this.nested<Node>(() => ({ type: 'unary', op, operand: this.unary() }));
    }
    return this.postfix(this.primary());
  }

  private postfix(start: Node): Node {
    let node = start;
    for (;;) {
      if (this.is('.') || this.is('?.')) {
        const optional = this.next().value === '?.';
        const token = this.next();
        if (token.kind !== 'name') throw this.unexpected(token, 'a property name');
        const name = checkName(token.value);
        if (this.is('(')) {
          node = { type: 'method', object: node, name, args: this.args(), optional };
        } else {
          node = { type: 'member', object: node, property: literal(name), optional };
        }
      } else if (this.is('[')) {
        this.index++;
        const property = this.expression();
        this.expect(']');
        node = { type: 'member', object: node, property, optional: false };
      } else {
        return node;
      }
    }
  }

  private args(): Node[] {
    this.expect('(');
    const args: Node[] = [];
    while (!this.is(')')) {
      if (args.length) this.expect(',');
      args.push(this.expression());
    }
    this.index++;
    return args;
  }

  private primary(): Node {
    const token = this.next();
    if (token.kind === 'number' || token.kind === 'string') return literal(token.value);
    if (token.kind === 'op' && token.value === '(') {
      const inner = this.expression();
      this.expect(')');
      return inner;
    }
    if (token.kind === 'op' && token.value === '[') {
      const items: Node[] = [];
      while (!this.is(']')) {
        if (items.length) this.expect(',');
        items.push(this.expression());
      }
      this.index++;
      return { type: 'array', items };
    }
    if (token.kind !== 'name') throw this.unexpected(token);
    if (Object.hasOwn(LITERALS, token.value)) return literal(LITERALS[token.value] ?? null);
    const name = checkName(token.value);
    if (this.is(':') && Object.hasOwn(NAMESPACES, name) && this.isCallAhead(2)) {
      this.index++;
      const fn = checkName(String(this.next().value));
      return { type: 'call', namespace: name, name: fn, args: this.args() };
    }
    if (this.is('(')) return { type: 'call', namespace: null, name, args: this.args() };
    return { type: 'variable', name };
  }

  // `math:fn(` is a namespaced call; `a ? b:c` (a ternary) must not be read as one.
  private isCallAhead(offset: number): boolean {
    const name = this.tokens[this.index + 1];
    const open = this.tokens[this.index + offset];
    return name?.kind === 'name' && open?.kind === 'op' && open.value === '(';
  }
}

const literal = (value: string | number | boolean | null): Node => ({ type: 'literal', value });

/** Parses an expression; throws an ExpressionError (400) saying where it went wrong. */
export function parseExpression(text: string): Node {
  if (text.length > MAX_EXPRESSION_LENGTH) {
    throw new ExpressionError(`longer than ${MAX_EXPRESSION_LENGTH} characters`);
  }
  if (!text.trim()) throw new ExpressionError('is empty');
  return new Parser(tokenize(text)).parse();
}
