/** Builds a core over fakes, with a recorder per topic. */
import { createCore } from '../../../src/worker/core';
import type { CoreDeps } from '../../../src/worker/deps';
import type { Topic, Topics } from '../../../src/worker/types';
import { fakeDeps } from './fakes';
import { fleetServer, type FleetServerOptions } from './fleetServer';

export function testCore(options: FleetServerOptions, overrides: Partial<CoreDeps> = {}) {
  const fakes = fakeDeps(fleetServer(options), overrides);
  const core = createCore(fakes.deps);
  /** Subscribes and collects every value of `topic`. */
  async function record<T extends Topic>(topic: T): Promise<Topics[T][]> {
    const values: Topics[T][] = [];
    await core.subscribe(topic, (value) => void values.push(value));
    return values;
  }
  return { core, record, ...fakes };
}
