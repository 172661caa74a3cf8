import { z } from 'zod';
import { Int } from './common';

/**
 * The reseller fields of a user (SPEC §3, companion-api.md §1.6), kept as user attributes so
 * an operator's Tarkan data carries over. They are rights, not preferences: only an
 * administrator, or a reseller over their own tree, sets them (never on oneself).
 * Tarkan's mask bits 104/105 (reseller / may create sub-resellers) were hidden in its interface
 * and never enforced; Farol reads these attributes instead, so reseller standing holds whether
 * or not advanced permissions are on.
 */
export const RESELLER_ATTRIBUTES = {
  /** The user is a reseller: they see and manage their whole tree (users they created, recursively). */
  reseller: 'tarkan.reseller',
  /** The reseller may create resellers under them (sub-resellers). */
  subReseller: 'tarkan.subReseller',
  /** The domain their customers use; their white-label theme is stored for it. */
  domain: 'tarkan.domainReseller',
  /** How many resellers they may create under them; -1 unlimited. */
  limit: 'tarkan.limitReseller',
} as const;

/** A host name as the browser sends it in `Host` (lower case, optional port). */
export const DomainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}(:\d{1,5})?$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/,
    'expected a domain name such as rastreio.example.com',
  );

/** A flag as Tarkan may have stored it: a boolean, or its text. */
const Flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')]);
/** A limit (-1: none), or its text. */
const Limit = z.union([
  Int.min(-1),
  z
    .string()
    .regex(/^-?\d+$/, 'expected a whole number')
    .transform(Number)
    .pipe(Int.min(-1)),
]);

/** The reseller attributes as written (every key optional), typed: flags, a domain, a limit. */
export const ResellerAttributes = z.object({
  [RESELLER_ATTRIBUTES.reseller]: Flag.optional(),
  [RESELLER_ATTRIBUTES.subReseller]: Flag.optional(),
  [RESELLER_ATTRIBUTES.domain]: z.union([z.literal(''), DomainName]).optional(),
  [RESELLER_ATTRIBUTES.limit]: Limit.optional(),
});
export type ResellerAttributes = z.infer<typeof ResellerAttributes>;

/** A user's reseller standing, read leniently (Tarkan stored some booleans as text). */
export interface ResellerStanding {
  reseller: boolean;
  subReseller: boolean;
  domain: string | null;
  /** Resellers they may still create in total (-1: no limit). */
  limit: number;
}

const isTrue = (value: unknown) => value === true || value === 'true';

export function resellerOf(user: { attributes: Record<string, unknown> }): ResellerStanding {
  const attributes = user.attributes;
  const reseller = isTrue(attributes[RESELLER_ATTRIBUTES.reseller]);
  const domain = attributes[RESELLER_ATTRIBUTES.domain];
  const limit = Number(attributes[RESELLER_ATTRIBUTES.limit] ?? -1);
  return {
    reseller,
    subReseller: reseller && isTrue(attributes[RESELLER_ATTRIBUTES.subReseller]),
    domain: reseller && typeof domain === 'string' && domain.trim() ? domain.trim() : null,
    limit: Number.isInteger(limit) && limit >= -1 ? limit : -1,
  };
}

/** What `GET /tarkan/reseller` answers: a reseller's standing and what their tree uses. */
export const ResellerUsage = z.object({
  userId: z.number().int(),
  reseller: z.boolean(),
  subReseller: z.boolean(),
  domain: z.string().nullable(),
  /** Users in the tree (the reseller excluded) and the reseller's `userLimit` (-1: none). */
  users: z.object({ used: z.number().int(), limit: z.number().int() }),
  /** Devices of the whole tree and the reseller's `deviceLimit` (-1: none). */
  devices: z.object({ used: z.number().int(), limit: z.number().int() }),
  /** Resellers in the tree and `tarkan.limitReseller` (-1: none). */
  resellers: z.object({ used: z.number().int(), limit: z.number().int() }),
});
export type ResellerUsage = z.infer<typeof ResellerUsage>;

/**
 * A user's rank for the rule "a user cannot edit a user of higher rank" (SPEC §6):
 * administrator 3, reseller 2, manager (`userLimit` ≠ 0) 1, anyone else 0.
 */
export function rankOf(user: {
  administrator: boolean;
  userLimit: number;
  attributes: Record<string, unknown>;
}): number {
  if (user.administrator) return 3;
  if (resellerOf(user).reseller) return 2;
  return user.userLimit !== 0 ? 1 : 0;
}

/**
 * What the server answers when a user acts on a user of higher rank; the client maps its code
 * (`CANNOT_EDIT_A_USER_OF_HIGHER_RANK`) to 'Você não pode editar um administrador superior a você.'
 */
export const HIGHER_RANK_MESSAGE = 'Cannot edit a user of higher rank';
export const HIGHER_RANK_CODE = 'CANNOT_EDIT_A_USER_OF_HIGHER_RANK';
