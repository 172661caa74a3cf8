import { Server, User } from '@farol/model';
import type { UserRow, UsersView } from '../../../src/worker/types';

export const server = (attributes: Record<string, unknown> = {}) =>
  Server.parse({ id: 1, attributes });

export const account = (fields: Partial<User> & { id: number }) =>
  User.parse({ name: `Conta ${fields.id}`, email: `c${fields.id}@x.test`, ...fields });

export const admin = account({ id: 1, name: 'Admin', administrator: true, userLimit: -1 });

export function row(fields: Partial<UserRow> & { id: number; name: string }): UserRow {
  return {
    email: `${fields.name.toLowerCase().replace(/\W/g, '')}@x.test`,
    phone: null,
    role: 'user',
    rank: 0,
    depth: 0,
    parentId: null,
    children: 0,
    expanded: false,
    match: true,
    disabled: false,
    expired: false,
    expirationTime: null,
    deviceLimit: -1,
    userLimit: 0,
    overLimit: false,
    ...fields,
  };
}

export function usersView(rows: UserRow[], fields: Partial<UsersView> = {}): UsersView {
  return {
    state: 'ready',
    error: null,
    version: 1,
    total: rows.length,
    start: 0,
    rows,
    counts: { all: rows.length, disabled: 0, expired: 0, overLimit: 0 },
    query: { search: '', filter: 'all', collapsed: [] },
    ...fields,
  };
}
