import type { SendResult } from './sender';
import type { VehicleReport } from './vehicle';
import type { Vehicle } from './vehicle';

/** One vehicle the driver reports for. */
export interface DrivenVehicle {
  uniqueId: string;
  vehicle: Vehicle;
}

/** Sends one vehicle's report (over OsmAnd HTTP, or a device protocol's connection). */
export interface ReportSender {
  send(uniqueId: string, time: number, report: VehicleReport): Promise<SendResult>;
}

export interface DriverOptions {
  sender: ReportSender;
  /** Seconds between reports while the ignition is on. */
  interval: number;
  /** Seconds between reports while parked (trackers report less when the engine is off). */
  parkedInterval?: number;
  /** Requests in flight at most; vehicles due meanwhile wait for the next tick. */
  maxInFlight?: number;
  onResult?: (result: SendResult | Error) => void;
}

interface Slot extends DrivenVehicle {
  due: number;
  simulated: number;
}

const TICK_MS = 50;

/**
 * Drives vehicles in real time: each reports every `interval` seconds, first reports staggered
 * evenly over one interval so the load is smooth.
 */
export class FleetDriver {
  private readonly slots: Slot[];
  private timer: NodeJS.Timeout | null = null;
  private inFlight = new Set<Promise<void>>();

  constructor(
    vehicles: DrivenVehicle[],
    private readonly options: DriverOptions,
  ) {
    const now = Date.now();
    const spread = (options.interval * 1000) / Math.max(1, vehicles.length);
    this.slots = vehicles.map((vehicle, index) => ({
      ...vehicle,
      due: now + index * spread,
      simulated: now,
    }));
  }

  start(): void {
    if (!this.timer) this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  /** Stops sending and waits for requests in flight. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Where the next tick's scan starts: after the last vehicle served. */
  private cursor = 0;

  /**
   * Sends every vehicle that is due, scanning round-robin from where the last tick stopped:
   * when the server cannot keep up, every vehicle still gets its turn (a scan from the first
   * vehicle each tick would serve the same ones again and starve the rest).
   */
  private tick(): void {
    const now = Date.now();
    const max = this.options.maxInFlight ?? 256;
    const count = this.slots.length;
    for (let step = 0; step < count; step++) {
      if (this.inFlight.size >= max) return;
      const index = (this.cursor + step) % count;
      const slot = this.slots[index]!;
      if (slot.due > now) continue;
      this.report(slot, now);
      this.cursor = (index + 1) % count;
    }
  }

  private report(slot: Slot, now: number): void {
    slot.vehicle.advance((now - slot.simulated) / 1000);
    slot.simulated = now;
    const report = slot.vehicle.report();
    const seconds = report.ignition
      ? this.options.interval
      : (this.options.parkedInterval ?? this.options.interval);
    slot.due = now + seconds * 1000;
    const request = this.options.sender.send(slot.uniqueId, now, report).then(
      (result) => this.options.onResult?.(result),
      (error: unknown) =>
        this.options.onResult?.(error instanceof Error ? error : new Error(String(error))),
    );
    this.inFlight.add(request);
    void request.finally(() => this.inFlight.delete(request));
  }
}
