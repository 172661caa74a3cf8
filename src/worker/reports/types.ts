/** The reports domain's surface: what the server's reports (`/api/reports/*`) answer. */
import type { TrackingEvent } from '@farol/model';

/** The reports domain. */
export interface ReportsApi {
  /** The device's events over the last `hours`, newest first (its detail panel, SPEC §2). */
  deviceEvents(input: { deviceId: number; hours: number }): Promise<TrackingEvent[]>;
}
