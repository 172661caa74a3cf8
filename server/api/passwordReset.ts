import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, RESELLER_ATTRIBUTES } from '@farol/model';
import type { AppContext } from '../context';
import { FarolError, HttpError, NotOfferedError, SecurityError } from '../errors';
import { preferencesOf } from '../locale/preferences';
import { translate } from '../locale/texts';
import { lookupString } from '../pipeline/attributes';
import { recordFor } from './audit';
import { parseInput } from './validate';

/** How long a reset link works. */
export const RESET_LINK_MS = 60 * 60 * 1000;

const ResetForm = z.object({ email: z.string().trim().min(1, 'email is required').max(128) });
const UpdateForm = z.object({
  token: z.string().trim().min(1, 'token is required').max(256),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `password must have at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(128),
});

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** SPEC §7's one call: form `email` (and `requested_from`) asks, form `token`, `password` sets. */
const SessionPasswordForm = z.union([
  UpdateForm,
  ResetForm.extend({ requested_from: z.string().trim().max(256).optional() }),
]);

/**
 * Password reset by e-mail, answered 200 whether or not the address is known, the token kept
 * by its hash only, good once within an hour; setting the password ends every session of the
 * account. Two shapes of the same flow:
 * - Traccar's `POST /api/password/reset` (form `email`; the link is traccar-web's
 *   `/reset-password?passwordReset=<token>`) and `POST /api/password/update` (form `token`,
 *   `password`);
 * - SPEC §7's `POST /api/session/password` (form `email`, `requested_from`: the link is
 *   `/login/recover/<token>`; or form `token`, `password`). The link goes to `requested_from`
 *   only when that is the server's public address or a reseller's domain, so a forged value
 *   never becomes the link; else to `web.url`.
 * Offered when the server has mail (`mail.smtp.host`) and its public address (`web.url`);
 * else a 501 saying which is missing.
 */
export function passwordResetRoutes(ctx: AppContext): FastifyPluginAsync {
  function offered(): string {
    const webUrl = lookupString(ctx.events.settings, 'web.url', '').replace(/\/+$/, '');
    if (!ctx.events.notificators.mail.configured || !/^https?:\/\//.test(webUrl)) {
      throw new NotOfferedError(
        'Password reset by e-mail is not offered: it needs mail (mail.smtp.host) and the server’s public address (web.url)',
      );
    }
    return webUrl;
  }

  /** Mails the account of `email`, if there is one that may sign in, the link `linkOf` makes. */
  async function mailLink(email: string, linkOf: (token: string) => string): Promise<void> {
    const user = await ctx.storage.users.findByLogin(email);
    if (!user || user.disabled || user.temporary || !user.email.includes('@')) return;
    const token = randomBytes(32).toString('base64url');
    await ctx.storage.passwordResets.insert(hashOf(token), user.id, Date.now() + RESET_LINK_MS);
    const { language } = preferencesOf(user, ctx.settings.current);
    const link = linkOf(token);
    await ctx.events.notificators.mail
      .sendMail({
        to: user.email,
        subject: translate(language, 'account.passwordResetSubject'),
        text: translate(language, 'account.passwordResetBody', { link }),
      })
      .catch((error: unknown) => {
        throw new FarolError('javax.mail.MessagingException', (error as Error).message);
      });
  }

  /** Sets the password of a link's account once; the link is the proof. */
  async function setPassword(request: FastifyRequest, token: string, password: string) {
    const userId = await ctx.storage.passwordResets.use(hashOf(token), Date.now());
    if (userId === null) throw new SecurityError('Invalid or expired password reset link');
    const user = await ctx.storage.users.get(userId);
    if (!user) throw new HttpError(404);
    await ctx.users.resetPassword(user, password);
    await recordFor(
      ctx,
      request,
      { actionType: 'edit', objectType: 'user', objectId: user.id },
      user,
    );
  }

  /** `requested_from`'s origin when it is the public address or a reseller's domain. */
  async function trustedOrigin(webUrl: string, requestedFrom: string | undefined) {
    let url: URL;
    try {
      url = new URL(requestedFrom ?? '');
    } catch {
      return webUrl;
    }
    if (!/^https?:$/.test(url.protocol)) return webUrl;
    if (url.origin === new URL(webUrl).origin) return url.origin;
    const holders = await ctx.storage.users.withAttribute(
      RESELLER_ATTRIBUTES.domain,
      url.hostname.toLowerCase(),
    );
    return holders.some((user) => !user.disabled) ? url.origin : webUrl;
  }

  return async (app) => {
    app.post('/api/password/reset', async (request, reply) => {
      const webUrl = offered();
      const { email } = parseInput(ResetForm, request.body);
      await mailLink(email, (token) => `${webUrl}/reset-password?passwordReset=${token}`);
      return reply.code(200).send();
    });

    app.post('/api/password/update', async (request, reply) => {
      offered();
      const { token, password } = parseInput(UpdateForm, request.body);
      await setPassword(request, token, password);
      return reply.code(200).send();
    });

    app.post('/api/session/password', async (request, reply) => {
      const webUrl = offered();
      const form = parseInput(SessionPasswordForm, request.body);
      if ('token' in form) {
        await setPassword(request, form.token, form.password);
      } else {
        const origin = await trustedOrigin(webUrl, form.requested_from);
        await mailLink(form.email, (token) => `${origin}/login/recover/${token}`);
      }
      return reply.code(200).send();
    });
  };
}
