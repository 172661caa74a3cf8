/**
 * The latest report runs, newest first, at most `REPORT_LIST_LIMIT` (25, SPEC §9), kept in
 * IndexedDB per user so the chooser can offer them again (SPEC.md RP10). A run equal to an older one
 * replaces it.
 */
import { REPORT_LIST_LIMIT } from '@farol/model';
import type { CoreDeps } from '../deps';
import { STORAGE_KEYS } from '../kernel/storageKeys';
import type { RecentReport, ReportRequest } from './types';

const sameRequest = (a: ReportRequest, b: ReportRequest) => JSON.stringify(a) === JSON.stringify(b);

const keyOf = (userId: number) => `${STORAGE_KEYS.recentReports}.${userId}`;

/** The user's latest runs (another user's are never shown: the key carries the user id). */
export async function recentReports(
  deps: Pick<CoreDeps, 'store'>,
  userId: number,
): Promise<RecentReport[]> {
  const stored = await deps.store.get(keyOf(userId));
  return Array.isArray(stored) ? (stored as RecentReport[]).slice(0, REPORT_LIST_LIMIT) : [];
}

export async function rememberReport(
  deps: Pick<CoreDeps, 'store' | 'now'>,
  userId: number,
  request: ReportRequest,
): Promise<void> {
  const older = (await recentReports(deps, userId)).filter(
    (run) => !sameRequest(run.request, request),
  );
  const next = [{ at: deps.now(), request }, ...older].slice(0, REPORT_LIST_LIMIT);
  await deps.store.set(keyOf(userId), next);
}
