import { visibleMenus, type MenuEntry } from '@farol/model';
import type { SessionView } from '../../worker/types';

const NONE: ReadonlySet<MenuEntry> = new Set();

/**
 * The menu entries the signed-in user sees: the model's `visibleMenus` (the one copy of the
 * rule, which the server's refusals follow) over the session's user, server and edition.
 */
export function menusOf(session: SessionView | null | undefined): ReadonlySet<MenuEntry> {
  if (!session?.user || !session.server) return NONE;
  return visibleMenus({
    user: session.user,
    server: session.server,
    plus: session.edition?.plus ?? false,
  });
}
