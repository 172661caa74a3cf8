import type { PositionHandler } from '../types';
import { distance } from './distance';
import { engineHours } from './engineHours';
import { filterDuplicate } from './filterDuplicate';
import { filterInvalid } from './filterInvalid';
import { motion } from './motion';

/**
 * The position pipeline, in order. Adding a stage (geofences, motion, overspeed, events…) is
 * one import and one entry here.
 */
export const POSITION_HANDLERS: readonly PositionHandler[] = [
  filterInvalid,
  filterDuplicate,
  distance,
  engineHours,
  motion,
];
