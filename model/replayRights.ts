import { reportTypeAllowed } from './actionRights';
import {
  advancedMaskOf,
  isShareAccount,
  type RightsServer,
  type RightsUser,
} from './advancedRights';

/** Where the route player reads a user's history from, and which markers it may add. */
export interface ReplaySources {
  /**
   * `report`: `/api/reports/route` (reports on, and under the advanced mask 72 and 73);
   * `positions`: `GET /api/positions?deviceId&from&to`, which the server answers for any device
   * the user sees while reports are on, whatever the mask; null: neither (reports disabled for
   * the user or the server, share links, QR drivers).
   */
  route: 'report' | 'positions' | null;
  /** `/api/reports/stops` (72 and 74 under the mask). */
  stops: boolean;
  /** `/api/reports/events` (72 and 76 under the mask). */
  events: boolean;
}

/**
 * What the route player may read (SPEC §6), exactly as the server decides it: Traccar's
 * `disableReports` (user or server) closes every history call, including positions by period;
 * the advanced mask (companion-api.md §1.5) closes only the reports it names.
 */
export function replaySourcesOf(input: {
  user: RightsUser;
  server: RightsServer;
  plus: boolean;
}): ReplaySources {
  const { user, server, plus } = input;
  const reportsOn = user.administrator || !(user.disableReports || server.disableReports);
  if (!reportsOn || (isShareAccount(user) && !user.administrator)) {
    return { route: null, stops: false, events: false };
  }
  // QR drivers: the mask refuses everything it covers.
  if (advancedMaskOf(user, server, plus) === false) {
    return { route: null, stops: false, events: false };
  }
  const allows = (type: string) => reportTypeAllowed(user, server, type, plus);
  return {
    route: allows('route') ? 'report' : 'positions',
    stops: allows('stops'),
    events: allows('events'),
  };
}

/**
 * Whether a device's page shows its recent stops (SPEC §2, `tarkan.enableStops`, off unless
 * set true): the server's switch, and the stops report open to the user (as the player's).
 */
export function recentStopsAllowed(input: {
  user: RightsUser;
  server: RightsServer;
  plus: boolean;
}): boolean {
  return input.server.attributes['tarkan.enableStops'] === true && replaySourcesOf(input).stops;
}
