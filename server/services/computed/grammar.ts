/** The operator tables of the JEXL subset: precedence levels, word aliases, literals. */

/** Binary operators by precedence, loosest first; word forms are JEXL's aliases. */
export const LEVELS: readonly (readonly string[])[] = [
  ['||', 'or'],
  ['&&', 'and'],
  ['|'],
  ['^'],
  ['&'],
  ['==', '!=', '=~', '!~', '=^', '=$', '!^', '!$', 'eq', 'ne'],
  ['<', '<=', '>', '>=', 'lt', 'le', 'gt', 'ge'],
  ['<<', '>>', '>>>'],
  ['+', '-'],
  ['*', '/', '%', 'div', 'mod'],
];
export const ALIASES: Record<string, string> = {
  or: '||',
  and: '&&',
  eq: '==',
  ne: '!=',
  lt: '<',
  le: '<=',
  gt: '>',
  ge: '>=',
  div: '/',
  mod: '%',
  not: '!',
};
export const LITERALS: Record<string, boolean | null> = { true: true, false: false, null: null };
