import type { SendResult } from '../sender';
import type { VehicleReport } from '../vehicle';
import { DeviceLink } from './link';
import type { DeviceSpeaker } from './types';

/**
 * Reports for many simulated trackers of one protocol, each over its own TCP connection (as
 * real trackers keep one open): a report is done when the server's answer arrives.
 */
export class ProtocolSender {
  private readonly links = new Map<string, DeviceLink>();

  constructor(
    private readonly speaker: DeviceSpeaker,
    private readonly host: string,
    private readonly port: number,
  ) {}

  link(uniqueId: string): DeviceLink {
    let link = this.links.get(uniqueId);
    if (!link) {
      link = new DeviceLink(uniqueId, this.speaker, this.host, this.port);
      this.links.set(uniqueId, link);
    }
    return link;
  }

  async send(uniqueId: string, time: number, report: VehicleReport): Promise<SendResult> {
    const latency = await this.link(uniqueId).report(time, report);
    return { status: 200, latency };
  }

  close(): void {
    for (const link of this.links.values()) link.close();
    this.links.clear();
  }
}
