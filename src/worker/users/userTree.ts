import type { User } from '@farol/model';

/** The accounts in tree order: each manager followed by its sub-accounts, by name. */
export interface UserTree {
  /** Ids in depth-first order; siblings by name (then e-mail, then id). */
  order: number[];
  /** Per position in `order`: its depth (0 at the top). */
  depth: number[];
  /** Per position in `order`: the position just past its last descendant. */
  end: number[];
  /** Each id's position in `order`. */
  position: ReadonlyMap<number, number>;
  /** The manager each account sits below (absent at the top). */
  parent: ReadonlyMap<number, number>;
  /** How many sub-accounts sit directly below each manager. */
  children: ReadonlyMap<number, number>;
}

/**
 * Builds the tree from who manages whom (`managerOf`). A manager that is not among the
 * accounts puts its account at the top; a cycle in the links is broken where the walk first
 * meets it, so every account shows exactly once.
 */
export function buildUserTree(
  byId: ReadonlyMap<number, User>,
  managerOf: ReadonlyMap<number, number>,
  collator: Intl.Collator,
): UserTree {
  const below = new Map<number, User[]>();
  const tops: User[] = [];
  for (const user of byId.values()) {
    const manager = managerOf.get(user.id);
    if (manager === undefined || manager === user.id || !byId.has(manager)) tops.push(user);
    else {
      const list = below.get(manager);
      if (list) list.push(user);
      else below.set(manager, [user]);
    }
  }
  const byName = (a: User, b: User) =>
    collator.compare(a.name, b.name) || collator.compare(a.email, b.email) || a.id - b.id;
  tops.sort(byName);
  for (const list of below.values()) list.sort(byName);

  const order: number[] = [];
  const depth: number[] = [];
  const end: number[] = [];
  const parent = new Map<number, number>();
  const children = new Map<number, number>();
  const seen = new Set<number>();

  const walk = (root: User) => {
    // Iterative depth-first walk; `open` holds the positions whose subtree is not closed yet.
    const stack: { user: User; depth: number; manager: number | null }[] = [
      { user: root, depth: 0, manager: null },
    ];
    const open: number[] = [];
    while (stack.length > 0) {
      const frame = stack.pop()!;
      const { user } = frame;
      while (open.length > 0 && depth[open.at(-1)!]! >= frame.depth)
        end[open.pop()!] = order.length;
      if (seen.has(user.id)) continue;
      seen.add(user.id);
      if (frame.manager !== null) {
        parent.set(user.id, frame.manager);
        children.set(frame.manager, (children.get(frame.manager) ?? 0) + 1);
      }
      const at = order.length;
      order.push(user.id);
      depth.push(frame.depth);
      end.push(at + 1);
      open.push(at);
      const subs = (below.get(user.id) ?? []).filter((sub) => !seen.has(sub.id));
      for (let i = subs.length - 1; i >= 0; i -= 1) {
        stack.push({ user: subs[i]!, depth: frame.depth + 1, manager: user.id });
      }
    }
    while (open.length > 0) end[open.pop()!] = order.length;
  };

  // Accounts only reachable through a cycle: the first by name of each cycle joins the top.
  const reached = new Set<number>();
  const reach = (from: User) => {
    const stack = [from];
    while (stack.length > 0) {
      const user = stack.pop()!;
      if (reached.has(user.id)) continue;
      reached.add(user.id);
      for (const sub of below.get(user.id) ?? []) stack.push(sub);
    }
  };
  for (const top of tops) reach(top);
  if (reached.size < byId.size) {
    const rest = [...byId.values()].filter((user) => !reached.has(user.id)).sort(byName);
    for (const user of rest) {
      if (reached.has(user.id)) continue;
      tops.push(user);
      reach(user);
    }
    tops.sort(byName);
  }
  for (const top of tops) walk(top);
  const position = new Map<number, number>();
  order.forEach((id, at) => position.set(id, at));
  return { order, depth, end, position, parent, children };
}
