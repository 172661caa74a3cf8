import { User, formatTraccarDate } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { isCoreError, toCoreError, validationError } from '../transport/errors';
import { requestJson, requestText } from '../transport/rest';
import type { LoginInput } from './types';
import { establishSession } from './establish';
import { tokenOf } from './tokenOf';
import { forgetReturnTo } from './impersonation';
import { forgetToken, rememberToken } from './rememberedToken';

/** How long a remember-me token lives. */
export const REMEMBER_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * POST /api/session (form email, password). With `remember`, asks for a 30-day token (POST
 * /api/session/token, form `expiration`) and stores only that token (SPEC.md A2).
 */
export async function login(ctx: CoreContext, input: LoginInput): Promise<User> {
  const { email, password, remember, code } = input;
  if (!email?.trim() || !password) {
    throw validationError('FILL_ALL_FIELDS', 'E-mail and password are required');
  }
  const user = await requestJson({
    http: ctx.http,
    method: 'POST',
    path: '/session',
    form: { email: email.trim(), password, ...(code?.trim() ? { code: code.trim() } : {}) },
    schema: User,
  });
  if (remember) {
    try {
      const expiration = formatTraccarDate(ctx.deps.now() + REMEMBER_DAYS * DAY_MS);
      const text = await requestText({
        http: ctx.http,
        method: 'POST',
        path: '/session/token',
        form: { expiration },
      });
      await rememberToken(ctx, tokenOf(text));
    } catch (error) {
      // Signing in worked; only the convenience of staying signed in is lost.
      ctx.dispatch('request.failed', 'rest', { what: 'remember', error: toCoreError(error) });
    }
  } else {
    await forgetToken(ctx);
  }
  await forgetReturnTo(ctx);
  await establishSession(ctx, user);
  return user;
}

/**
 * GET /api/session?token=… (share links, SPEC.md A4): no token gives FILL_ALL_FIELDS, a token
 * the server refuses gives INVALID_LOGIN_DATA.
 */
export async function loginWithToken(ctx: CoreContext, input: { token: string }): Promise<User> {
  const token = input.token?.trim();
  if (!token) throw validationError('FILL_ALL_FIELDS', 'A token is required');
  let user: User;
  try {
    user = await requestJson({ http: ctx.http, path: '/session', query: { token }, schema: User });
  } catch (error) {
    if (isCoreError(error) && error.type === 'http' && (error.status ?? 0) < 500) {
      throw { ...error, code: 'INVALID_LOGIN_DATA' };
    }
    throw error;
  }
  await establishSession(ctx, user);
  return user;
}
