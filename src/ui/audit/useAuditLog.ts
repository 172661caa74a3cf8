import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuditRow, AuditScope, CoreError } from '../../worker/types';
import { useCore } from '../core/CoreContext';
import { toCoreError } from '../reports/coreErrorOf';

/** How far back the log screen looks. */
export type AuditPeriod = 'day' | 'week' | 'month' | 'all';
export const AUDIT_PERIODS: AuditPeriod[] = ['day', 'week', 'month', 'all'];

const DAY_MS = 86_400_000;
const PERIOD_DAYS: Record<AuditPeriod, number | null> = { day: 1, week: 7, month: 30, all: null };

export interface AuditLogState {
  state: 'loading' | 'ready' | 'failed';
  error: CoreError | null;
  rows: AuditRow[];
  more: boolean;
  /** Appends the next (older) page. */
  loadMore(): void;
  retry(): void;
}

/**
 * The entries of one scope, period and action, page by page (the worker reads and shapes them,
 * `auditLog`); a new filter starts again from the newest, and an answer for an older filter
 * never lands.
 */
export function useAuditLog(filter: {
  scope: AuditScope;
  period: AuditPeriod;
  code: number | null;
}): AuditLogState {
  const core = useCore();
  const { scope, period, code } = filter;
  const scopeKey = scope.kind === 'server' ? 'server' : `${scope.kind}:${scope.id}`;
  const [result, setResult] = useState<Omit<AuditLogState, 'loadMore' | 'retry'>>({
    state: 'loading',
    error: null,
    rows: [],
    more: false,
  });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);

  const load = useCallback(
    async (beforeId: number | undefined, previous: AuditRow[]) => {
      const mine = ++generation.current;
      const days = PERIOD_DAYS[period];
      const from = days === null ? undefined : new Date(Date.now() - days * DAY_MS).toISOString();
      setResult((before) => ({ ...before, state: 'loading', error: null }));
      try {
        const page = await core.auditLog({
          scope,
          from,
          codes: code === null ? undefined : [code],
          beforeId,
        });
        if (mine !== generation.current) return;
        setResult({
          state: 'ready',
          error: null,
          rows: [...previous, ...page.rows],
          more: page.more,
        });
      } catch (cause) {
        if (mine !== generation.current) return;
        setResult({ state: 'failed', error: toCoreError(cause), rows: previous, more: false });
      }
    },
    // scopeKey stands for scope.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [core, scopeKey, period, code],
  );

  useEffect(() => {
    setResult({ state: 'loading', error: null, rows: [], more: false });
    void load(undefined, []);
  }, [load, attempt]);

  return {
    ...result,
    loadMore: () => {
      const last = result.rows.at(-1);
      if (last && result.more && result.state === 'ready') void load(last.id, result.rows);
    },
    retry: () => setAttempt((n) => n + 1),
  };
}
