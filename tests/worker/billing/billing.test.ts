import { describe, expect, it } from 'vitest';
import { testCore } from '../support/core';
import type { RecordedRequest, Reply } from '../support/fakes';
import { user } from '../support/fixtures';

const INVOICE = {
  id: 41,
  userId: 7,
  period: '2026-12',
  dueDate: '2026-12-10',
  value: 49.9,
  status: 'OVERDUE',
  paidDate: null,
  description: 'Rastreamento',
  link: 'https://sandbox.example/i/pay_1',
  amountDue: 51.1,
  daysLate: 3,
};

function billingCore(route: (r: RecordedRequest) => Reply | undefined) {
  return testCore({ user: user(), devices: [], positions: [], extra: route });
}

const tarkanCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.path.startsWith('/tarkan/'));

describe('billing', () => {
  it('[BI1] reads the own invoices and a customer’s, parsed with the model', async () => {
    const t = billingCore((r) =>
      r.path === '/tarkan/invoices' || r.path === '/tarkan/invoices/manager/7'
        ? { body: [INVOICE] }
        : undefined,
    );
    expect(await t.core.myInvoices()).toEqual([INVOICE]);
    expect(await t.core.customerInvoices({ userId: 7 })).toEqual([INVOICE]);
    const bad = billingCore((r) =>
      r.path === '/tarkan/invoices' ? { body: [{ ...INVOICE, status: 'LOST' }] } : undefined,
    );
    await expect(bad.core.myInvoices()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('[BI2] posts each manager action to its path; a deleted invoice answers null', async () => {
    const t = billingCore((r) => {
      if (r.path === '/tarkan/invoices/manager/invoice/41/delete')
        return { body: { deleted: true } };
      if (r.path.startsWith('/tarkan/invoices/manager/')) {
        return { body: r.path.includes('/invoice/') ? { ...INVOICE, status: 'CANCELLED' } : {} };
      }
      return undefined;
    });
    expect(await t.core.invoiceAction({ invoiceId: 41, action: 'cancel' })).toMatchObject({
      status: 'CANCELLED',
    });
    expect(await t.core.invoiceAction({ invoiceId: 41, action: 'delete' })).toBeNull();
    await t.core.setCustomerAccess({ userId: 7, locked: true });
    await t.core.setCustomerAccess({ userId: 7, locked: false, forever: false, days: 5 });
    const calls = tarkanCalls(t.requests);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /tarkan/invoices/manager/invoice/41/cancel',
      'POST /tarkan/invoices/manager/invoice/41/delete',
      'POST /tarkan/invoices/manager/7/lockUser',
      'POST /tarkan/invoices/manager/7/unlockUser',
    ]);
    expect(calls[3]!.query.get('perma')).toBe('false');
    expect(calls[3]!.query.get('days')).toBe('5');
  });

  it('[BI2] refuses an unknown action, a bad id or days out of range before any request', async () => {
    const t = billingCore(() => undefined);
    await expect(
      t.core.invoiceAction({ invoiceId: 41, action: 'refund' as 'cancel' }),
    ).rejects.toMatchObject({ code: 'INVALID_ACTION' });
    await expect(t.core.invoiceAction({ invoiceId: 0, action: 'cancel' })).rejects.toMatchObject({
      code: 'INVALID_ID',
    });
    await expect(
      t.core.setCustomerAccess({ userId: 7, locked: false, forever: false, days: 0 }),
    ).rejects.toMatchObject({ code: 'INVALID_DAYS' });
    expect(tarkanCalls(t.requests)).toHaveLength(0);
  });

  it('[BI3] saves an integration checked against its schema, secrets as given', async () => {
    const saved = {
      key: 'payment',
      settings: { enabled: true, email: 'fin@farol.test', sandbox: true },
      secretNames: ['token'],
      webhookPath: '/tarkan/webhooks/payment',
    };
    const t = billingCore((r) =>
      r.path === '/tarkan/integrations/payment' ? { body: saved } : undefined,
    );
    await expect(
      t.core.saveIntegration({ key: 'payment', settings: { enabled: true, email: 'nope' } }),
    ).rejects.toMatchObject({ code: 'INVALID_INTEGRATION' });
    expect(tarkanCalls(t.requests)).toHaveLength(0);
    const answer = await t.core.saveIntegration({
      key: 'payment',
      settings: saved.settings,
      secrets: { token: 'abc' },
    });
    expect(answer.secretNames).toEqual(['token']);
    const [post] = tarkanCalls(t.requests);
    expect(JSON.parse(post!.body!)).toEqual({
      settings: saved.settings,
      secrets: { token: 'abc' },
    });
  });
});
