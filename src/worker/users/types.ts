/** The users domain's surface: the tree of accounts the signed-in user manages. */
import type { User, UserRole } from '@farol/model';
import type { DeleteOutcome } from '../admin/types';
import type { CoreError } from '../transport/errors';

/** Which accounts the tree shows: all, or only those in one state. */
export type UsersFilter = 'all' | 'disabled' | 'expired' | 'overLimit';

/** Everything that shapes the users tree. */
export interface UsersQuery {
  search: string;
  filter: UsersFilter;
  /** Ids of the accounts whose sub-accounts are folded away (ignored while searching or filtering). */
  collapsed: readonly number[];
}

/** One row of the users tree. */
export interface UserRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: UserRole;
  /** Its rank (`rankOf`: administrator 3, reseller 2, manager 1, anyone else 0). */
  rank: number;
  /** 0 for a top account; each level below adds 1. */
  depth: number;
  /** The account that manages it in the tree, or null at the top. */
  parentId: number | null;
  /** Sub-accounts directly below it. */
  children: number;
  /** Whether its sub-accounts show (false when folded). */
  expanded: boolean;
  /** False for an account shown only as the way to a match (search, filters). */
  match: boolean;
  disabled: boolean;
  /** Its expiration time has passed. */
  expired: boolean;
  /** Epoch ms of its expiration, or null for never. */
  expirationTime: number | null;
  deviceLimit: number;
  userLimit: number;
  /** It manages at least as many accounts as its user limit allows (userLimit > 0). */
  overLimit: boolean;
}

export interface UsersCounts {
  all: number;
  disabled: number;
  expired: number;
  overLimit: number;
}

/** A window of the tree's visible rows: `rows[i]` is row `start + i` of `total`. */
export interface UsersView {
  /** `idle` until loaded, `failed` with `error` when the last load failed. */
  state: 'idle' | 'loading' | 'ready' | 'failed';
  error: CoreError | null;
  version: number;
  total: number;
  start: number;
  rows: UserRow[];
  counts: UsersCounts;
  query: UsersQuery;
}

/** The outcome of a bulk change: what changed, and why each other one did not. */
export interface UpdateOutcome {
  updated: number[];
  failed: { id: number; error: CoreError }[];
}

/** The users domain: load, shape and window the tree; save, delete and disable accounts. */
export interface UsersApi {
  /**
   * Reads `GET /api/users` and the accounts each manager manages (`?userId=`), and builds the
   * tree; a failure shows in the `users` topic, never as a rejection.
   */
  loadUsers(): Promise<void>;
  setUsersQuery(patch: Partial<Omit<UsersQuery, 'collapsed'>>): Promise<void>;
  /** Folds or unfolds the sub-accounts of `id`. */
  toggleUserNode(input: { id: number }): Promise<void>;
  /** The rows the tree shows (with overscan); the next `users` emission covers them. */
  setUsersWindow(input: { start: number; count: number }): Promise<void>;
  /** Ids of every row the current search and filter show, in tree order (select all). */
  visibleUserIds(): Promise<number[]>;
  /** The managers a new account can be put below, in tree order with their depth. */
  managerChoices(): Promise<{ id: number; name: string; depth: number }[]>;
  /** The stored account, or null when the signed-in user cannot see it. */
  userById(input: { id: number }): Promise<User | null>;
  /**
   * Creates (`id` 0) or updates an account; `password` only when set or changed; a new account
   * made under `managerId` is linked to that manager. Resolves with the server's copy.
   */
  saveUser(input: { user: User; password?: string; managerId?: number }): Promise<User>;
  /** Deletes accounts (at most 4 at a time); reports which failed and why. */
  deleteUsers(input: { ids: number[] }): Promise<DeleteOutcome>;
  /** Disables or enables accounts (at most 4 at a time). */
  setUsersDisabled(input: { ids: number[]; disabled: boolean }): Promise<UpdateOutcome>;
}

export interface UsersTopics {
  users: UsersView;
}
