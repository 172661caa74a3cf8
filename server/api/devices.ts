import type { FastifyPluginAsync } from 'fastify';
import { DeviceInput } from '../../src/model';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { deviceJson } from '../json';
import type { DeviceFields } from '../services/devices';
import type { DeviceRecord, UserRecord } from '../storage';
import { requireUser } from './auth';
import {
  optionalDate,
  parseInput,
  pathId,
  queryFlag,
  queryId,
  queryIds,
  queryList,
} from './validate';

const byName = (a: DeviceRecord, b: DeviceRecord): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;

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

function matches(device: DeviceRecord, keyword: string): boolean {
  const needle = keyword.toLowerCase();
  return [device.name, device.uniqueId, device.phone, device.model, device.contact].some((field) =>
    field?.toLowerCase().includes(needle),
  );
}

/** Devices CRUD with Traccar's list parameters and permission rules (traccar-api.md §k). */
export function devicesRoutes(ctx: AppContext): FastifyPluginAsync {
  const { permissions, registry } = ctx;

  async function list(user: UserRecord, query: Record<string, unknown>): Promise<DeviceRecord[]> {
    const ids = queryIds('id', query.id);
    const uniqueIds = queryList(query.uniqueId);
    if (ids.length || uniqueIds.length) {
      // Lookups only ever return devices linked to the caller, administrators included.
      const own = new Set(await permissions.deviceIdsOf(user.id));
      const found = [
        ...uniqueIds.map((uniqueId) => registry.byUnique(uniqueId)),
        ...ids.map((id) => registry.get(id)),
      ];
      return found.filter((device): device is DeviceRecord => !!device && own.has(device.id));
    }
    let devices: DeviceRecord[];
    if (queryFlag(query.all) && user.administrator) {
      devices = [...registry.all()];
    } else {
      const userId = queryFlag(query.all) ? user.id : (queryId('userId', query.userId) ?? user.id);
      await permissions.checkUser(user, userId);
      const ids = await permissions.deviceIdsOf(userId);
      devices = ids.map((id) => registry.get(id)).filter((d): d is DeviceRecord => !!d);
    }
    const keyword = queryList(query.keyword)[0]?.trim();
    if (keyword) devices = devices.filter((device) => matches(device, keyword));
    return devices.sort(byName);
  }

  return async (app) => {
    app.get('/api/devices', async (request) => {
      const user = await requireUser(ctx, request);
      return (await list(user, request.query as Record<string, unknown>)).map(deviceJson);
    });

    app.get('/api/devices/:id', async (request) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      await permissions.checkPermission(user, 'device', id);
      const device = registry.get(id);
      if (!device) throw new HttpError(404);
      return deviceJson(device);
    });

    app.post('/api/devices', async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(DeviceInput, request.body);
      await permissions.checkEdit(user, 'device', true);
      const device = await ctx.devices.create(fieldsOf(input), user.id);
      return deviceJson(device);
    });

    app.put('/api/devices/:id', async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(DeviceInput, request.body);
      // Traccar reads the id from the body; the path id only fills in a body without one.
      const id = input.id ?? pathId(request.params);
      await permissions.checkPermission(user, 'device', id);
      await permissions.checkEdit(user, 'device', false);
      const current = registry.get(id);
      if (!current) throw new HttpError(404);
      return deviceJson(await ctx.devices.update(id, fieldsOf(input, current)));
    });

    app.delete('/api/devices/:id', async (request, reply) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      await permissions.checkPermission(user, 'device', id);
      await permissions.checkEdit(user, 'device', false);
      if (!registry.get(id)) throw new HttpError(404);
      await ctx.devices.remove(id);
      return reply.code(204).send();
    });
  };
}
