import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@farol/model';
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

/**
 * Traccar's password reset: `POST /api/password/reset` (form `email`) mails the account a link
 * to traccar-web's `/reset-password?passwordReset=<token>` and answers 200 whether or not the
 * address is known; `POST /api/password/update` (form `token`, `password`) sets the password
 * once, within an hour, and ends every session of the account. Offered when the server has
 * mail (`mail.smtp.host`) and its public address (`web.url`, so a forged Host header never
 * becomes the link); else a 501 saying which is missing.
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

  return async (app) => {
    app.post('/api/password/reset', async (request, reply) => {
      const webUrl = offered();
      const { email } = parseInput(ResetForm, request.body);
      const user = await ctx.storage.users.findByLogin(email);
      if (user && !user.disabled && !user.temporary && user.email.includes('@')) {
        const token = randomBytes(32).toString('base64url');
        await ctx.storage.passwordResets.insert(hashOf(token), user.id, Date.now() + RESET_LINK_MS);
        const { language } = preferencesOf(user, ctx.settings.current);
        const link = `${webUrl}/reset-password?passwordReset=${token}`;
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
      return reply.code(200).send();
    });

    app.post('/api/password/update', async (request, reply) => {
      offered();
      const { token, password } = parseInput(UpdateForm, request.body);
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
      return reply.code(200).send();
    });
  };
}
