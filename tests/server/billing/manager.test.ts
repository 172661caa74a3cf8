import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeFromResponse } from '@farol/model';
import type { Config } from '../../../server/config';
import { Client, userClient, useTestServer } from '../helpers';
import { FakeProvider } from './fakeProvider';
import { SERVER_BILLING, setServerAttributes, TestClock } from './support';

const TOKEN = '$aact_manager_test_token';
const CPF = '529.982.247-25';
const denied = (reply: { status: number; text: string }) => {
  expect(reply.status, reply.text).toBe(400);
  expect(reply.text).toContain('SecurityException');
};

type Account = { client: Client; id: number };

describe('billing management: administrators and resellers over their own trees', () => {
  const provider = new FakeProvider(TOKEN);
  const overrides: Partial<Config> = {
    testClock: true,
    secretKey: 'another-test-key-of-32-characters-or-more',
    options: {},
  };
  beforeAll(async () => {
    await provider.start();
    overrides.options!['billing.providerUrl'] = provider.url;
  });
  afterAll(() => provider.stop());
  const server = useTestServer(overrides);
  let clock: TestClock;
  /** Reseller A with customer CA; reseller B with customer CB. */
  let a: Account;
  let b: Account;
  let ca: Account;
  let cb: Account;

  async function createAs(by: Client, email: string, attributes: Record<string, unknown>) {
    const reply = await by.post('/api/users', {
      name: email,
      email,
      password: 'pass1234',
      attributes,
    });
    expect(reply.status, reply.text).toBe(200);
    const client = new Client(server.farol.url);
    await client.login(email, 'pass1234');
    return { client, id: reply.json().id as number };
  }

  const invoicesOf = async (by: Client, userId: number) =>
    (await by.get(`/tarkan/invoices/manager/${userId}`)).json() as { id: number; status: string }[];

  beforeAll(async () => {
    clock = new TestClock(server.admin);
    await setServerAttributes(server.admin, SERVER_BILLING);
    const saved = await server.admin.post('/tarkan/integrations/payment', {
      settings: { enabled: true, email: '', sandbox: true },
      secrets: { token: TOKEN, webhookToken: 'manager-test-webhook-token' },
    });
    expect(saved.status, saved.text).toBe(200);
    const billed = {
      billingEnable: true,
      billingDate: Number(clock.day(5).slice(8)),
      'tarkan.billingCpfCnpj': CPF,
    };
    a = await userClient(server.farol, server.admin, 'reseller-a@farol.test', {
      userLimit: 5,
      attributes: { 'tarkan.reseller': true, 'tarkan.domainReseller': 'a.example.com' },
    });
    b = await userClient(server.farol, server.admin, 'reseller-b@farol.test', {
      userLimit: 5,
      attributes: { 'tarkan.reseller': true, 'tarkan.domainReseller': 'b.example.com' },
    });
    ca = await createAs(a.client, 'customer-a@farol.test', billed);
    cb = await createAs(b.client, 'customer-b@farol.test', billed);
    await clock.advance(0);
  });

  it('lists each manager the customers of their own tree, with their totals', async () => {
    const all = (await server.admin.get('/tarkan/invoices/manager')).json();
    expect(all.map((line: { userId: number }) => line.userId).sort()).toEqual(
      [ca.id, cb.id].sort(),
    );
    const ofA = (await a.client.get('/tarkan/invoices/manager')).json();
    expect(ofA).toEqual([
      expect.objectContaining({ userId: ca.id, openCount: 1, openAmount: 49.9, suspended: false }),
    ]);
    denied(await ca.client.get('/tarkan/invoices/manager'));
  });

  it("keeps reseller A off reseller B's customer's invoices, for every action", async () => {
    const [invoice] = await invoicesOf(server.admin, cb.id);
    denied(await a.client.get(`/tarkan/invoices/manager/${cb.id}`));
    for (const action of ['cancel', 'setAsReceivedCash', 'resend', 'delete']) {
      denied(await a.client.post(`/tarkan/invoices/manager/invoice/${invoice!.id}/${action}`, {}));
    }
    denied(await a.client.post(`/tarkan/invoices/manager/${cb.id}/lockUser`, {}));
    denied(await a.client.post(`/tarkan/invoices/manager/${cb.id}/unlockUser?perma=true`, {}));
    // A customer cannot act on their own invoices either.
    denied(await cb.client.post(`/tarkan/invoices/manager/invoice/${invoice!.id}/cancel`, {}));
    expect(await invoicesOf(server.admin, cb.id)).toEqual([
      expect.objectContaining({ id: invoice!.id, status: 'PENDING' }),
    ]);
  });

  it('cancels and marks received in cash, and tells the provider so', async () => {
    const [ofA] = await invoicesOf(a.client, ca.id);
    const [ofB] = await invoicesOf(b.client, cb.id);
    expect(provider.payments).toHaveLength(2);
    const cancelled = await a.client.post(`/tarkan/invoices/manager/invoice/${ofA!.id}/cancel`, {});
    expect(cancelled.json()).toMatchObject({ id: ofA!.id, status: 'CANCELLED' });
    const again = await a.client.post(`/tarkan/invoices/manager/invoice/${ofA!.id}/cancel`, {});
    expect(again.status).toBe(400);
    const cash = await b.client.post(
      `/tarkan/invoices/manager/invoice/${ofB!.id}/setAsReceivedCash`,
      {},
    );
    expect(cash.json()).toMatchObject({ status: 'RECEIVED_IN_CASH', paidDate: clock.day(0) });
    await clock.advanceMs(0);
    const byReference = (id: number) =>
      provider.payments.find((payment) => payment.externalReference === `farol-invoice-${id}`);
    expect(byReference(ofA!.id)?.deleted).toBe(true);
    expect(byReference(ofB!.id)).toMatchObject({
      status: 'RECEIVED_IN_CASH',
      paymentDate: clock.day(0),
      paidValue: byReference(ofB!.id)!.value,
    });
    expect(typeof byReference(ofB!.id)!.paidValue).toBe('number');
    // A paid invoice is not deleted; a cancelled one the provider withdrew is.
    const paidDelete = await b.client.post(
      `/tarkan/invoices/manager/invoice/${ofB!.id}/delete`,
      {},
    );
    expect(paidDelete.status).toBe(400);
    const removed = await a.client.post(`/tarkan/invoices/manager/invoice/${ofA!.id}/delete`, {});
    expect(removed.json()).toEqual({ deleted: true });
    expect(await invoicesOf(a.client, ca.id)).toEqual([]);
  });

  it('suspends and unlocks a customer by hand, recorded in the audit log', async () => {
    expect((await a.client.post(`/tarkan/invoices/manager/${ca.id}/lockUser`, {})).status).toBe(
      200,
    );
    const refused = await new Client(server.farol.url).request('POST', '/api/session', {
      form: { email: 'customer-a@farol.test', password: 'pass1234' },
    });
    expect(refused.status).toBe(400);
    expect(errorCodeFromResponse(refused.status, refused.text)).toBe('ACCOUNT_IS_SUSPENDED');
    const unlocked = await a.client.post(`/tarkan/invoices/manager/${ca.id}/unlockUser?days=3`, {});
    expect(unlocked.status).toBe(200);
    await new Client(server.farol.url).login('customer-a@farol.test', 'pass1234');
    const logs = (await a.client.get('/tarkan/server/logs')).json() as {
      objectType: string;
      objectId: number;
      after: Record<string, unknown> | null;
    }[];
    const ofAccount = logs.filter(
      (entry) => entry.objectType === 'billingAccount' && entry.objectId === ca.id,
    );
    expect(ofAccount.map((entry) => entry.after?.locked).sort()).toEqual([false, true]);
    // A's cancel and delete; B's cash receipt is in B's tree, not A's.
    expect(logs.filter((entry) => entry.objectType === 'invoice')).toHaveLength(2);
  });
});
