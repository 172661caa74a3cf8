import { SAO_PAULO_PLACES } from './places';
import { seededRandom } from './random';
import { demoFleetSpecs, type DemoVehicleSpec } from './catalog';
import { FleetDriver } from './driver';
import { OsmandSender } from './sender';
import { Vehicle } from './vehicle';
import { newDeviceFields, type DeviceService } from '../services/devices';
import type { LinkService } from '../services/links';
import type { DeviceRegistry } from '../services/registry';

/** Seconds between reports of a demo vehicle with the ignition on. */
export const DEMO_INTERVAL_S = 3;
const DEMO_PARKED_INTERVAL_S = 15;

export interface DemoFleetDeps {
  devices: DeviceService;
  links: LinkService;
  registry: DeviceRegistry;
  /** The administrator the demo devices are linked to (null: none yet). */
  ownerId: number | null;
  osmandUrl: string;
  count: number;
  seed?: number;
}

/** Builds `count` vehicles around São Paulo from a seed (one random stream per vehicle). */
export function buildVehicles(specs: DemoVehicleSpec[], seed: number): Vehicle[] {
  return specs.map((spec, index) => {
    const random = seededRandom(seed * 7919 + index + 1);
    return new Vehicle(spec.profile, random, SAO_PAULO_PLACES, random.pick(SAO_PAULO_PLACES));
  });
}

/**
 * The `npm start` demo: creates the missing `demo-0001`… devices linked to the first
 * administrator, then drives them through the real OsmAnd port every few seconds.
 */
export async function startDemoFleet(deps: DemoFleetDeps): Promise<{ stop(): Promise<void> }> {
  const seed = deps.seed ?? 1;
  const specs = demoFleetSpecs(deps.count, 'demo', seededRandom(seed));
  for (const spec of specs) {
    const existing = deps.registry.byUnique(spec.uniqueId);
    if (existing) {
      if (deps.ownerId === null) continue;
      await deps.links.add({
        ownerKind: 'user',
        ownerId: deps.ownerId,
        propertyKind: 'device',
        propertyId: existing.id,
      });
      continue;
    }
    await deps.devices.create(
      newDeviceFields({
        name: spec.name,
        uniqueId: spec.uniqueId,
        model: spec.model,
        category: spec.category,
        attributes: { plate: spec.plate },
      }),
      deps.ownerId,
    );
  }
  const sender = new OsmandSender(deps.osmandUrl, 8);
  const vehicles = buildVehicles(specs, seed);
  let failures = 0;
  const driver = new FleetDriver(
    specs.map((spec, index) => ({ uniqueId: spec.uniqueId, vehicle: vehicles[index]! })),
    {
      sender,
      interval: DEMO_INTERVAL_S,
      parkedInterval: DEMO_PARKED_INTERVAL_S,
      onResult: (result) => {
        const failed = result instanceof Error || result.status !== 200;
        // Report the first failure and then every 100th, so a broken setup is visible but quiet.
        if (failed && failures++ % 100 === 0) {
          console.warn(
            'Demo fleet: OsmAnd request failed:',
            result instanceof Error ? result.message : `HTTP ${result.status}`,
          );
        }
      },
    },
  );
  driver.start();
  return {
    async stop() {
      await driver.stop();
      sender.close();
    },
  };
}
