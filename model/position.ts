import { z } from 'zod';
import { Attributes, Id, NullableDate } from './common';

/** A position as Traccar serialises it (traccar-api.md §c). Speed in knots, course in degrees. */
export const Position = z.object({
  id: Id,
  attributes: Attributes.default({}),
  deviceId: Id,
  protocol: z.string().nullable().default(null),
  serverTime: NullableDate.default(null),
  deviceTime: NullableDate.default(null),
  fixTime: NullableDate.default(null),
  valid: z.boolean().default(true),
  latitude: z.number(),
  longitude: z.number(),
  altitude: z.number().default(0),
  speed: z.number().default(0),
  course: z.number().default(0),
  address: z.string().nullable().default(null),
  accuracy: z.number().default(0),
  network: z.unknown().nullable().default(null),
  geofenceIds: z.array(Id).nullable().default(null),
});
export type Position = z.infer<typeof Position>;
