import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { crudRoutes } from './crud';
import { DriverInput } from './entityInputs';
import { driverJson } from './entityJson';

/** `/api/drivers`: uniqueId trimmed and unique (a duplicate is Traccar's StorageException). */
export function driversRoutes(ctx: AppContext): FastifyPluginAsync {
  return crudRoutes(ctx, {
    path: '/api/drivers',
    repository: ctx.storage.drivers,
    input: DriverInput,
    extended: true,
    fields: (input: DriverInput) => ({
      name: input.name,
      uniqueId: input.uniqueId,
      attributes: input.attributes,
    }),
    json: driverJson,
    searchable: (driver) => [driver.name, driver.uniqueId],
  });
}
