import { rankOf, userRole, type User } from '@farol/model';
import { isExpired, isOverLimit } from './selectUsers';
import type { UserRow } from './types';
import type { UserTree } from './userTree';

/** The row of the account at `at` in the tree. */
export function toUserRow(input: {
  user: User;
  tree: UserTree;
  at: number;
  match: boolean;
  folded: ReadonlySet<number>;
  now: number;
}): UserRow {
  const { user, tree, at } = input;
  const children = tree.children.get(user.id) ?? 0;
  const expiration = user.expirationTime === null ? NaN : Date.parse(user.expirationTime);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: userRole(user),
    rank: rankOf(user),
    depth: tree.depth[at]!,
    parentId: tree.parent.get(user.id) ?? null,
    children,
    expanded: children > 0 && !input.folded.has(user.id),
    match: input.match,
    disabled: user.disabled,
    expired: isExpired(user, input.now),
    expirationTime: Number.isFinite(expiration) ? expiration : null,
    deviceLimit: user.deviceLimit,
    userLimit: user.userLimit,
    overLimit: isOverLimit(user, children),
  };
}
