import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IntegrationInput, IntegrationKey } from '@farol/model';
import { PAYMENT_WEBHOOK_PATH } from '../billing/integrations';
import { BillingMail } from '../billing/mail';
import { PaymentEvent, WEBHOOK_TOKEN_HEADER } from '../billing/webhook';
import type { AppContext } from '../context';
import { FarolError, IllegalArgumentError, SecurityError } from '../errors';
import { markRecorded, recordFor } from './audit';
import { requireUser } from './auth';
import { parseInput } from './validate';

const TestMailInput = z.object({ to: z.email().max(128).optional() });

/** The SMTP server refused or could not be reached (400, as Traccar's MessageException). */
class MailTestError extends FarolError {
  constructor(message: string) {
    super('org.traccar.notification.MessageException', message);
  }
}

/**
 * Integrations (administrators with billing on, SPEC §6: the server's, owner 0; the menu's
 * rule, model/menus.ts): `GET /tarkan/integrations` shows each
 * with its secrets by name only; `POST /tarkan/integrations/{key}` saves one;
 * `POST /tarkan/integrations/email/test` sends a test mail through the saved SMTP settings (to
 * the caller, or `to`). The payment
 * provider's webhook (`POST /tarkan/webhooks/payment`) is authenticated by the token the payment
 * integration holds, not by a session.
 */
export function integrationsRoutes(ctx: AppContext): FastifyPluginAsync {
  const { billing } = ctx;
  const mail = new BillingMail(billing.integrations, ctx.events.notificators.mail);
  async function administrator(request: FastifyRequest) {
    const user = await requireUser(ctx, request);
    ctx.permissions.checkAdmin(user);
    if (!billing.customers.on) throw new SecurityError('Billing is off');
    return user;
  }
  return async (app) => {
    app.get('/tarkan/integrations', async (request) => {
      await administrator(request);
      return billing.integrations.view(0);
    });

    app.post<{ Params: { key: string } }>('/tarkan/integrations/:key', async (request) => {
      await administrator(request);
      const key = IntegrationKey.safeParse(request.params.key);
      if (!key.success) throw new IllegalArgumentError(`key: unknown integration`);
      const input = parseInput(IntegrationInput, request.body);
      const before = (await billing.integrations.view(0)).find((item) => item.key === key.data);
      const saved = await billing.integrations.save(0, key.data, input);
      await recordFor(ctx, request, {
        actionType: 'edit',
        objectType: 'integration',
        objectId: 0,
        before: { key: key.data, settings: before?.settings, secretNames: before?.secretNames },
        after: { key: key.data, settings: saved.settings, secretNames: saved.secretNames },
      });
      return saved;
    });

    app.post('/tarkan/integrations/email/test', async (request) => {
      markRecorded(request);
      const user = await administrator(request);
      const to = parseInput(TestMailInput, request.body ?? {}).to ?? user.email;
      try {
        await mail.sendThroughIntegration(0, {
          to,
          subject: 'Farol: e-mail test',
          text: 'This test message was sent through the e-mail integration of Farol.',
        });
      } catch (error) {
        throw new MailTestError(error instanceof Error ? error.message : String(error));
      }
      return { to };
    });

    app.post(PAYMENT_WEBHOOK_PATH, async (request) => {
      markRecorded(request);
      const token = request.headers[WEBHOOK_TOKEN_HEADER];
      await billing.webhook.authenticate(typeof token === 'string' ? token : undefined);
      const event = parseInput(PaymentEvent, request.body);
      return { received: true, outcome: await billing.webhook.receive(event) };
    });
  };
}
