/** From socket messages to at most one devices and one positions fold per frame (SPEC.md B2). */
import type { Device, Position, TrackingEvent } from '@farol/model';
import { supersedes } from '../fleet/supersedes';
import type { FrameClock } from '../kernel/frameClock';
import { createCoalescer } from './coalescer';
import { parseSocketMessage } from './socketMessages';

export interface LiveFeedSink {
  devices(devices: Device[]): void;
  positions(positions: Position[]): void;
  events(events: TrackingEvent[]): void;
  /** Messages that were not JSON objects and items that failed validation. */
  rejected?(count: number): void;
}

export interface LiveFeed {
  /** Takes one raw socket message. */
  receive(text: string): void;
  /** Drops whatever is buffered (logout). */
  clear(): void;
}

/**
 * Buffers pushed devices and positions per device id and hands them over once per animation
 * frame: devices by arrival (the last one wins), positions by fix time then arrival. Events
 * are not coalesced: each one matters (toasts, sounds).
 */
export function createLiveFeed(input: { clock: FrameClock; sink: LiveFeedSink }): LiveFeed {
  const { clock, sink } = input;
  const devices = createCoalescer<Device>({ keyOf: (device) => device.id });
  const positions = createCoalescer<Position>({
    keyOf: (position) => position.deviceId,
    wins: (incoming, buffered) => supersedes(incoming, buffered),
  });
  let cancelFlush: (() => void) | null = null;

  const flush = () => {
    cancelFlush = null;
    if (devices.size > 0) sink.devices(devices.take());
    if (positions.size > 0) sink.positions(positions.take());
  };

  return {
    receive(text) {
      const message = parseSocketMessage(text);
      if (!message) {
        sink.rejected?.(1);
        return;
      }
      if (message.rejected > 0) sink.rejected?.(message.rejected);
      if (message.events.length > 0) sink.events(message.events);
      devices.add(message.devices);
      positions.add(message.positions);
      if (!cancelFlush && devices.size + positions.size > 0) {
        cancelFlush = clock.request('flush', flush);
      }
    },
    clear() {
      cancelFlush?.();
      cancelFlush = null;
      devices.take();
      positions.take();
    },
  };
}
