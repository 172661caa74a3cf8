import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AUDIT_KEEP_DAYS,
  formatTraccarDate,
  type AuditEntry,
  type TraccarAction,
} from '@farol/model';
import type { AppContext } from '../context';
import { SecurityError } from '../errors';
import type { AuditQuery as StoredQuery, AuditRecord, UserRecord } from '../storage';
import { requireUser } from './auth';
import { AuditLogQuery, AuditQuery, parseQuery } from './queries';
import { pathId } from './validate';

/** Entries one page holds unless `limit` says fewer; never more than the maximum. */
const DEFAULT_PAGE = 500;
const MAX_PAGE = 5000;
const DAY_MS = 86_400_000;

export function auditEntryJson(entry: AuditRecord): AuditEntry {
  return { ...entry, time: formatTraccarDate(entry.time) };
}

/** Traccar's `Action` shape (`/api/audit`). */
function actionJson(entry: AuditRecord): TraccarAction {
  return {
    id: entry.id,
    actionTime: formatTraccarDate(entry.time),
    address: entry.address,
    userId: entry.userId ?? 0,
    actionType: entry.actionType,
    objectType: entry.objectType,
    objectId: entry.objectId,
    userEmail: entry.userEmail,
  };
}

/**
 * The audit log's views (companion-api.md §1.4): a user's entries (by them or about them), a
 * device's, and the server's — for administrators all of them, for a reseller only their
 * tree's (entries by or about themselves and the users below them). `GET /tarkan/clear/logs`
 * purges what is older than 30 days (administrators); `GET /api/audit?from&to` is Traccar's
 * (administrators). Each view reads after writing what is queued, so it shows the caller's
 * own last action. Filters: `from`, `to`, `code` (repeatable); pages: `limit`, `beforeId`.
 */
export function auditLogRoutes(ctx: AppContext): FastifyPluginAsync {
  const { permissions, audit, storage } = ctx;

  async function read(request: FastifyRequest, scope: Partial<StoredQuery>) {
    const query = parseQuery(AuditLogQuery, request.query);
    await audit.flush();
    const entries = await storage.auditLog.list({
      ...scope,
      from: query.from,
      to: query.to,
      codes: query.code,
      beforeId: query.beforeId,
      limit: Math.min(query.limit || DEFAULT_PAGE, MAX_PAGE),
    });
    return entries.map(auditEntryJson);
  }

  /** The users whose entries the caller may read: null for everyone (administrators). */
  async function treeOf(user: UserRecord): Promise<number[] | null> {
    permissions.checkReseller(user);
    if (user.administrator) return null;
    return [user.id, ...(await ctx.tree.below(user.id))];
  }

  return async (app) => {
    app.get('/tarkan/server/logs', async (request) => {
      const tree = await treeOf(await requireUser(ctx, request));
      return read(request, tree === null ? {} : { users: tree });
    });

    app.get('/tarkan/users/:id/logs', async (request) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      permissions.checkReseller(user);
      const inTree = user.administrator || id === user.id || (await ctx.tree.isBelow(user.id, id));
      if (!inTree) throw new SecurityError('User access denied');
      return read(request, { user: id });
    });

    app.get('/tarkan/devices/:id/logs', async (request) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      permissions.checkReseller(user);
      await permissions.checkPermission(user, 'device', id);
      return read(request, { deviceId: id });
    });

    app.get('/tarkan/clear/logs', async (request) => {
      permissions.checkAdmin(await requireUser(ctx, request));
      await audit.flush();
      return {
        deleted: await storage.auditLog.deleteBefore(Date.now() - AUDIT_KEEP_DAYS * DAY_MS),
      };
    });

    app.get('/api/audit', async (request) => {
      permissions.checkAdmin(await requireUser(ctx, request));
      const { from, to } = parseQuery(AuditQuery, request.query);
      await audit.flush();
      const entries = await storage.auditLog.list({ from, to, limit: 1_000_000 });
      return entries.reverse().map(actionJson);
    });
  };
}
