import { z } from 'zod';
import { Attributes, Id, NullableDate } from './common';
import { DEVICE_STATUSES } from './constants';

/** A device as Traccar serialises it (traccar-api.md §c). */
export const Device = z.object({
  id: Id,
  attributes: Attributes.default({}),
  groupId: Id.default(0),
  calendarId: Id.default(0),
  name: z.string(),
  uniqueId: z.string(),
  status: z.enum(DEVICE_STATUSES).catch('offline'),
  lastUpdate: NullableDate.default(null),
  positionId: Id.default(0),
  phone: z.string().nullable().default(null),
  model: z.string().nullable().default(null),
  contact: z.string().nullable().default(null),
  category: z.string().nullable().default(null),
  disabled: z.boolean().default(false),
  expirationTime: NullableDate.default(null),
});
export type Device = z.infer<typeof Device>;

/** The body of POST/PUT /api/devices: name and uniqueId required (SPEC §5). */
export const DeviceInput = z.object({
  id: Id.optional(),
  name: z.string().trim().min(1, 'name is required'),
  uniqueId: z.string().trim().min(1, 'uniqueId is required').max(128),
  attributes: Attributes.optional(),
  groupId: Id.optional(),
  calendarId: Id.optional(),
  phone: z.string().nullable().optional(),
  model: z.string().nullable().optional(),
  contact: z.string().nullable().optional(),
  category: z.string().nullable().optional(),
  disabled: z.boolean().optional(),
  expirationTime: NullableDate.optional(),
});
export type DeviceInput = z.infer<typeof DeviceInput>;

/** A soft-deleted device has a uniqueId of three dash-separated parts starting with 'deleted'. */
export function isSoftDeleted(uniqueId: string): boolean {
  const parts = uniqueId.split('-');
  return parts.length === 3 && parts[0] === 'deleted';
}
