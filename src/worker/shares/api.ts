/** The share domain's API (SPEC.md SH1–SH3; companion API `/tarkan/shares`, base 2). */
import { z } from 'zod';
import { formatTraccarDate, Share } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { validationError } from '../transport/errors';
import { requestJson, requestText } from '../transport/rest';
import type { ShareApi, ShareRightsInput } from './types';

export function createShareApi(ctx: CoreContext): ShareApi {
  /** An expiry the server can take: a time in the future, sent as an ISO date with its zone. */
  const expiryOf = (expiresAt: number): string => {
    if (!Number.isFinite(expiresAt) || expiresAt <= ctx.deps.now()) {
      throw validationError('SHARE_EXPIRY_PAST', 'the expiry must be in the future');
    }
    return formatTraccarDate(expiresAt);
  };
  /** The rights given, and only those (the server keeps the others). */
  const rightsOf = ({ limitCommands, allowBlock }: ShareRightsInput) => ({
    ...(limitCommands !== undefined && { limitCommands }),
    ...(allowBlock !== undefined && { allowBlock }),
  });
  return {
    async listShares({ deviceId }) {
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
    },
    async createShare({ deviceId, expiresAt, ...rights }) {
      return requestJson({
        http: ctx.http,
        base: 'tarkan',
        method: 'POST',
        path: '/shares',
        json: { deviceId, expirationTime: expiryOf(expiresAt), ...rightsOf(rights) },
        schema: Share,
      });
    },
    async updateShare({ shareId, expiresAt, ...rights }) {
      return requestJson({
        http: ctx.http,
        base: 'tarkan',
        method: 'PUT',
        path: `/shares/${shareId}`,
        json: { expirationTime: expiryOf(expiresAt), ...rightsOf(rights) },
        schema: Share,
      });
    },
    /** Its link stops working at once, open sessions included. */
    async deleteShare({ shareId }) {
      await requestText({
        http: ctx.http,
        base: 'tarkan',
        method: 'DELETE',
        path: `/shares/${shareId}`,
      });
    },
  };
}
