import type { VehicleReport } from '../vehicle';

/**
 * A simulated tracker's side of a protocol: the frames a real device of that protocol sends,
 * and what it makes of the server's bytes. Used by `npm run simulate -- --protocol <name>`, the
 * protocol tests and the benchmarks.
 */
export interface DeviceSpeaker {
  protocol: string;
  /** The first frame on a new connection (a login), or null when the protocol has none. */
  login(uniqueId: string, serial: number): Buffer | null;
  /** A location report taken at `time` (ms). */
  report(uniqueId: string, time: number, report: VehicleReport, serial: number): Buffer;
  /** A keep-alive frame, which names the device. */
  heartbeat(uniqueId: string, serial: number): Buffer;
  /** False when the server answers no keep-alive (Suntech); answered otherwise. */
  heartbeatAnswered?: boolean;
  /** Whether the server answers every report (so a report is done when its answer arrives). */
  acked: boolean;
  /**
   * What the device makes of bytes from the server: how many answers to its own frames they
   * hold, and the answers it sends back to commands among them.
   */
  receive(uniqueId: string, data: Buffer, serial: number): { acks: number; replies: Buffer[] };
}
