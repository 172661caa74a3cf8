import type { Viewport } from '../types';
import type { DomainEvent } from './events';

/** The map's visible area, as the UI last reported it; null before the map exists. */
export function reduceViewport(viewport: Viewport | null, event: DomainEvent): Viewport | null {
  return event.type === 'viewport.changed' ? event.payload : viewport;
}
