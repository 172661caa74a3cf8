import type { Driver } from '@farol/model';
import type { DomainEvent } from './events';

/** The user's drivers by uniqueId (positions name the driver by `driverUniqueId`). */
export function reduceDrivers(
  drivers: ReadonlyMap<string, Driver>,
  event: DomainEvent,
): ReadonlyMap<string, Driver> {
  switch (event.type) {
    case 'drivers.loaded':
      return new Map(event.payload.drivers.map((driver) => [driver.uniqueId, driver]));
    case 'session.cleared':
      return drivers.size === 0 ? drivers : new Map();
    default:
      return drivers;
  }
}
