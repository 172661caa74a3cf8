/** The syntax tree of a computed-attribute expression. */
export type Node =
  | { type: 'literal'; value: string | number | boolean | null }
  | { type: 'variable'; name: string }
  | { type: 'array'; items: Node[] }
  | { type: 'unary'; op: string; operand: Node }
  | { type: 'binary'; op: string; left: Node; right: Node }
  | { type: 'conditional'; test: Node; then: Node; otherwise: Node }
  | { type: 'member'; object: Node; property: Node; optional: boolean }
  | { type: 'call'; namespace: string | null; name: string; args: Node[] }
  | { type: 'method'; object: Node; name: string; args: Node[]; optional: boolean };
