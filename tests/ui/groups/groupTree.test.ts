import { describe, expect, it } from 'vitest';
import type { Group } from '@farol/model';
import { groupPath, parentChoices, subtreeOf } from '../../../src/ui/groups/groupTree';

const g = (id: number, groupId: number, name = `G${id}`): Group => ({
  id,
  groupId,
  name,
  attributes: {},
});
const groups = [g(1, 0), g(2, 1), g(3, 2), g(4, 0), g(5, 3)];

describe('groupTree', () => {
  it('a group and everything below it form its subtree', () => {
    expect([...subtreeOf(groups, 2)].sort()).toEqual([2, 3, 5]);
  });

  it('parents offered leave out the group and its descendants (no cycles)', () => {
    expect(parentChoices(groups, 2).map((group) => group.id)).toEqual([1, 4]);
    expect(parentChoices(groups, 0).map((group) => group.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('names a group by its path, and survives stored cycles', () => {
    const byId = new Map(groups.map((group) => [group.id, group]));
    expect(groupPath(byId, 5)).toBe('G1 › G2 › G3 › G5');
    const loop = new Map([
      [1, g(1, 2)],
      [2, g(2, 1)],
    ]);
    expect(groupPath(loop, 1)).toBe('G2 › G1');
  });
});
