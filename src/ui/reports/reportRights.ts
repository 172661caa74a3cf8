import { reportTypeAllowed, visibleMenus, type Server, type User } from '@farol/model';

/**
 * Whether the user may open reports (SPEC §6): the model's menu rule (`visibleMenus`), which
 * the server's refusals follow — never share users; not with Traccar's `disableReports` (user
 * or server); under advanced permissions only with the reports bit (72). `plus` is the edition
 * the server announced (`licensemode`); Farol's server always is the full edition.
 */
export function canSeeReports(
  user: User | null | undefined,
  server: Server | null | undefined,
  plus = true,
): boolean {
  if (!user || !server) return false;
  return visibleMenus({ user, server, plus }).has('reports');
}

/**
 * Whether the user may run report `kind`: the reports rule above and, under advanced
 * permissions, the report's own bit (route 73, stops 74, trips 75, events 76) — the server's
 * rule (@farol/model reportTypeAllowed), so no report is offered that the server refuses.
 */
export function canRunReport(
  user: User | null | undefined,
  server: Server | null | undefined,
  kind: string,
  plus = true,
): boolean {
  return canSeeReports(user, server, plus) && reportTypeAllowed(user!, server!, kind, plus);
}
