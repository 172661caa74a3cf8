import { motionConfig, processMotion } from '../../motion';
import type { DetectedEvent, PositionHandler } from '../../types';

/**
 * deviceMoving / deviceStopped through the motion processor the reports replay (new logic by
 * default, old with `report.trip.newLogic=false`). Invalid fixes are ignored, as Traccar does
 * unless told to process them.
 */
export const motionEvents: PositionHandler = {
  name: 'motionEvents',
  latestOnly: true,
  handle(position, last, { env }) {
    if (!position.valid) return null;
    const config = motionConfig(env.lookup);
    const { state, events } = processMotion(env.state.motion, position, last, config);
    const detected: DetectedEvent[] = events.map((event) =>
      event.position === position ? { type: event.type } : event,
    );
    return { state: { motion: state }, events: detected };
  },
};
