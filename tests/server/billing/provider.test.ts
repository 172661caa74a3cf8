import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../server/config';
import { Client, userClient, useTestServer } from '../helpers';
import { openTestStorage } from '../support/database';
import { FakeProvider } from './fakeProvider';
import { SERVER_BILLING, setServerAttributes, TestClock } from './support';

const API_TOKEN = '$aact_sandbox_token_0123456789';
const WEBHOOK_TOKEN = 'webhook-token-of-farol-0123456789';
/** A CPF whose check digits hold. */
const CPF = '529.982.247-25';

describe('the payment provider: charges, outages and its webhook', () => {
  const provider = new FakeProvider(API_TOKEN);
  const overrides: Partial<Config> = {
    testClock: true,
    secretKey: 'a-test-key-of-at-least-32-characters!!',
    options: { 'billing.providerTimeout': '1' },
  };
  beforeAll(async () => {
    await provider.start();
    overrides.options!['billing.providerUrl'] = provider.url;
  });
  afterAll(() => provider.stop());
  const server = useTestServer(overrides);
  let clock: TestClock;
  let customer: { client: Client; id: number };

  /** Runs billing's work `ms` later (the provider's retries wait a minute, then two…). */
  const runLater = (ms: number) => clock.advanceMs(ms);

  const invoices = async () => (await customer.client.get('/tarkan/invoices')).json();

  function webhook(body: unknown, token = WEBHOOK_TOKEN) {
    return new Client(server.farol.url).request(
      'POST',
      '/tarkan/webhooks/payment',
      { json: body },
      { 'asaas-access-token': token },
    );
  }

  beforeAll(async () => {
    clock = new TestClock(server.admin);
    await setServerAttributes(server.admin, SERVER_BILLING);
    const billingDate = Number(clock.day(5).slice(8));
    customer = await userClient(server.farol, server.admin, 'payer@farol.test', {
      attributes: { billingEnable: true, billingDate, 'tarkan.billingCpfCnpj': CPF },
    });
  });

  it('keeps the integration secrets sealed: named to the browser, never shown or stored plain', async () => {
    const saved = await server.admin.post('/tarkan/integrations/payment', {
      settings: { enabled: true, email: 'billing@farol.test', sandbox: true },
      secrets: { token: API_TOKEN, webhookToken: WEBHOOK_TOKEN },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json()).toMatchObject({
      key: 'payment',
      secretNames: ['token', 'webhookToken'],
      webhookPath: '/tarkan/webhooks/payment',
    });
    const listed = await server.admin.get('/tarkan/integrations');
    expect(listed.json().map((item: { key: string }) => item.key)).toEqual([
      'payment',
      'email',
      'invoice',
    ]);
    for (const text of [saved.text, listed.text]) {
      expect(text).not.toContain(API_TOKEN);
      expect(text).not.toContain(WEBHOOK_TOKEN);
    }
    const storage = await openTestStorage(server.dir);
    try {
      const row = await storage.billing.integrations.get(0, 'payment');
      expect(row?.secrets).toMatch(/^v1\./);
      expect(row?.secrets).not.toContain(API_TOKEN);
      expect(JSON.stringify(row)).not.toContain(WEBHOOK_TOKEN);
    } finally {
      await storage.close();
    }
    // Saving the settings again without secrets keeps them.
    const again = await server.admin.post('/tarkan/integrations/payment', {
      settings: { enabled: true, email: 'billing@farol.test', sandbox: true },
    });
    expect(again.json().secretNames).toEqual(['token', 'webhookToken']);
  });

  it('refuses integrations to non-administrators and bad input to everyone', async () => {
    expect((await customer.client.get('/tarkan/integrations')).status).toBe(400);
    const posted = await customer.client.post('/tarkan/integrations/payment', {
      settings: { enabled: false, email: '', sandbox: true },
    });
    expect(posted.status).toBe(400);
    const unknownSecret = await server.admin.post('/tarkan/integrations/payment', {
      settings: { enabled: true, email: '', sandbox: true },
      secrets: { password: 'x' },
    });
    expect(unknownSecret.status).toBe(400);
    expect(unknownSecret.text).toContain('secrets.password');
    const badPort = await server.admin.post('/tarkan/integrations/email', {
      settings: { enabled: true, username: '', from: '', fromName: '', host: 'h', port: 70000 },
    });
    expect(badPort.status).toBe(400);
    expect(badPort.text).toContain('port');
    expect((await server.admin.post('/tarkan/integrations/nope', { settings: {} })).status).toBe(
      400,
    );
    const after = (await server.admin.get('/tarkan/integrations')).json();
    expect(after[0].secretNames).toEqual(['token', 'webhookToken']);
  });

  it('charges once through an outage, a lost answer and a timeout', async () => {
    provider.failNext('POST /customers', 'error');
    await runLater(0);
    expect(provider.customers).toHaveLength(0);
    const [waiting] = await invoices();
    expect(waiting).toMatchObject({ status: 'PENDING', link: null });

    // The provider creates the payment but its answer is lost; then a call hangs past the deadline.
    provider.failNext('POST /payments', 'loseAnswer');
    await runLater(2 * 60_000);
    expect(provider.payments).toHaveLength(1);
    provider.failNext('GET /payments', 'hang');
    await runLater(4 * 60_000);
    await runLater(8 * 60_000);

    expect(provider.customers).toHaveLength(1);
    expect(provider.customers[0]).toMatchObject({
      cpfCnpj: '52998224725',
      externalReference: `farol-user-${customer.id}`,
    });
    expect(provider.payments).toHaveLength(1);
    expect(provider.payments[0]).toMatchObject({
      customer: 'cus_1',
      value: 49.9,
      dueDate: waiting.dueDate,
      billingType: 'UNDEFINED',
      externalReference: `farol-invoice-${waiting.id}`,
      fine: { value: 2, type: 'PERCENTAGE' },
      interest: { value: 1 },
    });
    const [charged] = await invoices();
    expect(charged).toMatchObject({ id: waiting.id, link: 'https://sandbox.example/i/pay_1' });
    // Nothing more to tell: later rounds call nothing.
    const calls = provider.calls.length;
    await runLater(60 * 60_000);
    expect(provider.calls).toHaveLength(calls);
  });

  it('takes the webhook only with its token, once, and never backwards', async () => {
    const [invoice] = await invoices();
    const received = {
      id: 'evt_received_1',
      event: 'PAYMENT_RECEIVED',
      payment: { id: 'pay_1', status: 'RECEIVED', value: 49.9, paymentDate: clock.day(0) },
    };
    expect((await webhook(received, 'wrong-token')).status).toBe(401);
    expect((await webhook(received, '')).status).toBe(401);
    expect((await invoices())[0].status).toBe('PENDING');

    expect((await webhook(received)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await webhook(received)).json()).toEqual({ received: true, outcome: 'replay' });
    // An overdue notice sent before the payment arrives after it: the invoice stays paid.
    const late = {
      id: 'evt_overdue_0',
      event: 'PAYMENT_OVERDUE',
      payment: { id: 'pay_1', status: 'OVERDUE' },
    };
    expect((await webhook(late)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await webhook({ event: 'PAYMENT_RECEIVED' })).status).toBe(400);

    const [paid] = await invoices();
    expect(paid).toMatchObject({
      id: invoice.id,
      status: 'RECEIVED',
      paidDate: clock.day(0),
      amountDue: 49.9,
    });
    // Paid at the provider: Farol tells it nothing back.
    const calls = provider.calls.length;
    await runLater(60 * 60_000);
    expect(provider.calls).toHaveLength(calls);
  });
});
