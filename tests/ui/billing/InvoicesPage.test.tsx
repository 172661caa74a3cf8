import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { InvoicesPage } from '../../../src/ui/billing/InvoicesPage';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { giveListsHeight } from '../../support/listHeight';
import { renderWith } from '../../support/render';
import { account, server } from '../users/fixtures';
import { invoice } from './fixtures';

giveListsHeight();

async function open(load: () => Promise<ReturnType<typeof invoice>[]>, locale?: 'en-US') {
  const fake = fakeCore({ myInvoices: load });
  fake.publish('session', signedIn(account({ id: 7 }), server({ 'tarkan.enableBilling': true })));
  await renderWith(<Route path="/invoices" component={InvoicesPage} />, {
    core: fake.core,
    path: '/invoices',
    locale,
  });
  return fake;
}

describe('/invoices: My invoices', { timeout: 20_000 }, () => {
  it('lists the own invoices: due date, status, what paying today costs, the pay link', async () => {
    await open(async () => [
      invoice({
        id: 1,
        dueDate: '2026-11-10',
        status: 'OVERDUE',
        value: 49.9,
        amountDue: 51.08,
        daysLate: 5,
      }),
      invoice({
        id: 2,
        dueDate: '2026-10-10',
        status: 'RECEIVED',
        paidDate: '2026-10-08',
        link: 'https://sandbox.example/i/pay_2',
      }),
    ]);
    await screen.findByText('Vencida');
    const rows = screen.getAllByRole('row');
    const overdue = rows.find((row) => row.getAttribute('data-id') === '1')!;
    expect(overdue.textContent).toContain('10/11/2026');
    expect(overdue.textContent).toContain('Vencida');
    expect(overdue.textContent).toContain('R$ 51,08');
    expect(overdue.textContent).toContain('valor R$ 49,90');
    const pay = within(overdue).getByRole('link', { name: 'Pagar' });
    expect(pay.getAttribute('href')).toBe('https://sandbox.example/i/pay_1');
    const paid = rows.find((row) => row.getAttribute('data-id') === '2')!;
    expect(paid.textContent).toContain('Recebida');
    expect(paid.textContent).toContain('Pago em 08/10/2026');
    expect(within(paid).queryByRole('link')).toBeNull();
  });

  it('writes money and dates in the interface language', async () => {
    await open(async () => [invoice({ id: 3, amountDue: 1234.5, value: 1234.5 })], 'en-US');
    const row = await screen.findByText('$ 1,234.50');
    expect(row).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
  });

  it('says when there are none, and shows a failed load with a retry', async () => {
    let fail = true;
    const fake = await open(async () => {
      if (fail) throw { type: 'http', code: 'SERVER_ERROR', message: '', status: 500 };
      return [];
    });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Nenhuma fatura.')).toBeTruthy();
    expect(fake.calls('myInvoices')).toHaveLength(2);
  });
});
