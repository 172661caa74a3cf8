import type { PositionRecord } from '../storage';
import type { DetectedEvent, HandlerContext, PositionHandler } from './types';

/** Result of running the handlers over one position. */
export interface PipelineOutcome {
  /** The position with every handler's attributes merged in, or null when a handler dropped it. */
  position: PositionRecord | null;
  events: DetectedEvent[];
}

/** Runs the handlers in order; the first `drop` stops the run. */
export function runHandlers(
  handlers: readonly PositionHandler[],
  position: PositionRecord,
  last: PositionRecord | null,
  context: HandlerContext,
): PipelineOutcome {
  const events: DetectedEvent[] = [];
  let current = position;
  for (const handler of handlers) {
    const result = handler.handle(current, last, context);
    if (!result) continue;
    if (result.drop) return { position: null, events: [] };
    if (result.attributes)
      current = { ...current, attributes: { ...current.attributes, ...result.attributes } };
    if (result.events) events.push(...result.events);
  }
  return { position: current, events };
}
