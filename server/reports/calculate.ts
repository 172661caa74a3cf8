import { numberOf } from '../pipeline/attributes';
import type { DeviceRecord, PositionRecord } from '../storage';
import type { FuelFields } from './fuel';
import { baseItem, type StopItem, type TripItem } from './items';

/** Traccar's UnitsConverter: knots = m/s ÷ 0.514444. */
export const knotsFromMps = (mps: number): number => mps / 0.514444;

const has = (position: PositionRecord, key: string): boolean =>
  position.attributes[key] !== undefined && position.attributes[key] !== null;
const value = (position: PositionRecord, key: string): number =>
  numberOf(position.attributes[key], 0);

/** Whether the odometer is used: not ignored and non-zero at both ends (PositionUtil). */
function usesOdometer(first: PositionRecord, last: PositionRecord, ignoreOdometer: boolean) {
  return !ignoreOdometer && value(first, 'odometer') !== 0 && value(last, 'odometer') !== 0;
}

/** Metres between two positions: the odometer difference, else the totalDistance difference. */
export function distanceBetween(
  first: PositionRecord,
  last: PositionRecord,
  ignoreOdometer: boolean,
): number {
  const key = usesOdometer(first, last, ignoreOdometer) ? 'odometer' : 'totalDistance';
  return value(last, key) - value(first, key);
}

/** Start and end odometer of an item: the device's odometer when used, else totalDistance. */
export function odometers(first: PositionRecord, last: PositionRecord, ignoreOdometer: boolean) {
  const key = usesOdometer(first, last, ignoreOdometer) ? 'odometer' : 'totalDistance';
  return { startOdometer: value(first, key), endOdometer: value(last, key) };
}

/**
 * Litres spent between two positions: the `fuelUsed` difference, else the `fuel` drop, else the
 * `fuelLevel` drop (%) times the device's `fuelCapacity` attribute; else 0.
 */
export function spentFuel(first: PositionRecord, last: PositionRecord, device: DeviceRecord) {
  if (has(first, 'fuelUsed') && has(last, 'fuelUsed')) {
    return value(last, 'fuelUsed') - value(first, 'fuelUsed');
  }
  if (has(first, 'fuel') && has(last, 'fuel')) return value(first, 'fuel') - value(last, 'fuel');
  const capacity = device.attributes.fuelCapacity;
  if (has(first, 'fuelLevel') && has(last, 'fuelLevel') && capacity !== undefined) {
    return ((value(first, 'fuelLevel') - value(last, 'fuelLevel')) / 100) * numberOf(capacity, 0);
  }
  return 0;
}

/** The driver of an item: the first position's `driverUniqueId`, else the last one's. */
export function driverOf(first: PositionRecord, last: PositionRecord): string | null {
  for (const position of [first, last]) {
    if (has(position, 'driverUniqueId')) return String(position.attributes.driverUniqueId);
  }
  return null;
}

/** What the trip and stop calculations need beyond the two positions. */
export interface ItemContext {
  device: DeviceRecord;
  ignoreOdometer: boolean;
  /** A driver's name by uniqueId (null when unknown). */
  driverName(uniqueId: string): Promise<string | null>;
  /** The fuel estimate and cost of an item's distance and spent fuel. */
  fuel(item: { distance: number; spentFuel: number }): FuelFields;
  /** A place's address: stored, else geocoded on request. */
  address(position: PositionRecord): Promise<string | null>;
}

/** A trip from `start` to `end` (Traccar's calculateTrip); `maxSpeed` in knots, 0 in fast mode. */
export async function tripItem(
  start: PositionRecord,
  end: PositionRecord,
  maxSpeed: number,
  context: ItemContext,
): Promise<TripItem> {
  const { device, ignoreOdometer } = context;
  const duration = end.fixTime - start.fixTime;
  const distance = distanceBetween(start, end, ignoreOdometer);
  const driverUniqueId = driverOf(start, end);
  const spent = spentFuel(start, end, device);
  return {
    ...baseItem(device.id, device.name),
    distance,
    averageSpeed: duration > 0 ? knotsFromMps((distance * 1000) / duration) : 0,
    maxSpeed,
    spentFuel: spent,
    ...odometers(start, end, ignoreOdometer),
    startTime: start.fixTime,
    endTime: end.fixTime,
    startPositionId: start.id,
    endPositionId: end.id,
    startLat: start.latitude,
    startLon: start.longitude,
    endLat: end.latitude,
    endLon: end.longitude,
    startAddress: await context.address(start),
    endAddress: await context.address(end),
    duration,
    driverUniqueId,
    driverName: driverUniqueId === null ? null : await context.driverName(driverUniqueId),
    ...context.fuel({ distance, spentFuel: spent }),
  };
}

/** A stop from `start` to `end` (Traccar's calculateStop): where, how long, engine hours. */
export async function stopItem(
  start: PositionRecord,
  end: PositionRecord,
  context: ItemContext,
): Promise<StopItem> {
  const { device, ignoreOdometer } = context;
  return {
    ...baseItem(device.id, device.name),
    spentFuel: spentFuel(start, end, device),
    ...odometers(start, end, ignoreOdometer),
    startTime: start.fixTime,
    endTime: end.fixTime,
    positionId: start.id,
    latitude: start.latitude,
    longitude: start.longitude,
    address: await context.address(start),
    duration: end.fixTime - start.fixTime,
    engineHours:
      has(start, 'hours') && has(end, 'hours') ? value(end, 'hours') - value(start, 'hours') : 0,
  };
}
