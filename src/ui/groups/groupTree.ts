import type { Group } from '@farol/model';

/** The ids of `groupId` and every group below it (a group cannot become its own descendant). */
export function subtreeOf(groups: readonly Group[], groupId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const group of groups) {
    children.set(group.groupId, [...(children.get(group.groupId) ?? []), group.id]);
  }
  const found = new Set<number>();
  const stack = [groupId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
}

/** The parents a group may take: none (0), or any group outside its own subtree (no cycles). */
export function parentChoices(groups: readonly Group[], groupId: number): Group[] {
  const excluded = groupId > 0 ? subtreeOf(groups, groupId) : new Set<number>();
  return groups.filter((group) => !excluded.has(group.id));
}

/** "Parent › Child" path of a group, for lists (cycles in stored data stop the walk). */
export function groupPath(byId: ReadonlyMap<number, Group>, groupId: number): string {
  const names: string[] = [];
  const seen = new Set<number>();
  for (let id = groupId; id > 0 && !seen.has(id); id = byId.get(id)?.groupId ?? 0) {
    seen.add(id);
    const group = byId.get(id);
    if (!group) break;
    names.unshift(group.name);
  }
  return names.join(' › ');
}
