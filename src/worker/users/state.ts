/** The users slice: the accounts, who manages whom, the tree's query and its visible window. */
import type { User } from '@farol/model';
import type { DomainEvent } from '../events';
import type { Slice } from '../kernel/slice';
import type { UsersQuery, UsersView } from './types';

export interface UsersDirectory {
  status: Pick<UsersView, 'state' | 'error'>;
  byId: ReadonlyMap<number, User>;
  /** userId → the manager it sits below in the tree. */
  managerOf: ReadonlyMap<number, number>;
}

export interface UsersWindow {
  start: number;
  count: number;
}

export interface UsersState {
  usersDirectory: UsersDirectory;
  usersQuery: UsersQuery;
  usersWindow: UsersWindow;
}

const EMPTY: UsersDirectory = {
  status: { state: 'idle', error: null },
  byId: new Map(),
  managerOf: new Map(),
};
export const DEFAULT_USERS_QUERY: UsersQuery = { search: '', filter: 'all', collapsed: [] };
/** Rows per emission are capped so one emission stays small. */
export const MAX_USER_ROWS = 1_000;

function withUser(directory: UsersDirectory, user: User, managerId: number | null) {
  const byId = new Map(directory.byId).set(user.id, user);
  let managerOf = directory.managerOf;
  if (managerId !== null && managerId !== user.id && !directory.byId.has(user.id)) {
    managerOf = new Map(managerOf).set(user.id, managerId);
  }
  return { ...directory, byId, managerOf };
}

/** The accounts: a load replaces them, saves and removals change them, sign-out empties them. */
export function reduceUsersDirectory(
  directory: UsersDirectory,
  event: DomainEvent,
): UsersDirectory {
  switch (event.type) {
    case 'users.loading':
      return directory.status.state === 'ready'
        ? directory
        : { ...directory, status: { state: 'loading', error: null } };
    case 'users.loaded':
      return {
        status: { state: 'ready', error: null },
        byId: new Map(event.payload.users.map((user) => [user.id, user])),
        managerOf: new Map(event.payload.managers),
      };
    case 'users.failed':
      return { ...directory, status: { state: 'failed', error: event.payload.error } };
    case 'user.stored':
      return withUser(directory, event.payload.user, event.payload.managerId);
    case 'user.updated':
      return directory.byId.has(event.payload.user.id)
        ? withUser(directory, event.payload.user, null)
        : directory;
    case 'users.changed': {
      const byId = new Map(directory.byId);
      for (const user of event.payload.users) byId.set(user.id, user);
      return { ...directory, byId };
    }
    case 'users.removed': {
      const gone = new Set(event.payload.ids);
      if (!event.payload.ids.some((id) => directory.byId.has(id))) return directory;
      const byId = new Map([...directory.byId].filter(([id]) => !gone.has(id)));
      // Sub-accounts of a removed manager move up to the top.
      const managerOf = new Map(
        [...directory.managerOf].filter(([id, manager]) => !gone.has(id) && !gone.has(manager)),
      );
      return { ...directory, byId, managerOf };
    }
    case 'session.cleared':
      return EMPTY;
    default:
      return directory;
  }
}

/** Search, filter and folded accounts; the folds are forgotten when the session ends. */
export function reduceUsersQuery(query: UsersQuery, event: DomainEvent): UsersQuery {
  switch (event.type) {
    case 'users.queried':
      return { ...query, ...event.payload.patch, collapsed: query.collapsed };
    case 'users.toggled': {
      const { id } = event.payload;
      const collapsed = query.collapsed.includes(id)
        ? query.collapsed.filter((other) => other !== id)
        : [...query.collapsed, id];
      return { ...query, collapsed };
    }
    case 'session.cleared':
      return query === DEFAULT_USERS_QUERY ? query : DEFAULT_USERS_QUERY;
    default:
      return query;
  }
}

export function reduceUsersWindow(window: UsersWindow, event: DomainEvent): UsersWindow {
  if (event.type !== 'users.windowed') return window;
  const start = Math.max(0, Math.floor(event.payload.start) || 0);
  const count = Math.min(MAX_USER_ROWS, Math.max(0, Math.floor(event.payload.count) || 0));
  return start === window.start && count === window.count ? window : { start, count };
}

export const usersSlice: Slice<UsersState> = {
  initial: {
    usersDirectory: EMPTY,
    usersQuery: DEFAULT_USERS_QUERY,
    usersWindow: { start: 0, count: 100 },
  },
  reducers: {
    usersDirectory: reduceUsersDirectory,
    usersQuery: reduceUsersQuery,
    usersWindow: reduceUsersWindow,
  },
};
