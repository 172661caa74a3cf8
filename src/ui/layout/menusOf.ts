import { openableScreens, visibleMenus, type MenuEntry, type MenuInput } from '@farol/model';
import type { SessionView } from '../../worker/types';

const NONE: ReadonlySet<MenuEntry> = new Set();

/** The model's inputs from the session: its user, server and edition (`licensemode`). */
function inputOf(session: SessionView | null | undefined): MenuInput | null {
  if (!session?.user || !session.server) return null;
  return { user: session.user, server: session.server, plus: session.edition?.plus ?? false };
}

/**
 * The menu entries the signed-in user sees: the model's `visibleMenus` (the one copy of the
 * rule, which the server's refusals follow) over the session's user, server and edition.
 */
export function menusOf(session: SessionView | null | undefined): ReadonlySet<MenuEntry> {
  const input = inputOf(session);
  return input ? visibleMenus(input) : NONE;
}

/** The screens the signed-in user may open (the route guard's rule): `openableScreens`. */
export function screensOf(session: SessionView | null | undefined): ReadonlySet<MenuEntry> {
  const input = inputOf(session);
  return input ? openableScreens(input) : NONE;
}
