import type { PositionHandler } from '../types';

/** Speed (knots) above which a position counts as moving: Traccar's event.motion.speedThreshold. */
export const MOTION_SPEED_THRESHOLD_KN = 0.01;

/**
 * `motion`: whether the device moves, as Traccar's MotionHandler. A value the device sent (for
 * example the Traccar Client's `is_moving`) wins; otherwise speed above the threshold.
 */
export const motion: PositionHandler = {
  name: 'motion',
  handle(position) {
    if (typeof position.attributes.motion === 'boolean') return null;
    return { attributes: { motion: position.speed > MOTION_SPEED_THRESHOLD_KN } };
  },
};
