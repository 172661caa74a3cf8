import http from 'node:http';
import type { VehicleReport } from './vehicle';

/** Result of one OsmAnd request. */
export interface SendResult {
  status: number;
  /** Round-trip time, ms. */
  latency: number;
}

/**
 * Sends OsmAnd query-string requests over keep-alive HTTP, as a phone or tracker would.
 */
export class OsmandSender {
  private readonly agent: http.Agent;
  private readonly base: URL;

  constructor(osmandUrl: string, maxSockets = 32) {
    this.base = new URL(osmandUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  /** Sends one report of device `uniqueId` taken at `time` (epoch ms). */
  send(uniqueId: string, time: number, report: VehicleReport): Promise<SendResult> {
    const params = new URLSearchParams({
      id: uniqueId,
      timestamp: String(Math.floor(time / 1000)),
      lat: String(report.latitude),
      lon: String(report.longitude),
      altitude: String(report.altitude),
      speed: String(report.speed),
      bearing: String(report.course),
      batt: String(report.batteryLevel),
      ignition: String(report.ignition),
      motion: String(report.motion),
      power: String(report.power),
    });
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          path: `/?${params}`,
          method: 'POST',
          agent: this.agent,
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, latency: performance.now() - started }),
          );
        },
      );
      request.setTimeout(30_000, () => request.destroy(new Error('OsmAnd request timed out')));
      request.on('error', reject);
      request.end();
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
