import { z } from 'zod';
import { Id, IsoDate, parseZonedDate } from './common';

/**
 * A share link (companion API `/tarkan/shares`): a temporary, read-only user that sees one
 * device (or, made through Traccar's `POST /api/share/group`, one group) until
 * `expirationTime`. `id` is that user's id; `token` signs a visitor in as it
 * (`/share/{token}` → `GET /api/session?token=`).
 */
export const Share = z.object({
  id: Id.positive(),
  /** The shared device; 0 when the share is of a group. */
  deviceId: Id,
  /** The shared group; 0 (or absent) when the share is of a device. */
  groupId: Id.optional(),
  /** The share user's login, `share-<ownerId>-<timestamp>`. */
  name: z.string(),
  expirationTime: IsoDate,
  limitCommands: z.boolean(),
  /**
   * "Allow block": the visitor may stop and resume the engine, even with `limitCommands`
   * (stored as the share user's `tarkan.advancedPerms` bits 8–11). Absent from Tarkan: false.
   */
  allowBlock: z.boolean().default(false),
  token: z.string(),
  /** The owner's user id (the share user's `isShared` attribute). */
  ownerId: Id.positive(),
});
export type Share = z.infer<typeof Share>;

/** An ISO-8601 date that names its zone or offset, as Traccar's date parameters require. */
const ZonedDate = z
  .string({ error: 'expected an ISO date with a zone, e.g. 2024-01-01T00:00:00Z' })
  .trim()
  .refine(
    (text) => parseZonedDate(text) !== null,
    'expected an ISO date with a zone, e.g. 2024-01-01T00:00:00Z',
  );

/**
 * What a share's write may say of its rights: `limitCommands`, and "allow block" either as
 * `allowBlock` or, as Tarkan's edit-share dialog sends it, as the mask in
 * `attributes['tarkan.advancedPerms']` (only its lock and unlock bits are read).
 */
const ShareRights = {
  limitCommands: z.boolean().optional(),
  allowBlock: z.boolean().optional(),
  attributes: z
    .object({
      'tarkan.advancedPerms': z
        .string()
        .regex(/^[0-9a-f]{32}$/i, 'tarkan.advancedPerms: expected 32 hex digits')
        .optional(),
    })
    .optional(),
};

/** Body of POST /tarkan/shares. The server also requires the date to be in the future. */
export const ShareCreateInput = z.object({
  deviceId: z
    .number({ error: 'a device id is required' })
    .int('must be a whole number')
    .positive('a device id is required'),
  expirationTime: ZonedDate,
  ...ShareRights,
});
export type ShareCreateInput = z.infer<typeof ShareCreateInput>;

/** Body of PUT /tarkan/shares/{id}: a new expiry, and optionally the rights above. */
export const ShareUpdateInput = z.object({
  expirationTime: ZonedDate,
  ...ShareRights,
});
export type ShareUpdateInput = z.infer<typeof ShareUpdateInput>;
