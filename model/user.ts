import { z } from 'zod';
import { Attributes, Id, Int, NullableDate } from './common';
import { MIN_EMAIL_LENGTH, MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH } from './constants';

/** A user as Traccar serialises it; `password` is always null on the way out. */
export const User = z.object({
  id: Id,
  attributes: Attributes.default({}),
  name: z.string().default(''),
  login: z.string().nullable().default(null),
  email: z.string(),
  phone: z.string().nullable().default(null),
  readonly: z.boolean().default(false),
  administrator: z.boolean().default(false),
  map: z.string().nullable().default(null),
  latitude: z.number().default(0),
  longitude: z.number().default(0),
  zoom: Int.default(0),
  coordinateFormat: z.string().nullable().default(null),
  disabled: z.boolean().default(false),
  expirationTime: NullableDate.default(null),
  deviceLimit: Int.default(-1),
  userLimit: Int.default(0),
  deviceReadonly: z.boolean().default(false),
  limitCommands: z.boolean().default(false),
  disableReports: z.boolean().default(false),
  fixedEmail: z.boolean().default(false),
  poiLayer: z.string().nullable().default(null),
  totpKey: z.string().nullable().default(null),
  temporary: z.boolean().default(false),
  password: z.null().default(null),
});
export type User = z.infer<typeof User>;

const name = z
  .string()
  .trim()
  .min(MIN_NAME_LENGTH, `name must have at least ${MIN_NAME_LENGTH} characters`);
const email = z
  .string()
  .trim()
  .min(MIN_EMAIL_LENGTH, `email must have at least ${MIN_EMAIL_LENGTH} characters`);
const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `password must have at least ${MIN_PASSWORD_LENGTH} characters`);

/**
 * A one-time-code key (RFC 6238, base 32 as authenticator apps read it); spaces are dropped and
 * letters upper-cased; empty means none.
 */
export const TotpKey = z
  .string()
  .transform((text) => text.replace(/\s+/g, '').toUpperCase())
  .pipe(z.union([z.literal(''), z.string().regex(/^[A-Z2-7]{16,128}$/, 'expected a base-32 key')]))
  .transform((key) => key || null);

/** Fields a caller may write on a user; rank-changing fields are checked by the server's rules. */
const UserFields = z.object({
  attributes: Attributes.optional(),
  login: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  readonly: z.boolean().optional(),
  administrator: z.boolean().optional(),
  map: z.string().nullable().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  zoom: Int.optional(),
  coordinateFormat: z.string().nullable().optional(),
  disabled: z.boolean().optional(),
  expirationTime: NullableDate.optional(),
  deviceLimit: Int.min(-1).optional(),
  userLimit: Int.min(-1).optional(),
  deviceReadonly: z.boolean().optional(),
  limitCommands: z.boolean().optional(),
  disableReports: z.boolean().optional(),
  fixedEmail: z.boolean().optional(),
  poiLayer: z.string().nullable().optional(),
  totpKey: TotpKey.nullable().optional(),
  temporary: z.boolean().optional(),
});

/** Body of POST /api/users: name, e-mail and password required (SPEC §5). */
export const UserCreateInput = UserFields.extend({
  id: Id.optional(),
  name,
  email,
  password,
});
export type UserCreateInput = z.infer<typeof UserCreateInput>;

/** Body of PUT /api/users/{id}: the password is optional (kept when absent or empty). */
export const UserUpdateInput = UserFields.extend({
  id: Id,
  name,
  email,
  password: z.union([password, z.literal(''), z.null()]).optional(),
});
export type UserUpdateInput = z.infer<typeof UserUpdateInput>;
