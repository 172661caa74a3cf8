import { expect, test, type APIRequestContext, type Locator, type Page } from 'playwright/test';
import { LocalSmtp } from '../server/support/smtp';
import { apiLogin, e2eEnv, login, screenshot, visit } from './support';

const DAY = 86_400_000;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const CPF = '529.982.247-25';
const PASSWORD = 'cliente1';
const WEBHOOK_TOKEN = 'e2e-webhook-token-of-the-provider';
const SMTP_LOGIN = { username: 'e2e-billing-smtp', password: 'smtp-secret-e2e' };

type InvoiceJson = { id: number; status: string; link: string | null; amountDue: number };

/** Screenshots at desktop and phone size, each once `ready` shows. */
async function bothSizes(page: Page, name: string, ready: Locator) {
  await expect(ready).toBeVisible();
  await ready.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await expect(ready).toBeVisible();
  await ready.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** Moves the server's clock (the e2e hook) and runs billing's work; the server's now. */
async function advance(request: APIRequestContext, ms: number): Promise<number> {
  const reply = await request.post('/tarkan/test/clock', { data: { advanceMs: ms } });
  expect(reply.status(), await reply.text()).toBe(200);
  return Date.parse(((await reply.json()) as { now: string }).now);
}

async function invoicesOf(request: APIRequestContext, userId: number): Promise<InvoiceJson[]> {
  const reply = await request.get(`/tarkan/invoices/manager/${userId}`);
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as InvoiceJson[];
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Usuário ou e-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('billing: integrations and terms set in the screens, an invoice overdue suspends, trust unlocks once, the provider’s webhook pays it, a manager marks one received in cash', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  await apiLogin(request);
  const smtp = await LocalSmtp.start(SMTP_LOGIN);
  const email = `e2e-billing-${Date.now()}@farol.test`;
  const name = 'E2E Cliente Cobrança';
  const created = await request.post('/api/users', { data: { name, email, password: PASSWORD } });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const server = await (await request.get('/api/server')).json();
  const billingOn = await request.put('/api/server', {
    data: { ...server, attributes: { ...server.attributes, 'tarkan.enableBilling': true } },
  });
  expect(billingOn.status()).toBe(200);
  const customer = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
  const customerPage = await customer.newPage();
  try {
    // 1. The administrator sets the integrations in the screen: provider, SMTP (tested).
    await login(page);
    await visit(page, '/integrations');
    const payment = page.getByRole('region', { name: 'Provedor de pagamento' });
    await payment.getByLabel('Ativada').check();
    await payment.getByLabel('E-mail da conta').fill('financeiro@farol.test');
    await payment.getByLabel('Chave da API').fill(process.env.FAROL_E2E_PROVIDER_TOKEN ?? '');
    await payment.getByLabel('Token do webhook').fill(WEBHOOK_TOKEN);
    await payment.getByRole('button', { name: 'Salvar' }).click();
    await expect(payment.getByText('Definido', { exact: true })).toHaveCount(2);
    await expect(payment.getByLabel('Chave da API')).toHaveValue('');

    const mail = page.getByRole('region', { name: 'E-mail (SMTP)' });
    await mail.getByLabel('Ativada').check();
    await mail.getByLabel('Servidor SMTP').fill('127.0.0.1');
    await mail.getByLabel('Porta').fill(String(smtp.port));
    await mail.getByLabel('Usuário').fill(SMTP_LOGIN.username);
    await mail.getByLabel('Senha').fill(SMTP_LOGIN.password);
    await mail.getByLabel('E-mail do remetente').fill('cobranca@farol.test');
    await mail.getByLabel('Nome do remetente').fill('Cobrança Farol');
    await mail.getByRole('button', { name: 'Salvar' }).click();
    await expect(mail.getByText('Definido', { exact: true })).toHaveCount(1);
    await mail.getByRole('button', { name: 'Enviar teste' }).click();
    await expect(mail.getByRole('status')).toHaveText(
      `E-mail de teste enviado para ${e2eEnv().email}.`,
    );
    expect((await smtp.mail(1)).to).toEqual([e2eEnv().email]);
    await bothSizes(page, 'billing-integrations', payment.getByRole('heading'));

    // 2. The customer's terms in the user form's billing tab: due in 5 days.
    const now = await advance(request, 0);
    const dueDay = new Date(now + 5 * DAY).getUTCDate();
    await visit(page, `/users/${id}`);
    await page.getByRole('tab', { name: 'Cobrança' }).click();
    const terms = page.getByRole('tabpanel', { name: 'Cobrança' });
    await terms.getByLabel('Cobrar esta conta').check();
    await terms.getByLabel('CPF ou CNPJ').fill('529.982.247-26');
    await terms.getByLabel('Valor mensal').fill('49,90');
    await terms.getByLabel('Dia do vencimento').fill(String(dueDay));
    await terms.getByLabel('Multa por atraso').fill('2');
    await terms.getByLabel('Juros ao mês (%)').fill('1');
    await terms.getByLabel('Suspender por falta de pagamento').check();
    await terms.getByLabel('Dias de atraso até suspender').fill('1');
    await terms.getByLabel('Permitir desbloqueio de confiança').check();
    await terms.getByLabel('Dias do desbloqueio de confiança').fill('2');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      terms.getByText('CPF ou CNPJ inválido: confira os dígitos verificadores.'),
    ).toBeVisible();
    await terms.getByLabel('CPF ou CNPJ').fill(CPF);
    await bothSizes(page, 'billing-user-terms', terms.getByLabel('Valor mensal'));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/users$/);
    const stored = await (await request.get(`/api/users/${id}`)).json();
    expect(stored.attributes).toMatchObject({
      billingEnable: true,
      'tarkan.billingCpfCnpj': CPF,
      billingPrice: '49,90',
      billingSuspensionDays: 1,
    });

    // 3. Billing issues the invoice; the provider (its sandbox stand-in) gives the pay link.
    await expect
      .poll(async () => {
        await advance(request, 0);
        return (await invoicesOf(request, id))[0]?.link ?? null;
      })
      .toMatch(/^https:\/\/sandbox\.example\/i\/pay_/);
    const [issued] = await invoicesOf(request, id);
    await visit(page, '/billing');
    const row = page.getByTestId('billing-customers').getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Em aberto');
    await expect(row).toContainText('R$ 49,90');
    await bothSizes(page, 'billing-management', row);

    // 4. Overdue beyond a day: the login is refused with the invoice, trust unlocks once.
    await advance(request, 8 * DAY);
    await signIn(customerPage, email);
    await expect(customerPage.getByRole('heading', { name: 'Conta suspensa' })).toBeVisible();
    await expect(customerPage.locator('[data-code="ACCOUNT_IS_SUSPENDED_TRUST"]')).toBeVisible();
    const invoices = customerPage.getByRole('list', { name: 'Faturas em aberto' });
    await expect(invoices).toContainText('R$');
    await expect(invoices.getByRole('link', { name: 'Pagar' })).toHaveAttribute(
      'href',
      issued!.link!,
    );
    await bothSizes(customerPage, 'billing-login-suspended', invoices);
    await customerPage.getByRole('button', { name: 'Desbloqueio de confiança' }).click();
    await customerPage.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(customerPage).toHaveURL(/\/home$/, { timeout: 60_000 });
    await expect(customerPage.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
    await visit(customerPage, '/invoices');
    const mine = customerPage
      .getByTestId('my-invoices')
      .getByRole('row')
      .filter({ hasText: 'Vencida' });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('link', { name: 'Pagar' })).toHaveAttribute('href', issued!.link!);
    await bothSizes(customerPage, 'billing-my-invoices', mine);

    // The unlock lasts 2 days and is not offered again.
    await advance(request, 3 * DAY);
    await customer.clearCookies();
    await signIn(customerPage, email);
    await expect(customerPage.locator('[data-code="ACCOUNT_IS_SUSPENDED"]')).toBeVisible();
    await expect(
      customerPage.getByRole('button', { name: 'Desbloqueio de confiança' }),
    ).toHaveCount(0);

    // 5. The provider's webhook (its token) marks it paid, once; the account opens.
    const paymentId = issued!.link!.split('/').pop()!;
    const event = {
      id: `evt_e2e_${id}`,
      event: 'PAYMENT_RECEIVED',
      payment: {
        id: paymentId,
        status: 'RECEIVED',
        value: 52.5,
        paymentDate: new Date(now).toISOString().slice(0, 10),
        externalReference: `farol-invoice-${issued!.id}`,
      },
    };
    const forged = await request.post('/tarkan/webhooks/payment', {
      headers: { 'asaas-access-token': 'not-the-token' },
      data: event,
    });
    expect(forged.status()).toBe(401);
    const hook = () =>
      request.post('/tarkan/webhooks/payment', {
        headers: { 'asaas-access-token': WEBHOOK_TOKEN },
        data: event,
      });
    expect(await (await hook()).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await (await hook()).json()).toEqual({ received: true, outcome: 'replay' });
    await signIn(customerPage, email);
    await expect(customerPage).toHaveURL(/\/home$/, { timeout: 60_000 });
    await expect(customerPage.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
    await visit(customerPage, '/invoices');
    await expect(
      customerPage.getByTestId('my-invoices').getByRole('row').filter({ hasText: 'Recebida' }),
    ).toBeVisible();

    // 6. Next month's invoice: the manager marks it received in cash, confirmed first.
    await expect
      .poll(async () => {
        await advance(request, 2 * DAY);
        return (await invoicesOf(request, id)).filter((item) => item.status === 'PENDING').length;
      })
      .toBe(1);
    await visit(page, `/billing/${id}`);
    const pending = page
      .getByTestId('customer-invoices')
      .getByRole('row')
      .filter({ hasText: 'Pendente' });
    await bothSizes(page, 'billing-customer', pending);
    await pending.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Recebida em dinheiro' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText(`Marcar esta fatura de ${name} como recebida em dinheiro?`);
    await ask.getByRole('button', { name: 'Recebida em dinheiro' }).click();
    await expect(page.getByRole('status')).toHaveText('Fatura marcada como recebida em dinheiro.');
    await expect(
      page
        .getByTestId('customer-invoices')
        .getByRole('row')
        .filter({ hasText: 'Recebida em dinheiro' }),
    ).toBeVisible();
    const after = await invoicesOf(request, id);
    expect(after.map((item) => item.status).sort()).toEqual(['RECEIVED', 'RECEIVED_IN_CASH']);
  } finally {
    await customer.close();
    await smtp.close();
    await request.post('/tarkan/test/clock', { data: { reset: true } });
    const current = await (await request.get('/api/server')).json();
    await request.put('/api/server', {
      data: { ...current, attributes: { ...current.attributes, 'tarkan.enableBilling': false } },
    });
    await request.delete(`/api/users/${id}`);
  }
});
