import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DeviceInput, Id } from '@farol/model';
import type { AppContext } from '../context';
import { HttpError, StorageError } from '../errors';
import { deviceJson } from '../json';
import type { DeviceFields } from '../services/devices';
import { lazyDeletionOn, softDeletedFields } from '../services/lazyDeletion';
import { compareByName } from '../services/registry';
import type { DeviceRecord, UserRecord } from '../storage';
import { recordFor } from './audit';
import { requireUser } from './auth';
import { pageOf } from './listQuery';
import { DeviceListQuery, parseQuery } from './queries';
import { optionalDate, parseInput, pathId } from './validate';

/** Body of `PUT /api/devices/{id}/accumulators` (the path id is ignored, as in Traccar). */
const AccumulatorsInput = z.object({
  deviceId: Id.refine((id) => id > 0, 'deviceId is required'),
  totalDistance: z.number().nonnegative().optional(),
  hours: z.number().nonnegative().optional(),
});

/** Editable fields from a validated body, over the current values (or defaults when new). */
function fieldsOf(input: DeviceInput, current?: DeviceRecord): DeviceFields {
  const expiration = optionalDate('expirationTime', input.expirationTime);
  return {
    name: input.name,
    uniqueId: input.uniqueId,
    groupId: input.groupId ?? current?.groupId ?? 0,
    calendarId: input.calendarId ?? current?.calendarId ?? 0,
    phone: input.phone !== undefined ? input.phone : (current?.phone ?? null),
    model: input.model !== undefined ? input.model : (current?.model ?? null),
    contact: input.contact !== undefined ? input.contact : (current?.contact ?? null),
    category: input.category !== undefined ? input.category : (current?.category ?? null),
    disabled: input.disabled ?? current?.disabled ?? false,
    expirationTime: expiration !== undefined ? expiration : (current?.expirationTime ?? null),
    attributes: input.attributes ?? current?.attributes ?? {},
  };
}

