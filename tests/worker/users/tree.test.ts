import { describe, expect, it } from 'vitest';
import type { User } from '@farol/model';
import { DEFAULT_USERS_QUERY } from '../../../src/worker/users/state';
import { resolveManagers } from '../../../src/worker/users/resolveManagers';
import { selectUsers } from '../../../src/worker/users/selectUsers';
import { buildUserTree } from '../../../src/worker/users/userTree';
import { user } from '../support/fixtures';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const NOW = Date.UTC(2026, 0, 1);

function directory(users: User[], managers: [number, number][]) {
  const byId = new Map(users.map((u) => [u.id, u]));
  const managerOf = new Map(managers);
  return { byId, tree: buildUserTree(byId, managerOf, collator) };
}

const names = (d: ReturnType<typeof directory>, positions = d.tree.order.map((_, at) => at)) =>
  positions.map((at) => `${'  '.repeat(d.tree.depth[at]!)}${d.byId.get(d.tree.order[at]!)!.name}`);

const u = (id: number, name: string, fields: Partial<User> = {}) =>
  user({ id, name, email: `${name.toLowerCase()}@x.test`, ...fields });

describe('the users tree', () => {
  it('[US2] puts each account below its manager, siblings by name, accents aside', () => {
    const d = directory(
      [
        u(1, 'Zeca', { userLimit: -1 }),
        u(2, 'Ágata'),
        u(3, 'bruno'),
        u(4, 'Revenda', { userLimit: 10 }),
        u(5, 'Cliente 10'),
        u(6, 'Cliente 9'),
      ],
      [
        [2, 1],
        [3, 1],
        [5, 4],
        [6, 4],
      ],
    );
    expect(names(d)).toEqual([
      'Revenda',
      '  Cliente 9',
      '  Cliente 10',
      'Zeca',
      '  Ágata',
      '  bruno',
    ]);
    expect(d.tree.children.get(4)).toBe(2);
    expect(d.tree.parent.get(5)).toBe(4);
    // Each subtree ends just past its last descendant.
    expect(d.tree.end).toEqual([3, 2, 3, 6, 5, 6]);
  });

  it('[US2] breaks a cycle and keeps an account whose manager is not listed at the top', () => {
    const d = directory(
      [u(1, 'A', { userLimit: 1 }), u(2, 'B', { userLimit: 1 }), u(3, 'C')],
      [
        [1, 2],
        [2, 1],
        [3, 99],
      ],
    );
    expect(names(d)).toEqual(['A', '  B', 'C']);
    expect(d.tree.order).toHaveLength(3);
  });

  it('[US2] the deepest listing manager wins: a reseller’s customer handed to a sub-reseller', () => {
    // 10 (reseller) manages 20 (sub-reseller) and 30 (customer); 20 manages 30 too.
    const chosen = resolveManagers(
      new Map([
        [20, [10]],
        [30, [10, 20]],
      ]),
    );
    expect(chosen.get(30)).toBe(20);
    expect(resolveManagers(new Map([[30, [20, 10]]])).get(30)).toBe(20);
    expect(chosen.get(20)).toBe(10);
  });

  it('[US3] folds hide sub-accounts; a search shows matches with the way to them, folds aside', () => {
    const d = directory(
      [u(1, 'Revenda', { userLimit: 5 }), u(2, 'Sub', { userLimit: 5 }), u(3, 'José Cliente')],
      [
        [2, 1],
        [3, 2],
      ],
    );
    const folded = selectUsers({
      ...d,
      query: { ...DEFAULT_USERS_QUERY, collapsed: [2] },
      now: NOW,
    });
    expect(names(d, folded.positions)).toEqual(['Revenda', '  Sub']);

    const found = selectUsers({
      ...d,
      query: { search: 'jose', filter: 'all', collapsed: [1] },
      now: NOW,
    });
    expect(names(d, found.positions)).toEqual(['Revenda', '  Sub', '    José Cliente']);
    expect(found.matches).toEqual([false, false, true]);
    expect(found.counts.all).toBe(1);
  });

  it('[US3] filters disabled, expired and over-limit accounts; counts follow the search', () => {
    const d = directory(
      [
        u(1, 'Gerente', { userLimit: 2 }),
        u(2, 'Um'),
        u(3, 'Dois', { disabled: true }),
        u(4, 'Três', { expirationTime: '2025-12-31T00:00:00.000+00:00' }),
        u(5, 'Quatro', { expirationTime: '2026-02-01T00:00:00.000+00:00' }),
      ],
      [
        [2, 1],
        [3, 1],
      ],
    );
    const pick = (filter: 'disabled' | 'expired' | 'overLimit') =>
      names(
        d,
        selectUsers({ ...d, query: { search: '', filter, collapsed: [] }, now: NOW }).positions,
      );
    expect(pick('disabled')).toEqual(['Gerente', '  Dois']);
    expect(pick('expired')).toEqual(['Três']);
    expect(pick('overLimit')).toEqual(['Gerente']);
    const all = selectUsers({ ...d, query: DEFAULT_USERS_QUERY, now: NOW });
    expect(all.counts).toEqual({ all: 5, disabled: 1, expired: 1, overLimit: 1 });
    const searched = selectUsers({
      ...d,
      query: { search: 'tres', filter: 'all', collapsed: [] },
      now: NOW,
    });
    expect(searched.counts).toEqual({ all: 1, disabled: 0, expired: 1, overLimit: 0 });
  });
});
