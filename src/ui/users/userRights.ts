import {
  advancedMaskOf,
  maskAllows,
  PERMISSION_BITS,
  rankOf,
  visibleMenus,
  type User,
} from '@farol/model';
import type { SessionView } from '../../worker/types';

/** What the signed-in user may do with accounts (SPEC §5, §6; the server checks the same). */
export interface UserRights {
  /** See the users list: the model's menus rule (administrators and managers). */
  list: boolean;
  create: boolean;
  edit: boolean;
  remove: boolean;
}

const NONE: UserRights = { list: false, create: false, edit: false, remove: false };

/**
 * The users list follows the menus rule (`visibleMenus`: administrators, and managers whose
 * `userLimit` is -1 or above 0, with the users bit 16 under the advanced mask); writes need an
 * account that is not read-only and, under the mask, create 17, edit 18 or delete 19.
 */
export function userRights(session: SessionView | null | undefined): UserRights {
  const viewer = session?.user;
  const server = session?.server;
  if (!viewer || !server) return NONE;
  const plus = session.edition?.plus ?? false;
  if (!visibleMenus({ user: viewer, server, plus }).has('users')) return NONE;
  if (viewer.administrator) return { list: true, create: true, edit: true, remove: true };
  const writes = !viewer.readonly && !server.readonly;
  const mask = advancedMaskOf(viewer, server, plus);
  const may = (bit: number) => writes && maskAllows(mask, PERMISSION_BITS.users, bit);
  return {
    list: true,
    create: may(PERMISSION_BITS.users + 1),
    edit: may(PERMISSION_BITS.users + 2),
    remove: may(PERMISSION_BITS.users + 3),
  };
}

/**
 * Whether `viewer` may log in as `target` (Traccar's `GET /api/session/{id}`): an
 * administrator as anyone else; a manager or reseller as an account of lower rank in their
 * tree (the server checks the tree).
 */
export function canLoginAs(
  viewer: User | null | undefined,
  target: { id: number; rank: number },
): boolean {
  if (!viewer || viewer.id === target.id) return false;
  if (viewer.administrator) return true;
  return rankOf(viewer) > 0 && target.rank < rankOf(viewer);
}
