import type { Node } from './ast';
import { ExpressionError, FORBIDDEN_NAMES } from './errors';
import { callFunction, callMethod, toNumber } from './functions';

/** Values an expression sees: the position's fields and attributes, by name. */
export type ExpressionContext = Readonly<Record<string, unknown>>;

const isNull = (value: unknown): value is null | undefined => value === null || value === undefined;

/** JEXL truthiness: null, false, 0, NaN and "" are false. */
export function truthy(value: unknown): boolean {
  if (isNull(value) || value === false || value === '') return false;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  return true;
}

function looseEquals(left: unknown, right: unknown): boolean {
  if (isNull(left) || isNull(right)) return isNull(left) && isNull(right);
  if (typeof left === typeof right) return left === right;
  if (typeof left === 'boolean' || typeof right === 'boolean')
    return truthy(left) === truthy(right);
  const a = Number(left);
  const b = Number(right);
  if (!Number.isNaN(a) && !Number.isNaN(b)) return a === b;
  return String(left) === String(right);
}

function compare(op: string, left: unknown, right: unknown): boolean | null {
  if (isNull(left) || isNull(right)) return null;
  const numeric = typeof left !== 'string' || typeof right !== 'string';
  const a = numeric ? toNumber(left) : left;
  const b = numeric ? toNumber(right) : right;
  if (op === '<') return a < b;
  if (op === '<=') return a <= b;
  if (op === '>') return a > b;
  return a >= b;
}

function bitwise(op: string, left: unknown, right: unknown): number {
  const a = BigInt(Math.trunc(toNumber(left)));
  const b = BigInt(Math.trunc(toNumber(right)));
  const mask = 0xffffffffffffffffn;
  const result =
    op === '&'
      ? a & b
      : op === '|'
        ? a | b
        : op === '^'
          ? a ^ b
          : op === '<<'
            ? (a << b) & mask
            : op === '>>'
              ? a >> b
              : BigInt.asUintN(64, a) >> b;
  return Number(BigInt.asIntN(64, result));
}

function arithmetic(op: string, left: unknown, right: unknown): unknown {
  if (op === '+' && (typeof left === 'string' || typeof right === 'string')) {
    return `${isNull(left) ? '' : String(left)}${isNull(right) ? '' : String(right)}`;
  }
  // A missing input makes the result missing, so the attribute is simply not set.
  if (isNull(left) || isNull(right)) return null;
  const a = toNumber(left);
  const b = toNumber(right);
  if (op === '+') return a + b;
  if (op === '-') return a - b;
  if (op === '*') return a * b;
  if (b === 0) throw new ExpressionError('division by zero');
  return op === '/' ? a / b : a % b;
}

function matches(op: string, left: unknown, right: unknown): boolean {
  if (op === '=~' || op === '!~') {
    const found = Array.isArray(right)
      ? right.some((item) => looseEquals(left, item))
      : !isNull(left) && new RegExp(`^(?:${String(right)})$`).test(String(left));
    return op === '=~' ? found : !found;
  }
  const text = isNull(left) ? '' : String(left);
  const part = isNull(right) ? '' : String(right);
  if (op === '=^') return text.startsWith(part);
  if (op === '=$') return text.endsWith(part);
  if (op === '!^') return !text.startsWith(part);
  return !text.endsWith(part);
}

function member(object: unknown, key: unknown): unknown {
  if (isNull(object)) return null;
  const name = typeof key === 'number' ? key : String(key);
  if (typeof name === 'string' && FORBIDDEN_NAMES.has(name)) {
    throw new ExpressionError(`"${name}" is not allowed`);
  }
  if (typeof object === 'string' || Array.isArray(object)) {
    if (name === 'length') return object.length;
    return typeof name === 'number' ? (object[name] ?? null) : null;
  }
  // Only own data of plain objects (attribute maps): no prototype, no functions.
  if (typeof object === 'object' && Object.hasOwn(object, name)) {
    const value = (object as Record<string | number, unknown>)[name];
    return typeof value === 'function' ? null : value;
  }
  return null;
}

function binary(node: Extract<Node, { type: 'binary' }>, context: ExpressionContext): unknown {
  const { op } = node;
  const left = evaluate(node.left, context);
  if (op === '&&') return truthy(left) && truthy(evaluate(node.right, context));
  if (op === '||') return truthy(left) || truthy(evaluate(node.right, context));
  if (op === '?:') return truthy(left) ? left : evaluate(node.right, context);
  if (op === '??') return isNull(left) ? evaluate(node.right, context) : left;
  const right = evaluate(node.right, context);
  if (op === '==') return looseEquals(left, right);
  if (op === '!=') return !looseEquals(left, right);
  if (['<', '<=', '>', '>='].includes(op)) return compare(op, left, right);
  if (['=~', '!~', '=^', '=$', '!^', '!$'].includes(op)) return matches(op, left, right);
  if (['&', '|', '^', '<<', '>>', '>>>'].includes(op)) return bitwise(op, left, right);
  return arithmetic(op, left, right);
}

function unary(op: string, value: unknown): unknown {
  if (op === '!') return !truthy(value);
  if (isNull(value)) return null;
  if (op === '-') return -toNumber(value);
  if (op === '+') return toNumber(value);
  return bitwise('^', value, -1);
}

/** Evaluates a parsed expression against a context; never runs code outside this file's rules. */
export function evaluate(node: Node, context: ExpressionContext): unknown {
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'variable':
      return Object.hasOwn(context, node.name) ? (context[node.name] ?? null) : null;
    case 'array':
      return node.items.map((item) => evaluate(item, context));
    case 'unary':
      return unary(node.op, evaluate(node.operand, context));
    case 'binary':
      return binary(node, context);
    case 'conditional':
      return truthy(evaluate(node.test, context))
        ? evaluate(node.then, context)
        : evaluate(node.otherwise, context);
    case 'member':
      return member(evaluate(node.object, context), evaluate(node.property, context));
    case 'call':
      return callFunction(
        node.namespace,
        node.name,
        node.args.map((arg) => evaluate(arg, context)),
      );
    case 'method': {
      const self = evaluate(node.object, context);
      if (isNull(self) && node.optional) return null;
      return callMethod(
        self,
        node.name,
        node.args.map((arg) => evaluate(arg, context)),
      );
    }
  }
}
