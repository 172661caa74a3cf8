import { useMemo } from 'react';
import type { Group } from '@farol/model';
import { useEntities } from '../core/hooks';
import { EntityListPage } from '../lists/EntityListPage';
import type { ListColumn } from '../lists/listColumns';
import { groupPath } from './groupTree';

/** `/groups`: every group with its parent; a click edits it. */
export function GroupsPage() {
  const groups = useEntities('group');
  const columns = useMemo<ListColumn<Group>[]>(() => {
    const byId = new Map((groups?.items ?? []).map((group) => [group.id, group]));
    return [
      { id: 'name', header: 'groups.fields.name', value: (group) => group.name },
      {
        id: 'parent',
        header: 'groups.fields.parent',
        value: (group) => groupPath(byId, group.groupId) || null,
      },
    ];
  }, [groups?.items]);
  return (
    <EntityListPage
      kind="group"
      base="/groups"
      texts="groups"
      columns={columns}
      linkTargets={['geofence', 'notification', 'driver', 'computed', 'command', 'maintenance']}
    />
  );
}
