import { z } from 'zod';
import { Attributes, Id, NullableDate } from './common';

/** An event as Traccar serialises it (traccar-api.md §c). */
export const TrackingEvent = z.object({
  id: Id,
  attributes: Attributes.default({}),
  deviceId: Id,
  type: z.string(),
  eventTime: NullableDate.default(null),
  positionId: Id.default(0),
  geofenceId: Id.default(0),
  maintenanceId: Id.default(0),
});
export type TrackingEvent = z.infer<typeof TrackingEvent>;
