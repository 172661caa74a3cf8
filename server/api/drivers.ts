import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { QR_DRIVER } from '../services/qrDriverAccess';
import { crudRoutes } from './crud';
import { DriverInput } from './entityInputs';
import { driverJson } from './entityJson';

/**
 * `/api/drivers`: uniqueId trimmed and unique (a duplicate is Traccar's StorageException). A
 * driver with QR check-in (`tarkan.enableQrCode`) gets its access user (QrDriverAccess): checked
 * before the driver is written, made after, the password never stored on the driver.
 */
export function driversRoutes(ctx: AppContext): FastifyPluginAsync {
  const { qrDrivers } = ctx;
  return crudRoutes(ctx, {
    path: '/api/drivers',
    repository: ctx.storage.drivers,
    input: DriverInput,
    extended: true,
    fields: async (input: DriverInput, before) => ({
      name: input.name,
      uniqueId: input.uniqueId,
      attributes: await qrDrivers.access.prepare(input.attributes, before, input.uniqueId),
    }),
    json: driverJson,
    searchable: (driver) => [driver.name, driver.uniqueId],
    changed: async (driver, { caller, input }) => {
      if (input) await qrDrivers.access.saved(caller, driver, input.attributes[QR_DRIVER.password]);
    },
    deleted: (driver) => qrDrivers.access.deleted(driver),
  });
}
