import { booleanOf, numberOf } from '../pipeline/attributes';
import type { EventRecord } from '../storage';

/** Traccar's event forwarding keys (`event.forward.*`), read from the configuration options. */
export interface ForwardSettings {
  url: string;
  headers: Record<string, string>;
  /** Attempts after the first; 0 without `event.forward.retry.enable`. */
  retries: number;
  /** The first retry's delay (ms); each next one doubles it. */
  delayMs: number;
  /** Events waiting beyond this many: the oldest is dropped. */
  limit: number;
}

/** Each POST gives up after this long (a slow receiver is retried, not waited for). */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The settings, or null when forwarding is off: it needs `event.forward.url`, and
 * `event.forward.enable` turns it off when false (Farol takes a URL as the wish to forward).
 * `event.forward.header` holds `Name: value` lines (newline- or semicolon-separated); retries
 * are on unless `event.forward.retry.enable` is false, `event.forward.retry.count` (10) of them,
 * from `event.forward.retry.delay` ms (100) doubling, at most `event.forward.retry.limit` (100)
 * events waiting.
 */
export function forwardSettings(options: Record<string, unknown>): ForwardSettings | null {
  const url = String(options['event.forward.url'] ?? '').trim();
  if (!url || !booleanOf(options['event.forward.enable'], true)) return null;
  const headers: Record<string, string> = {};
  for (const line of String(options['event.forward.header'] ?? '').split(/[\n;]/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  const retry = booleanOf(options['event.forward.retry.enable'], true);
  return {
    url,
    headers,
    retries: retry ? Math.max(0, numberOf(options['event.forward.retry.count'], 10)) : 0,
    delayMs: Math.max(0, numberOf(options['event.forward.retry.delay'], 100)),
    limit: Math.max(1, numberOf(options['event.forward.retry.limit'], 100)),
  };
}

/** Builds Traccar's forwarded JSON of an event: `{event, position, device, geofence, …}`. */
export type ForwardPayload = (event: EventRecord) => Promise<Record<string, unknown> | null>;

/**
 * Traccar's event forwarding (EventForwarderJson): every stored event is POSTed as JSON to
 * `event.forward.url`, one after another in the order they happened. `forward` only queues, so
 * the pipeline never waits for the receiver; a failed POST (an error, or a status ≥ 300) is
 * retried with doubling delays, then dropped with a log line.
 */
export class EventForwarder {
  private readonly queue: EventRecord[] = [];
  private running = false;
  private closed = false;

  constructor(
    private readonly settings: ForwardSettings,
    private readonly payload: ForwardPayload,
    private readonly wait: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms).unref()),
  ) {}

  forward(events: readonly EventRecord[]): void {
    if (this.closed) return;
    for (const event of events) {
      if (this.queue.length >= this.settings.limit) {
        const dropped = this.queue.shift()!;
        console.error(`Event forwarding: queue full, event ${dropped.id} dropped`);
      }
      this.queue.push(event);
    }
    if (!this.running) void this.drain();
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0 && !this.closed) {
        const event = this.queue.shift()!;
        await this.deliver(event);
      }
    } finally {
      this.running = false;
    }
  }

  private async deliver(event: EventRecord): Promise<void> {
    let body: string;
    try {
      const payload = await this.payload(event);
      if (!payload) return;
      body = JSON.stringify(payload);
    } catch (error) {
      console.error(`Event forwarding: event ${event.id} could not be read:`, error);
      return;
    }
    const { url, headers, retries, delayMs } = this.settings;
    for (let attempt = 0; attempt <= retries && !this.closed; attempt++) {
      if (attempt > 0) await this.wait(delayMs * 2 ** (attempt - 1));
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.status < 300) return;
      } catch {
        // Unreachable or too slow: retried like a refusal.
      }
    }
    if (!this.closed) console.error(`Event forwarding: event ${event.id} not delivered to ${url}`);
  }
}
