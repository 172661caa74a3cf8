/**
 * Seeds a benchmark fleet straight through the storage layer (creating 100,000 devices over
 * HTTP would take longer than the measurements): an administrator who owns every device, and
 * one user per fleet size who sees the first N of them.
 */
import { demoFleetSpecs, type DemoVehicleSpec } from '../../server/demo/catalog';
import { seededRandom } from '../../server/demo/random';
import { hashPassword } from '../../server/services/passwords';
import { newDeviceRecord } from '../../server/services/devices';
import { newUserRecord } from '../../server/services/users';
import { openStorage } from '../../server/storage';
import { BENCH_ADMIN } from './benchServer';

export interface SeededFleet {
  /** The administrator who owns every device. */
  adminId: number;
  specs: DemoVehicleSpec[];
  /** A user per fleet size: sees devices [0, size). */
  users: Map<number, { email: string; password: string }>;
}

export async function seedFleet(dataDir: string, sizes: readonly number[]): Promise<SeededFleet> {
  const largest = Math.max(...sizes);
  const { password } = BENCH_ADMIN;
  const storage = await openStorage({ dataDir });
  try {
    const hash = await hashPassword(password);
    const admin = await storage.users.insert(
      newUserRecord({ name: 'Bench Admin', email: BENCH_ADMIN.email, administrator: true }, hash),
    );
    const specs = demoFleetSpecs(largest, 'scale', seededRandom(11));
    const devices = await storage.devices.insertMany(
      specs.map((spec) =>
        newDeviceRecord({
          name: spec.name,
          uniqueId: spec.uniqueId,
          model: spec.model,
          category: spec.category,
          attributes: { plate: spec.plate },
        }),
      ),
      admin.id,
    );
    const idOf = new Map(devices.map((device) => [device.uniqueId, device.id]));
    const users = new Map<number, { email: string; password: string }>();
    for (const size of sizes) {
      const email = `fleet${size}@farol.test`;
      const user = await storage.users.insert(
        newUserRecord({ name: `Frota ${size}`, email }, hash),
      );
      await storage.links.bulk(
        specs.slice(0, size).map((spec) => ({
          ownerKind: 'user',
          ownerId: user.id,
          propertyKind: 'device',
          propertyId: idOf.get(spec.uniqueId)!,
        })),
        'add',
      );
      users.set(size, { email, password });
    }
    return { adminId: admin.id, specs, users };
  } finally {
    await storage.close();
  }
}
