/** Share links of a device (SPEC §2 "share temporary link"; companion API `/tarkan/shares`). */
import { z } from 'zod';
import { formatTraccarDate, Share } from '@farol/model';
import type { CoreContext } from '../context';
import { validationError } from '../transport/errors';
import { requestJson, requestText } from '../transport/rest';

/** An expiry the server can take: a time in the future, sent as an ISO date with its zone. */
function expiryOf(ctx: CoreContext, expiresAt: number): string {
  if (!Number.isFinite(expiresAt) || expiresAt <= ctx.deps.now()) {
    throw validationError('SHARE_EXPIRY_PAST', 'the expiry must be in the future');
  }
  return formatTraccarDate(expiresAt);
}

/** The caller's shares of a device, soonest to expire first. */
export async function listShares(input: { ctx: CoreContext; deviceId: number }): Promise<Share[]> {
  const { ctx, deviceId } = input;
  const shares = await requestJson({
    http: ctx.http,
    base: 'tarkan',
    path: '/shares',
    query: { deviceId },
    schema: z.array(Share),
  });
  return shares.sort(
    (a, b) => Date.parse(a.expirationTime) - Date.parse(b.expirationTime) || a.id - b.id,
  );
}

/** Shares a device until `expiresAt` (epoch ms); the answer carries the link's token. */
export async function createShare(input: {
  ctx: CoreContext;
  deviceId: number;
  expiresAt: number;
}): Promise<Share> {
  const { ctx, deviceId } = input;
  return requestJson({
    http: ctx.http,
    base: 'tarkan',
    method: 'POST',
    path: '/shares',
    json: { deviceId, expirationTime: expiryOf(ctx, input.expiresAt) },
    schema: Share,
  });
}

/** Moves a share's expiry; its link stays the same. */
export async function updateShare(input: {
  ctx: CoreContext;
  shareId: number;
  expiresAt: number;
}): Promise<Share> {
  const { ctx, shareId } = input;
  return requestJson({
    http: ctx.http,
    base: 'tarkan',
    method: 'PUT',
    path: `/shares/${shareId}`,
    json: { expirationTime: expiryOf(ctx, input.expiresAt) },
    schema: Share,
  });
}

/** Deletes a share: its link stops working at once, open sessions included. */
export async function deleteShare(input: { ctx: CoreContext; shareId: number }): Promise<void> {
  const { ctx, shareId } = input;
  await requestText({
    http: ctx.http,
    base: 'tarkan',
    method: 'DELETE',
    path: `/shares/${shareId}`,
  });
}
