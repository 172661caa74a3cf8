import {
  mdiAirplane,
  mdiAtv,
  mdiBicycle,
  mdiBus,
  mdiBusElectric,
  mdiCar,
  mdiCarPickup,
  mdiCrane,
  mdiFerry,
  mdiHelicopter,
  mdiMapMarker,
  mdiMotorbike,
  mdiNavigation,
  mdiPaw,
  mdiSailBoat,
  mdiScooter,
  mdiTractor,
  mdiTrain,
  mdiTram,
  mdiTruck,
  mdiTruckDelivery,
  mdiTruckTrailer,
  mdiVanUtility,
  mdiWalk,
} from '@mdi/js';
import { DEVICE_CATEGORIES, type DeviceCategory } from '@farol/model';

/** One 24×24 SVG path per device category (Material Design Icons). */
export const CATEGORY_ICON_PATHS: Record<DeviceCategory, string> = {
  default: mdiMapMarker,
  arrow: mdiNavigation,
  person: mdiWalk,
  animal: mdiPaw,
  bicycle: mdiBicycle,
  motorcycle: mdiMotorbike,
  scooter: mdiScooter,
  car: mdiCar,
  pickup: mdiCarPickup,
  van: mdiVanUtility,
  truck: mdiTruck,
  truck1: mdiTruckDelivery,
  truck2: mdiTruckTrailer,
  tractor: mdiTractor,
  boat: mdiSailBoat,
  ship: mdiFerry,
  bus: mdiBus,
  train: mdiTrain,
  trolleybus: mdiBusElectric,
  tram: mdiTram,
  crane: mdiCrane,
  plane: mdiAirplane,
  helicopter: mdiHelicopter,
  offroad: mdiAtv,
};

/** The category of a device, or 'default' for unknown or missing ones. */
export function categoryOf(value: string | null | undefined): DeviceCategory {
  return (DEVICE_CATEGORIES as readonly string[]).includes(value ?? '')
    ? (value as DeviceCategory)
    : 'default';
}
