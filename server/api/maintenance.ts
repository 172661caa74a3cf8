import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { crudRoutes } from './crud';
import { MaintenanceInput } from './entityInputs';
import { maintenanceJson } from './entityJson';

/** `/api/maintenance`: schedules on a position attribute (`type`), from `start` every `period`. */
export function maintenanceRoutes(ctx: AppContext): FastifyPluginAsync {
  return crudRoutes(ctx, {
    path: '/api/maintenance',
    repository: ctx.storage.maintenances,
    input: MaintenanceInput,
    extended: true,
    fields: (input: MaintenanceInput) => ({
      name: input.name,
      type: input.type,
      start: input.start,
      period: input.period,
      attributes: input.attributes,
    }),
    json: maintenanceJson,
    searchable: (maintenance) => [maintenance.name, maintenance.type],
  });
}
