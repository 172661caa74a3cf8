import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { HttpError, StorageError } from '../errors';
import type { References } from '../services/permissions';
import { entityRepository, type UserRecord } from '../storage';
import type { EntityRepository } from '../storage/entityRepository';
import { recordFor } from './audit';
import { requireUser } from './auth';
import { listIds, pageOf } from './listQuery';
import { ExtendedListQuery, ListQuery, parseQuery } from './queries';
import { parseInput, pathId } from './validate';

/** What differs between Traccar's object resources (BaseObjectResource and its subclasses). */
export interface CrudSpec<R extends { id: number }, I extends { id?: number | undefined }> {
  path: string;
  repository: EntityRepository<R>;
  input: z.ZodType<I>;
  /** The record's fields from a validated body; may check more (parents, cycles…). */
  fields(input: I, before: R | null): Omit<R, 'id'> | Promise<Omit<R, 'id'>>;
  json(record: R): unknown;
  /** The text fields `keyword` searches. */
  searchable(record: R): (string | null)[];
  /** Takes `groupId` and `deviceId` list parameters (ExtendedObjectResource). */
  extended: boolean;
  /** Writes need an administrator (computed attributes). */
  adminWrites?: boolean;
  /**
   * Runs after a write, e.g. to refresh live access when a group moves; `write` says who wrote
   * it with which validated body (none for a delete).
   */
  changed?(record: R, write: { caller: UserRecord; input?: I }): Promise<void>;
  /**
   * The write places, moves or lifts a device's anchor: the mask's anchor bit governs it, not
   * the area's bits (companion-api.md §1.5). `input` is the body (none for a delete), `before`
   * the stored record (none for a create).
   */
  anchor?(input: I | undefined, before: R | null): boolean;
  /** Runs after a delete, before `changed`. */
  deleted?(record: R): void | Promise<void>;
}

const REFERENCES = { groupId: 'group', calendarId: 'calendar', commandId: 'command' } as const;

/** A reference to a missing object is refused, as Traccar's foreign keys refuse it. */
async function checkReferencesExist(ctx: AppContext, fields: References, before?: References) {
  for (const [field, kind] of Object.entries(REFERENCES)) {
    const id = fields[field as keyof References] ?? 0;
    if (id <= 0 || id === before?.[field as keyof References]) continue;
    const found = await entityRepository(ctx.storage, kind)?.get(id);
    if (!found) throw new StorageError(`No ${kind} with id ${id}`);
  }
}

/**
 * One resource's CRUD with Traccar's statuses (POST 200, PUT 200 by the body id, DELETE 204,
 * GET /{id} 404, but 400 `<Class> access denied` first for a foreign or missing id), list
 * parameters and permission checks. Each resource plugin (groups.ts…) is built from this.
 */
export function crudRoutes<R extends { id: number }, I extends { id?: number | undefined }>(
  ctx: AppContext,
  spec: CrudSpec<R, I>,
): FastifyPluginAsync {
  const { permissions } = ctx;
  const kind = spec.repository.kind;

  /** The checks of a write, in Traccar's order; returns the stored record (edit, delete). */
  async function checkWrite(
    user: UserRecord,
    action: 'create' | 'edit' | 'delete',
    input: I | undefined,
    id?: number,
  ): Promise<R | null> {
    if (spec.adminWrites) permissions.checkAdmin(user);
    if (id !== undefined) await permissions.checkPermission(user, kind, id);
    const before = id === undefined ? null : await spec.repository.get(id);
    if (id !== undefined && !before) throw new HttpError(404);
    if (spec.anchor?.(input, before)) permissions.checkAnchor(user);
    else permissions.checkAdvanced(user, kind, action);
    await permissions.checkEdit(user, kind, action === 'create');
    return before;
  }

  async function write(user: UserRecord, input: I, before: R | null): Promise<Omit<R, 'id'>> {
    const fields = await spec.fields(input, before);
    const references = fields as References;
    await permissions.checkReferences(user, references, (before ?? undefined) as References);
    await checkReferencesExist(ctx, references, (before ?? undefined) as References);
    return fields;
  }

  /** The audit entry's object: this kind and id, and the device an anchor belongs to. */
  const about = (record: R, json: unknown) => {
    const deviceId = Number((json as { attributes?: { deviceId?: unknown } }).attributes?.deviceId);
    return {
      objectType: kind,
      objectId: record.id,
      deviceId: kind === 'geofence' && deviceId > 0 ? deviceId : null,
    };
  };

  return async (app) => {
    app.get(spec.path, async (request) => {
      const user = await requireUser(ctx, request);
      permissions.checkAdvanced(user, kind, 'read');
      const list = parseQuery(spec.extended ? ExtendedListQuery : ListQuery, request.query);
      const ids = await listIds(ctx, user, kind, list);
      const records = await spec.repository.list(ids ?? undefined);
      return pageOf(records, list, spec.searchable).map(spec.json);
    });

    app.get(`${spec.path}/:id`, async (request) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      await permissions.checkPermission(user, kind, id);
      permissions.checkAdvanced(user, kind, 'read');
      const record = await spec.repository.get(id);
      if (!record) throw new HttpError(404);
      return spec.json(record);
    });

    app.post(spec.path, async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(spec.input, request.body);
      await checkWrite(user, 'create', input);
      const record = await spec.repository.insertOwned(await write(user, input, null), user.id);
      await spec.changed?.(record, { caller: user, input });
      const json = spec.json(record);
      await recordFor(ctx, request, { ...about(record, json), actionType: 'create', after: json });
      return json;
    });

    app.put(`${spec.path}/:id`, async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(spec.input, request.body);
      // Traccar reads the id from the body; the path id only fills in a body without one.
      const id = input.id || pathId(request.params);
      const before = (await checkWrite(user, 'edit', input, id))!;
      const record = { ...(await write(user, input, before)), id } as R;
      await spec.repository.update(record);
      await spec.changed?.(record, { caller: user, input });
      const json = spec.json(record);
      const was = spec.json(before);
      await recordFor(ctx, request, {
        ...about(record, json),
        actionType: 'edit',
        before: was,
        after: json,
      });
      return json;
    });

    app.delete(`${spec.path}/:id`, async (request, reply) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      const before = (await checkWrite(user, 'delete', undefined, id))!;
      await spec.repository.delete(id);
      await spec.deleted?.(before);
      await spec.changed?.(before, { caller: user });
      const was = spec.json(before);
      await recordFor(ctx, request, { ...about(before, was), actionType: 'remove', before: was });
      return reply.code(204).send();
    });
  };
}
