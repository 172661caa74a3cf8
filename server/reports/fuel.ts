import { numberOf } from '../pipeline/attributes';
import type { DeviceRecord } from '../storage';
import type { ReportRun } from './context';

/** The estimate and cost fields Farol adds to summary and trip items (SPEC §3). */
export interface FuelFields {
  /** Litres by the device's `litersx100km` over the item's distance; 0 without a rate. */
  estimatedFuel: number;
  /** Spent (else estimated) litres times `fuelPrice`; null without a price or litres. */
  fuelCost: number | null;
}

const positive = (value: unknown): number | null => {
  const number = numberOf(value, 0);
  return number > 0 ? number : null;
};

/**
 * Fuel consumption and cost of an item: the rate `litersx100km` is the device's (or its
 * groups', or the server's) attribute; the price `fuelPrice` the device's, else the reader's,
 * else the server's. Measured `spentFuel` wins over the estimate for the cost.
 */
export function fuelFields(
  run: ReportRun,
  device: DeviceRecord,
  item: { distance: number; spentFuel: number },
): FuelFields {
  const lookup = run.deps.lookupFor(device);
  const rate = positive(lookup('litersx100km'));
  const price =
    positive(device.attributes.fuelPrice) ??
    positive(run.userAttributes.fuelPrice) ??
    positive(run.deps.settings('fuelPrice'));
  const estimatedFuel = rate === null ? 0 : (Math.max(0, item.distance) / 100_000) * rate;
  const litres = item.spentFuel > 0 ? item.spentFuel : estimatedFuel;
  return {
    estimatedFuel,
    fuelCost: price === null || litres <= 0 ? null : litres * price,
  };
}
