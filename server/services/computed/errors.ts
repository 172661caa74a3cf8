import { IllegalArgumentError } from '../../errors';

/** A computed-attribute expression that cannot be parsed or evaluated (400). */
export class ExpressionError extends IllegalArgumentError {
  constructor(message: string) {
    super(`expression: ${message}`);
  }
}

/**
 * Names an expression may never use, as a variable, property or method: reaching them is how
 * sandboxes are escaped in JavaScript.
 */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'process',
  'global',
  'globalThis',
  'window',
  'require',
  'module',
  'import',
  'eval',
  'Function',
  'this',
  'new',
]);
