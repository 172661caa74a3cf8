/** The audit domain's API (SPEC.md AU1). */
import { z } from 'zod';
import { AuditEntry } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { validationError } from '../transport/errors';
import { requestJson } from '../transport/rest';
import { auditChanges } from './changes';
import type { AuditApi, AuditQuery, AuditRow, AuditScope } from './types';

/** Entries per page; a full page means there may be older ones. */
export const AUDIT_PAGE = 500;

const Query = z.object({
  scope: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('server') }),
    z.object({ kind: z.literal('user'), id: z.number().int().positive() }),
    z.object({ kind: z.literal('device'), id: z.number().int().positive() }),
  ]),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  codes: z.array(z.number().int().min(100).max(999)).max(50).optional(),
  beforeId: z.number().int().positive().optional(),
});

const pathOf = (scope: AuditScope): string =>
  scope.kind === 'server' ? '/server/logs' : `/${scope.kind}s/${scope.id}/logs`;

function toRow(entry: AuditEntry): AuditRow {
  return {
    ...entry,
    at: Date.parse(entry.time),
    changes: auditChanges(entry.before, entry.after),
  };
}

async function auditLog(ctx: CoreContext, input: AuditQuery) {
  const parsed = Query.safeParse(input);
  if (!parsed.success) throw validationError('INVALID_QUERY', parsed.error.message);
  const { scope, from, to, codes, beforeId } = parsed.data;
  if (from && to && Date.parse(to) <= Date.parse(from)) {
    throw validationError('INVALID_PERIOD', 'The period must end after it starts');
  }
  const entries = await requestJson({
    http: ctx.http,
    base: 'tarkan',
    path: pathOf(scope),
    query: { from, to, code: codes, beforeId, limit: AUDIT_PAGE },
    schema: z.array(AuditEntry),
  });
  return { rows: entries.map(toRow), more: entries.length >= AUDIT_PAGE };
}

export function createAuditApi(ctx: CoreContext): AuditApi {
  return { auditLog: (query) => auditLog(ctx, query) };
}
