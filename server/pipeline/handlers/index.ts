import type { PositionHandler } from '../types';
import { geofenceAutomation } from './automation/geofenceAutomation';
import { qrCheckout } from './automation/qrCheckout';
import { qrDriver } from './automation/qrDriver';
import { qrLock } from './automation/qrLock';
import { computedEarly, computedLate } from './computedAttributes';
import { distance } from './distance';
import { engineHours } from './engineHours';
import { alarm } from './events/alarm';
import { commandResult } from './events/commandResult';
import { driver } from './events/driver';
import { fuel } from './events/fuel';
import { geofenceEvents } from './events/geofenceEvents';
import { ignition } from './events/ignition';
import { maintenance } from './events/maintenance';
import { motionEvents } from './events/motionEvents';
import { overspeed } from './events/overspeed';
import { filterDuplicate } from './filterDuplicate';
import { filterFuture } from './filterFuture';
import { filterInvalid } from './filterInvalid';
import { geofences } from './geofences';
import { motion } from './motion';

/**
 * The position pipeline, in order (Traccar's ProcessingHandler): first the handlers that shape
 * the position, then those that detect events on it (marked `latestOnly` where Traccar only
 * runs them on the newest position). The automation rules (`automation/`) ask for actions the
 * AutomationService carries out after the commit, and raise their alarms before `alarm` reads
 * them. Adding a stage is one import and one entry here.
 */
export const POSITION_HANDLERS: readonly PositionHandler[] = [
  filterInvalid,
  filterFuture,
  filterDuplicate,
  computedEarly,
  distance,
  engineHours,
  geofences,
  motion,
  qrDriver,
  computedLate,
  geofenceEvents,
  geofenceAutomation,
  overspeed,
  ignition,
  motionEvents,
  qrCheckout,
  qrLock,
  alarm,
  fuel,
  maintenance,
  driver,
  commandResult,
];
