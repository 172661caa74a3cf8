import type { UsersDirectory } from './state';
import { selectUsers, type UsersSelection } from './selectUsers';
import type { UsersQuery } from './types';
import { buildUserTree, type UserTree } from './userTree';

/**
 * The tree and a query's selection, each kept while its inputs stand still: the tree is
 * rebuilt when the accounts change, the selection when they or the query do, so a window
 * change costs only the rows it shows.
 */
export function createUsersSelector(collator: Intl.Collator) {
  let built: { directory: UsersDirectory; tree: UserTree } | null = null;
  let selected: { tree: UserTree; query: UsersQuery; selection: UsersSelection } | null = null;
  return (
    directory: UsersDirectory,
    query: UsersQuery,
    now: number,
  ): { tree: UserTree; selection: UsersSelection } => {
    if (
      built?.directory.byId !== directory.byId ||
      built.directory.managerOf !== directory.managerOf
    ) {
      built = { directory, tree: buildUserTree(directory.byId, directory.managerOf, collator) };
    }
    const { tree } = built;
    if (selected?.tree !== tree || selected.query !== query) {
      selected = {
        tree,
        query,
        selection: selectUsers({ tree, byId: directory.byId, query, now }),
      };
    }
    return { tree, selection: selected.selection };
  };
}
