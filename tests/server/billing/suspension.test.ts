import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeFromResponse } from '@farol/model';
import { Client, userClient, useTestServer } from '../helpers';
import { openTestStorage } from '../support/database';
import { InvoiceGenerator } from '../../../server/billing/generator';
import { ServerClock } from '../../../server/services/clock';
import { BillingCustomers } from '../../../server/billing/customers';
import { ServerSettings } from '../../../server/services/serverSettings';
import { errorDetails, SERVER_BILLING, setServerAttributes, TestClock } from './support';

const PASSWORD = 'pass1234';

describe('invoices and suspension for non-payment', () => {
  const server = useTestServer({ testClock: true });
  let clock: TestClock;
  let customer: { client: Client; id: number };
  let other: { client: Client; id: number };
  let dueDate: string;

  beforeAll(async () => {
    clock = new TestClock(server.admin);
    await setServerAttributes(server.admin, SERVER_BILLING);
    dueDate = clock.day(5);
    const billingDate = Number(dueDate.slice(8));
    customer = await userClient(server.farol, server.admin, 'billed@farol.test', {
      attributes: { billingEnable: true, billingDate },
    });
    other = await userClient(server.farol, server.admin, 'billed-other@farol.test', {
      attributes: { billingEnable: true, billingDate, billingPrice: 10 },
    });
  });

  it('issues one invoice per customer per month, however often and on however many nodes', async () => {
    await clock.advance(0);
    await clock.advance(0);
    // A second node on the same database, with its own clock, runs the same work.
    const storage = await openTestStorage(server.dir);
    try {
      const settings = await ServerSettings.load(storage, '');
      const generator = new InvoiceGenerator(
        storage,
        new BillingCustomers(settings),
        new ServerClock(),
        { periodMs: 60_000, issueDays: 10, hasProvider: async () => false },
      );
      expect(await generator.issueDue()).toEqual([]);
    } finally {
      await storage.close();
    }
    const invoices = (await customer.client.get('/tarkan/invoices')).json();
    expect(invoices).toEqual([
      expect.objectContaining({
        userId: customer.id,
        dueDate,
        period: dueDate.slice(0, 7),
        value: 49.9,
        amountDue: 49.9,
        status: 'PENDING',
        daysLate: 0,
        link: null,
      }),
    ]);
  });

  it('shows each customer their own invoices only', async () => {
    const mine = (await other.client.get('/tarkan/invoices')).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ userId: other.id, value: 10 });
  });

  it('marks an unpaid invoice overdue after its due date and charges fine and interest', async () => {
    await clock.advance(6);
    const [invoice] = (await customer.client.get('/tarkan/invoices')).json();
    // 1 day late on 4990: fine 2 % = 99.8 → 100; interest 1 % / 30 × 1 = 1.66 → 2. 5092.
    expect(invoice).toMatchObject({ status: 'OVERDUE', daysLate: 1, amountDue: 50.92 });
    // Within the 2 days of grace: still signs in.
    await new Client(server.farol.url).login('billed@farol.test', PASSWORD);
  });

  it('refuses the login beyond the grace days, with the open invoices and the trust offer', async () => {
    await clock.advance(2);
    expect((await customer.client.get('/api/session')).status).toBe(404);
    const reply = await new Client(server.farol.url).request('POST', '/api/session', {
      form: { email: 'billed@farol.test', password: PASSWORD },
    });
    expect(reply.status).toBe(400);
    expect(errorCodeFromResponse(reply.status, reply.text)).toBe('ACCOUNT_IS_SUSPENDED_TRUST');
    const details = errorDetails(reply.text);
    expect(details.trustAvailable).toBe(true);
    expect(details.invoices).toEqual([
      expect.objectContaining({ dueDate, status: 'OVERDUE', daysLate: 3 }),
    ]);
  });

  it('tells nothing of the invoices to a wrong password', async () => {
    const reply = await new Client(server.farol.url).request('POST', '/api/session', {
      form: { email: 'billed@farol.test', password: 'wrong-password' },
    });
    expect(reply.status).toBe(401);
    expect(reply.text).not.toMatch(/invoices/);
  });

  it('unlocks on trust once, for the configured days', async () => {
    const anonymous = new Client(server.farol.url);
    const wrong = await anonymous.post('/tarkan/invoices/unlock', {
      username: 'billed@farol.test',
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(401);
    const unlocked = await anonymous.post('/tarkan/invoices/unlock', {
      username: 'billed@farol.test',
      password: PASSWORD,
    });
    expect(unlocked.status, unlocked.text).toBe(200);
    await anonymous.login('billed@farol.test', PASSWORD);
    const logs = (await server.admin.get(`/tarkan/users/${customer.id}/logs`)).json();
    expect(logs).toContainEqual(
      expect.objectContaining({ objectType: 'billingAccount', objectId: customer.id }),
    );
    const again = await new Client(server.farol.url).post('/tarkan/invoices/unlock', {
      username: 'billed@farol.test',
      password: PASSWORD,
    });
    expect(again.status).toBe(400);
    expect(again.text).toMatch(/not suspended/);

    await clock.advance(4);
    const refused = await new Client(server.farol.url).request('POST', '/api/session', {
      form: { email: 'billed@farol.test', password: PASSWORD },
    });
    expect(errorCodeFromResponse(refused.status, refused.text)).toBe('ACCOUNT_IS_SUSPENDED');
    expect(errorDetails(refused.text).trustAvailable).toBe(false);
    const spent = await new Client(server.farol.url).post('/tarkan/invoices/unlock', {
      username: 'billed@farol.test',
      password: PASSWORD,
    });
    expect(spent.status).toBe(400);
    expect(spent.text).toMatch(/Trust unlock is not available/);
  });

  it('never suspends an administrator or a customer whose billing is off', async () => {
    await new Client(server.farol.url).login('admin@farol.test', 'admin-secret');
    const free = await userClient(server.farol, server.admin, 'free@farol.test');
    expect((await free.client.get('/tarkan/invoices')).json()).toEqual([]);
  });

  it('the test clock goes back to the machine’s when a test is done with time', async () => {
    const ahead = await server.admin.post('/tarkan/test/clock', { advanceMs: 0 });
    expect(Date.parse(ahead.json().now) - Date.now()).toBeGreaterThan(86_400_000);
    const reset = await server.admin.post('/tarkan/test/clock', { reset: true });
    expect(reset.status, reset.text).toBe(200);
    expect(Math.abs(Date.parse(reset.json().now) - Date.now())).toBeLessThan(60_000);
    expect((await server.admin.post('/tarkan/test/clock', { reset: false })).status).toBe(400);
  });
});
