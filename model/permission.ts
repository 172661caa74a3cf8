import { z } from 'zod';
import { Id } from './common';

/**
 * A permission link: a JSON object with exactly two `<kind>Id` keys, owner first
 * (traccar-api.md §d), e.g. `{"userId":1,"deviceId":2}`.
 */
export const PermissionBody = z
  .record(z.string().regex(/^[a-zA-Z]+Id$/, 'keys must look like <kind>Id'), Id.positive())
  .refine((value) => Object.keys(value).length === 2, 'a permission has exactly two keys');
export type PermissionBody = z.infer<typeof PermissionBody>;

/** Splits a permission body into owner and property, keeping key order. */
export function splitPermission(body: PermissionBody): {
  ownerKind: string;
  ownerId: number;
  propertyKind: string;
  propertyId: number;
} {
  const [[ownerKey, ownerId], [propertyKey, propertyId]] = Object.entries(body) as [
    [string, number],
    [string, number],
  ];
  return {
    ownerKind: ownerKey.slice(0, -2).toLowerCase(),
    ownerId,
    propertyKind: propertyKey.slice(0, -2).toLowerCase(),
    propertyId,
  };
}