/** Devices CRUD with Traccar's list parameters and permission rules (traccar-api.md §k). */
export function devicesRoutes(ctx: AppContext): FastifyPluginAsync {
  const { permissions, registry } = ctx;
  const present = (ids: number[]) =>
    ids.map((id) => registry.get(id)).filter((d): d is DeviceRecord => !!d);
  /**
   * The devices of `ids` that exist, in list order: a few sorted, many (a reseller's tree, say
   * 100,000) picked from the registry's list kept sorted, in one pass instead of a sort.
   */
  const ordered = (ids: number[]): DeviceRecord[] => {
    const all = registry.byName();
    if (ids.length * 16 < all.length) return present(ids).sort(compareByName);
    const wanted = new Set(ids);
    return all.filter((device) => wanted.has(device.id));
  };

  async function list(user: UserRecord, query: DeviceListQuery): Promise<DeviceRecord[]> {
    const { id: ids, uniqueId: uniqueIds } = query;
    if (ids.length || uniqueIds.length) {
      // Lookups only ever return devices the caller sees, administrators included.
      const own = new Set(await permissions.deviceIdsOf(user.id));
      const found = [...uniqueIds.map((u) => registry.byUnique(u)), ...present(ids)];
      return found.filter((device): device is DeviceRecord => !!device && own.has(device.id));
    }
    const linkedTo = query.deviceId;
    let devices: DeviceRecord[];
    if (linkedTo !== undefined) {
      await permissions.checkPermission(user, 'device', linkedTo);
      devices = ordered(await ctx.storage.links.propertiesOf('device', linkedTo, 'device'));
    } else if (query.all) {
      devices = user.administrator
        ? [...registry.byName()]
        : ordered(await permissions.deviceIdsOf(user.id));
    } else if (query.userId !== undefined) {
      const userId = query.userId;
      await permissions.checkUser(user, userId);
      // A named user's list holds what is linked to them directly (Traccar's excludeGroups).
      devices = ordered(await ctx.storage.links.propertiesOf('user', userId, 'device'));
    } else {
      devices = ordered(await permissions.deviceIdsOf(user.id));
    }
    return pageOf(devices, query, (device) => [
      device.name,
      device.uniqueId,
      device.phone,
      device.model,
      device.contact,
    ]);
  }

  /** A non-admin may only use groups and calendars they see; anyone only existing ones. */
  async function checkReferences(user: UserRecord, fields: DeviceFields, before?: DeviceRecord) {
    await permissions.checkReferences(user, fields, before);
    if (fields.groupId > 0 && !(await ctx.storage.groups.get(fields.groupId))) {
      throw new StorageError(`No group with id ${fields.groupId}`);
    }
    if (fields.calendarId > 0 && !(await ctx.storage.calendars.get(fields.calendarId))) {
      throw new StorageError(`No calendar with id ${fields.calendarId}`);
    }
  }

  return async (app) => {
    app.get('/api/devices', async (request) => {
      const user = await requireUser(ctx, request);
      permissions.checkAdvanced(user, 'device', 'read');
      return (await list(user, parseQuery(DeviceListQuery, request.query))).map(deviceJson);
    });

    app.get('/api/devices/:id', async (request) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      await permissions.checkPermission(user, 'device', id);
      permissions.checkAdvanced(user, 'device', 'read');
      const device = registry.get(id);
      if (!device) throw new HttpError(404);
      return deviceJson(device);
    });

    app.post('/api/devices', async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(DeviceInput, request.body);
      permissions.checkAdvanced(user, 'device', 'create');
      await permissions.checkEdit(user, 'device', true);
      const fields = fieldsOf(input);
      await checkReferences(user, fields);
      const device = await ctx.devices.create(fields, user.id);
      const json = deviceJson(device);
      await recordFor(ctx, request, {
        actionType: 'create',
        objectType: 'device',
        objectId: device.id,
        after: json,
      });
      return json;
    });

    app.put('/api/devices/:id', async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(DeviceInput, request.body);
      // Traccar reads the id from the body; the path id only fills in a body without one.
      const id = input.id || pathId(request.params);
      await permissions.checkPermission(user, 'device', id);
      permissions.checkAdvanced(user, 'device', 'edit');
      await permissions.checkEdit(user, 'device', false);
      const current = registry.get(id);
      if (!current) throw new HttpError(404);
      const fields = fieldsOf(input, current);
      await checkReferences(user, fields, current);
      const before = deviceJson(current);
      const json = deviceJson(await ctx.devices.update(id, fields));
      await recordFor(ctx, request, {
        actionType: 'edit',
        objectType: 'device',
        objectId: id,
        before,
        after: json,
      });
      return json;
    });

    app.put('/api/devices/:id/accumulators', async (request, reply) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(AccumulatorsInput, request.body);
      await permissions.checkPermission(user, 'device', input.deviceId);
      permissions.checkAdvanced(user, 'device', 'edit');
      await permissions.checkEdit(user, 'device', false);
      if (!registry.get(input.deviceId)) throw new HttpError(404);
      await ctx.devices.updateAccumulators(input.deviceId, input);
      await recordFor(ctx, request, {
        actionType: 'accumulators',
        objectType: 'device',
        objectId: input.deviceId,
        after: input,
      });
      return reply.code(204).send();
    });

    app.delete('/api/devices/:id', async (request, reply) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      await permissions.checkPermission(user, 'device', id);
      permissions.checkAdvanced(user, 'device', 'delete');
      await permissions.checkEdit(user, 'device', false);
      const device = registry.get(id);
      if (!device) throw new HttpError(404);
      const before = deviceJson(device);
      if (lazyDeletionOn(ctx.settings.current)) {
        // Tarkan's soft delete: the device, its links and history stay; its identifier goes.
        await ctx.devices.update(id, softDeletedFields(device, Date.now()));
      } else {
        await ctx.devices.remove(id);
      }
      await recordFor(ctx, request, {
        actionType: 'remove',
        objectType: 'device',
        objectId: id,
        before,
      });
      return reply.code(204).send();
    });
  };
}
