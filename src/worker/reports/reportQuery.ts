/** The query of a report call (traccar-api.md §e) from the user's request. */
import type { QueryValue } from '../transport/rest';
import type { ReportRequest } from './types';

export function reportQuery(request: ReportRequest): Record<string, QueryValue | undefined> {
  const types = request.eventTypes ?? [];
  return {
    deviceId: request.deviceIds,
    groupId: request.groupIds,
    from: request.from,
    to: request.to,
    daily: request.kind === 'summary' && request.daily ? true : undefined,
    type: request.kind === 'events' ? (types.length > 0 ? types : 'allEvents') : undefined,
  };
}
