import type { Attrs, DeviceRecord, Network, PositionRecord } from '../storage';

/** A position as a protocol decoder hands it over, before it has a device or an id. */
export interface IncomingPosition {
  protocol: string;
  deviceTime: number;
  fixTime: number;
  valid: boolean;
  latitude: number;
  longitude: number;
  altitude: number;
  speed: number;
  course: number;
  accuracy: number;
  network: Network | null;
  attributes: Attrs;
  /** True when the message carried no location: the last known one is reused. */
  outdated: boolean;
}

/** An event a handler detected (stored and notified by later pipeline stages). */
export interface DetectedEvent {
  type: string;
  attributes?: Attrs;
}

/** What a handler may say about a position. */
export interface HandlerResult {
  /** Drop the position: it is not stored nor pushed. */
  drop?: boolean;
  /** Attributes to merge into the position. */
  attributes?: Attrs;
  events?: DetectedEvent[];
}

export interface HandlerContext {
  device: DeviceRecord;
}

/**
 * One step of the position pipeline: a pure-ish function of the position, the device's last
 * position (newest by fixTime, or null) and context. It returns what changes; it mutates nothing.
 */
export interface PositionHandler {
  readonly name: string;
  handle(
    position: Readonly<PositionRecord>,
    last: Readonly<PositionRecord> | null,
    context: HandlerContext,
  ): HandlerResult | null;
}
