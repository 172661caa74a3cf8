import type { AppContext } from '../context';
import type { UserRecord } from '../storage';
import type { ListQuery } from './queries';

/**
 * The ids a list may show, or null for "every object" (an administrator's `all=true`):
 * by default what the caller sees; with `userId`, what is linked directly to that user (the
 * caller needs rights over them); narrowed to what is linked directly to `groupId`/`deviceId`.
 */
export async function listIds(
  ctx: AppContext,
  user: UserRecord,
  kind: string,
  list: ListQuery,
): Promise<number[] | null> {
  const { permissions, storage, visibility } = ctx;
  let ids: number[] | null;
  if (list.all) {
    ids = user.administrator ? null : await visibility.objectIdsOf(user.id, kind);
  } else if (list.userId !== undefined) {
    await permissions.checkUser(user, list.userId);
    ids = await storage.links.propertiesOf('user', list.userId, kind);
  } else {
    ids = await visibility.objectIdsOf(user.id, kind);
  }
  for (const [owner, ownerId] of [
    ['group', list.groupId],
    ['device', list.deviceId],
  ] as const) {
    if (ownerId === undefined) continue;
    await permissions.checkPermission(user, owner, ownerId);
    const linked = await storage.links.propertiesOf(owner, ownerId, kind);
    ids = ids === null ? linked : linked.filter((id) => ids!.includes(id));
  }
  return ids;
}

/** Applies keyword, offset, limit and excludeAttributes to a sorted list. */
export function pageOf<R>(
  records: R[],
  list: ListQuery,
  searchable: (record: R) => (string | null | undefined)[],
): R[] {
  let result = records;
  if (list.keyword) {
    const needle = list.keyword.toLowerCase();
    result = result.filter((record) =>
      searchable(record).some((field) => field?.toLowerCase().includes(needle)),
    );
  }
  result = result.slice(
    list.offset,
    list.limit === undefined ? undefined : list.offset + list.limit,
  );
  if (list.excludeAttributes) {
    result = result.map((record) =>
      record && typeof record === 'object' && 'attributes' in record
        ? { ...record, attributes: {} }
        : record,
    );
  }
  return result;
}
