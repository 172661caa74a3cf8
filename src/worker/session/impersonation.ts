/**
 * "Log in as" (SPEC.md A5): an administrator or manager signs in as an account of their tree
 * through Traccar's `GET /api/session/{id}`, and comes back with a short-lived token of their
 * own account, taken just before and kept only until they return or log out.
 */
import { z } from 'zod';
import { User, formatTraccarDate } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { STORAGE_KEYS } from '../kernel/storageKeys';
import { isMissingRoute, toCoreError, validationError } from '../transport/errors';
import { requestJson, requestText } from '../transport/rest';
import { establishSession } from './establish';
import { tokenOf } from './tokenOf';
import type { Impersonator } from './types';

/** How long the way back stays valid. */
export const RETURN_TOKEN_MS = 12 * 60 * 60 * 1000;

const ReturnTo = z.object({ token: z.string().min(1), id: z.number(), name: z.string() });
type ReturnTo = z.infer<typeof ReturnTo>;

export async function readReturnTo(ctx: CoreContext): Promise<ReturnTo | null> {
  const parsed = ReturnTo.safeParse(await ctx.deps.store.get(STORAGE_KEYS.returnTo));
  return parsed.success ? parsed.data : null;
}

export const forgetReturnTo = (ctx: CoreContext) => ctx.deps.store.del(STORAGE_KEYS.returnTo);

export async function loginAs(ctx: CoreContext, userId: number): Promise<User> {
  const self = ctx.state().session.user;
  if (!self) throw validationError('USER_NOT_AUTHED', 'Sign in first');
  if (self.id === userId) throw validationError('SAME_USER', 'That is your own account');
  // Coming back goes to the first account, even after logging in as someone else again.
  const earlier = await readReturnTo(ctx);
  let back: ReturnTo;
  if (earlier) {
    back = earlier;
  } else {
    const expiration = formatTraccarDate(ctx.deps.now() + RETURN_TOKEN_MS);
    const text = await requestText({
      http: ctx.http,
      method: 'POST',
      path: '/session/token',
      form: { expiration },
    });
    back = { token: tokenOf(text), id: self.id, name: self.name || self.email };
  }
  const user = await requestJson({ http: ctx.http, path: `/session/${userId}`, schema: User });
  await ctx.deps.store.set(STORAGE_KEYS.returnTo, back);
  await establishSession(ctx, user);
  ctx.dispatch('session.impersonator', 'rest', {
    impersonator: { id: back.id, name: back.name },
  });
  return user;
}

/** Ends the borrowed session's way back: revoked on the server (as its owner), forgotten here. */
async function revoke(ctx: CoreContext, token: string): Promise<void> {
  try {
    await requestText({
      http: ctx.http,
      method: 'POST',
      path: '/session/token/revoke',
      form: { token },
    });
  } catch (error) {
    ctx.dispatch('request.failed', 'rest', { what: 'revoke', error: toCoreError(error) });
  }
}

/**
 * Back to one's own account: the companion's `POST /tarkan/session/return` where the server
 * marks sessions opened with log in as (Farol), else the token taken before (Traccar).
 */
export async function returnToSelf(ctx: CoreContext): Promise<User> {
  const back = await readReturnTo(ctx);
  if (!back) throw validationError('NOT_IMPERSONATING', 'Not logged in as another account');
  let user: User;
  try {
    user = await requestJson({
      http: ctx.http,
      base: 'tarkan',
      method: 'POST',
      path: '/session/return',
      schema: User,
    });
  } catch (error) {
    if (!isMissingRoute(error)) throw error;
    user = await requestJson({
      http: ctx.http,
      path: '/session',
      query: { token: back.token },
      schema: User,
    });
  }
  await revoke(ctx, back.token);
  await forgetReturnTo(ctx);
  await establishSession(ctx, user);
  return user;
}

/**
 * After a reload: who is logged in as `user`, if anyone. A way back that belongs to the
 * account itself (it came back) is forgotten.
 */
export async function restoredImpersonator(
  ctx: CoreContext,
  user: User,
): Promise<Impersonator | null> {
  const back = await readReturnTo(ctx);
  if (!back) return null;
  if (back.id === user.id) {
    await revoke(ctx, back.token);
    await forgetReturnTo(ctx);
    return null;
  }
  return { id: back.id, name: back.name };
}

/**
 * On logout while logged in as someone: back to one's own account first, so the way back can
 * be revoked by its owner; then the logout ends that session. Best effort: the token expires
 * on its own.
 */
export async function dropReturnTo(ctx: CoreContext): Promise<void> {
  const back = await readReturnTo(ctx);
  if (!back) return;
  await forgetReturnTo(ctx);
  try {
    await requestText({ http: ctx.http, path: '/session', query: { token: back.token } });
    await revoke(ctx, back.token);
  } catch (error) {
    ctx.dispatch('request.failed', 'rest', { what: 'returnTo', error: toCoreError(error) });
  }
}
