import {
  initialMotionState,
  processMotion,
  type MotionConfig,
  type MotionState,
} from '../pipeline/motion';
import type { PositionRecord } from '../storage';

/** Which of the two a report wants: periods in motion (trips) or at rest (stops). */
export type SegmentKind = 'trips' | 'stops';

/** A trip or stop: the positions it starts and ends at and its top speed (knots; 0 when fast). */
export interface Segment {
  start: PositionRecord;
  end: PositionRecord;
  maxSpeed: number;
}

/**
 * Traccar's slow trips-and-stops detection as a stream: positions go in one at a time (ascending
 * fixTime) through the live motion processor, starting from the first position's `motion`.
 * A deviceMoving event opens a trip and closes a stop, deviceStopped the reverse; `finish`
 * closes what is still open at the last position. Only the processor's window (the last
 * `minDuration` of positions) is kept, so any number of positions fits in little memory.
 * Invalid fixes are skipped, as the live motion handler skips them.
 */
export class SegmentDetector {
  private state: MotionState<PositionRecord> | null = null;
  private previous: PositionRecord | null = null;
  private start: PositionRecord | null = null;
  /** Top speed since the last event, as Traccar keeps it (reset at every event). */
  private maxSpeed = 0;
  private readonly found: Segment[] = [];

  constructor(
    private readonly kind: SegmentKind,
    private readonly config: MotionConfig,
  ) {}

  push(position: PositionRecord): void {
    if (!position.valid) return;
    this.maxSpeed = Math.max(this.maxSpeed, position.speed);
    if (!this.state) {
      this.state = initialMotionState(position, this.config);
      if ((position.attributes.motion === true) === (this.kind === 'trips')) this.start = position;
      this.previous = position;
      return;
    }
    const { state, events } = processMotion(this.state, position, this.previous, this.config);
    this.state = state;
    this.previous = position;
    if (events.length === 0) return;
    const maxSpeed = this.maxSpeed;
    this.maxSpeed = 0;
    for (const event of events) {
      const opens = (event.type === 'deviceMoving') === (this.kind === 'trips');
      if (opens) {
        this.start = event.position;
      } else if (this.start) {
        this.found.push({ start: this.start, end: event.position, maxSpeed });
        this.start = null;
      }
    }
  }

  /** The segments found; an open one closes at the last position. */
  finish(): Segment[] {
    if (this.start && this.previous) {
      this.found.push({ start: this.start, end: this.previous, maxSpeed: this.maxSpeed });
      this.start = null;
    }
    return this.found;
  }
}

/** Replays chunks of positions through a detector (the slow path). */
export async function slowSegments(
  chunks: AsyncIterable<PositionRecord[]>,
  kind: SegmentKind,
  config: MotionConfig,
): Promise<Segment[]> {
  const detector = new SegmentDetector(kind, config);
  for await (const chunk of chunks) for (const position of chunk) detector.push(position);
  return detector.finish();
}

/** What the fast path reads: the stored motion events and a few positions. */
export interface FastSource {
  /** The first (or last) position of the period. */
  edge(last: boolean): Promise<PositionRecord | null>;
  /** The stored deviceMoving/deviceStopped events of the period, by time. */
  motionEvents(): Promise<{ type: string; positionId: number }[]>;
  /** Positions by id. */
  positions(ids: number[]): Promise<Map<number, PositionRecord>>;
}

/**
 * Traccar's fast path for long periods: nothing is replayed. The stored motion events (written
 * live by the same processor) are paired, starting from the first position's `motion`, and an
 * open segment closes at the period's last position. Top speeds are not known (0).
 */
export async function fastSegments(source: FastSource, kind: SegmentKind): Promise<Segment[]> {
  const events = await source.motionEvents();
  const first = await source.edge(false);
  if (!first) return [];
  const positions = await source.positions(events.map((event) => event.positionId));
  const trips = kind === 'trips';
  let start: PositionRecord | null = (first.attributes.motion === true) === trips ? first : null;
  const found: Segment[] = [];
  for (const event of events) {
    const position = positions.get(event.positionId) ?? null;
    if ((event.type === 'deviceMoving') === trips) {
      start = position;
    } else if (start) {
      if (position) found.push({ start, end: position, maxSpeed: 0 });
      start = null;
    }
  }
  if (start) {
    const last = await source.edge(true);
    if (last) found.push({ start, end: last, maxSpeed: 0 });
  }
  return found;
}
