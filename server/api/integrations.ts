import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { IntegrationInput, IntegrationKey } from '@farol/model';
import { PAYMENT_WEBHOOK_PATH } from '../billing/integrations';
import { PaymentEvent, WEBHOOK_TOKEN_HEADER } from '../billing/webhook';
import type { AppContext } from '../context';
import { IllegalArgumentError, SecurityError } from '../errors';
import { markRecorded, recordFor } from './audit';
import { requireUser } from './auth';
import { parseInput } from './validate';

/**
 * Integrations (administrators with billing on, SPEC §6: the server's, owner 0; the menu's
 * rule, model/menus.ts): `GET /tarkan/integrations` shows each
 * with its secrets by name only; `POST /tarkan/integrations/{key}` saves one. The payment
 * provider's webhook (`POST /tarkan/webhooks/payment`) is authenticated by the token the payment
 * integration holds, not by a session.
 */
export function integrationsRoutes(ctx: AppContext): FastifyPluginAsync {
  const { billing } = ctx;
  async function administrator(request: FastifyRequest) {
    ctx.permissions.checkAdmin(await requireUser(ctx, request));
    if (!billing.customers.on) throw new SecurityError('Billing is off');
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

    app.post(PAYMENT_WEBHOOK_PATH, async (request) => {
      markRecorded(request);
      const token = request.headers[WEBHOOK_TOKEN_HEADER];
      await billing.webhook.authenticate(typeof token === 'string' ? token : undefined);
      const event = parseInput(PaymentEvent, request.body);
      return { received: true, outcome: await billing.webhook.receive(event) };
    });
  };
}
