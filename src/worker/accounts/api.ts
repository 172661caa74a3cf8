/** The accounts domain's API (SPEC.md AC1–AC4). */
import { MIN_PASSWORD_LENGTH, User } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { tokenOf } from '../session/tokenOf';
import { isCoreError, isMissingRoute, validationError } from '../transport/errors';
import { requestJson, requestText, type RequestInput } from '../transport/rest';
import type { AccountsApi } from './types';

/** `primary`, or `fallback` when the server does not offer `primary`. */
async function postEither(
  ctx: CoreContext,
  primary: Omit<RequestInput, 'http'>,
  fallback: Omit<RequestInput, 'http'>,
): Promise<void> {
  try {
    await requestText({ http: ctx.http, method: 'POST', ...primary });
  } catch (error) {
    if (!isMissingRoute(error)) throw error;
    await requestText({ http: ctx.http, method: 'POST', ...fallback });
  }
}

/**
 * A reset link the server no longer takes (used, expired or unknown) as INVALID_RECOVERY_TOKEN:
 * Farol says so in a 400 (`Invalid or expired password reset link`), Traccar's
 * `/api/password/update` in a bare 404.
 */
function refusedToken(error: unknown): unknown {
  if (!isCoreError(error) || error.type !== 'http') return error;
  const farol = error.code === 'INVALID_OR_EXPIRED_PASSWORD_RESET_LINK';
  return farol || error.status === 404 ? { ...error, code: 'INVALID_RECOVERY_TOKEN' } : error;
}

export function createAccountsApi(ctx: CoreContext): AccountsApi {
  return {
    async requestPasswordReset({ email }) {
      const address = email?.trim() ?? '';
      if (!address) throw validationError('FILL_EMAIL_FIELD', 'An e-mail is required');
      await postEither(
        ctx,
        {
          path: '/session/password',
          form: { email: address, requested_from: ctx.deps.baseUrl.replace(/\/$/, '') },
        },
        { path: '/password/reset', form: { email: address } },
      );
    },
    async resetPassword({ token, password }) {
      const code = token?.trim() ?? '';
      if (!code) throw validationError('FILL_TOKEN_FIELD', 'The recovery code is required');
      if ((password ?? '').length < MIN_PASSWORD_LENGTH) {
        throw validationError('PASSWORD_TOO_SHORT', `At least ${MIN_PASSWORD_LENGTH} characters`);
      }
      await postEither(
        ctx,
        { path: '/session/password', form: { token: code, password } },
        { path: '/password/update', form: { token: code, password } },
      ).catch((error: unknown) => {
        throw refusedToken(error);
      });
    },
    register: ({ name, email, password }) =>
      requestJson({
        http: ctx.http,
        method: 'POST',
        path: '/users',
        json: { name: name.trim(), email: email.trim(), password },
        schema: User,
      }),
    async totpKey() {
      return tokenOf(await requestText({ http: ctx.http, method: 'POST', path: '/users/totp' }));
    },
  };
}
