import type { User } from '@farol/model';
import { normalizeText } from '../list/searchText';
import type { UserTree } from './userTree';
import type { UsersCounts, UsersQuery } from './types';

/** The rows a query shows: positions in the tree's order, and whether each is a match. */
export interface UsersSelection {
  positions: number[];
  /** Parallel to `positions`: false for an account shown only as the way to a match. */
  matches: boolean[];
  counts: UsersCounts;
}

const cache = new WeakMap<User, string>();

/** What the search looks in: name, e-mail, login and phone, normalised (case, accents). */
export function userSearchText(user: User): string {
  let text = cache.get(user);
  if (text === undefined) {
    text = normalizeText(`${user.name}\n${user.email}\n${user.login ?? ''}\n${user.phone ?? ''}`);
    cache.set(user, text);
  }
  return text;
}

export const isExpired = (user: User, now: number) =>
  user.expirationTime !== null && Date.parse(user.expirationTime) <= now;

/** A manager with at least as many sub-accounts as its user limit allows. */
export const isOverLimit = (user: User, children: number) =>
  user.userLimit > 0 && children >= user.userLimit;

/**
 * Without a search or filter: the tree, minus what folded accounts hide. With one: every
 * account that matches (each word of the search in its text, and the filter), and the
 * managers on the way to it, whatever is folded. Counts are per state over the accounts the
 * search matches, so each filter says what it would show.
 */
export function selectUsers(input: {
  tree: UserTree;
  byId: ReadonlyMap<number, User>;
  query: UsersQuery;
  now: number;
}): UsersSelection {
  const { tree, byId, query, now } = input;
  const words = normalizeText(query.search).split(/\s+/).filter(Boolean);
  const counts: UsersCounts = { all: 0, disabled: 0, expired: 0, overLimit: 0 };
  const size = tree.order.length;
  const matched = new Uint8Array(size);
  let any = false;
  for (let at = 0; at < size; at += 1) {
    const user = byId.get(tree.order[at]!)!;
    if (words.length > 0) {
      const text = userSearchText(user);
      if (!words.every((word) => text.includes(word))) continue;
    }
    const expired = isExpired(user, now);
    const over = isOverLimit(user, tree.children.get(user.id) ?? 0);
    counts.all += 1;
    if (user.disabled) counts.disabled += 1;
    if (expired) counts.expired += 1;
    if (over) counts.overLimit += 1;
    const passes =
      query.filter === 'all' ||
      (query.filter === 'disabled' && user.disabled) ||
      (query.filter === 'expired' && expired) ||
      (query.filter === 'overLimit' && over);
    if (passes) {
      matched[at] = 1;
      any = true;
    }
  }

  const positions: number[] = [];
  const matches: boolean[] = [];
  if (words.length === 0 && query.filter === 'all') {
    const folded = new Set(query.collapsed);
    for (let at = 0; at < size;) {
      positions.push(at);
      matches.push(true);
      at = folded.has(tree.order[at]!) ? tree.end[at]! : at + 1;
    }
    return { positions, matches, counts };
  }
  if (!any) return { positions, matches, counts };
  // An account shows when it matches or something below it does: walk back from each match
  // through its managers (each manager is marked once).
  const shown = new Uint8Array(size);
  for (let at = 0; at < size; at += 1) {
    if (!matched[at]) continue;
    shown[at] = 1;
    for (let id = tree.parent.get(tree.order[at]!); id !== undefined; id = tree.parent.get(id)) {
      const up = tree.position.get(id)!;
      if (shown[up]) break;
      shown[up] = 1;
    }
  }
  for (let at = 0; at < size; at += 1) {
    if (!shown[at]) continue;
    positions.push(at);
    matches.push(matched[at] === 1);
  }
  return { positions, matches, counts };
}
