import { expect, test, type APIRequestContext, type Page } from 'playwright/test';
import { LocalSmtp, recoveryLinkOf } from '../server/support/smtp';
import { apiLogin, screenshot } from './support';

const SMTP_LOGIN = { username: 'farol-e2e', password: 'smtp-e2e-secret' };
const OLD_PASSWORD = 'antiga-1';
const NEW_PASSWORD = 'nova-senha-2';

/**
 * Points the shared e2e server's mail at `smtp` and its public address at the server itself
 * (server attributes, as an administrator sets them); returns how to put the old ones back.
 */
async function mailThrough(request: APIRequestContext, smtp: LocalSmtp) {
  const original = (await (await request.get('/api/server')).json()) as {
    attributes: Record<string, unknown>;
  };
  const saved = await request.put('/api/server', {
    data: {
      ...original,
      attributes: {
        ...original.attributes,
        'web.url': process.env.FAROL_E2E_URL,
        'mail.smtp.host': '127.0.0.1',
        'mail.smtp.port': smtp.port,
        'mail.smtp.username': SMTP_LOGIN.username,
        'mail.smtp.password': SMTP_LOGIN.password,
        'mail.smtp.from': 'contas@farol.test',
      },
    },
  });
  expect(saved.status()).toBe(200);
  return () => request.put('/api/server', { data: original });
}

/** Fills the login form and presses Entrar. */
async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Usuário ou e-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

for (const size of [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'mobile', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`password reset (${size.label})`, () => {
    test.use({ viewport: size.viewport });
    test.setTimeout(180_000);
    const tag = size.label;

    test('a lost password is reset through the mailed link, once', async ({
      browser,
      request,
    }, testInfo) => {
      const smtp = await LocalSmtp.start(SMTP_LOGIN);
      await apiLogin(request);
      const restore = await mailThrough(request, smtp);
      const email = `e2e-senha-${tag}-${testInfo.retry}@farol.test`;
      const created = await request.post('/api/users', {
        data: { name: `E2E Senha ${tag}`, email, password: OLD_PASSWORD },
      });
      expect(created.status()).toBe(200);
      const user = (await created.json()) as { id: number };
      // A fresh context: no administrator's cookie in the browser.
      const context = await browser.newContext({ viewport: size.viewport });
      const page = await context.newPage();
      try {
        // Lost password from the login page: the empty address is FILL_EMAIL_FIELD.
        await page.goto('/login');
        await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
        const dialog = page.getByRole('dialog', { name: 'Recuperar senha' });
        await dialog.getByRole('button', { name: 'Enviar link' }).click();
        await expect(dialog.locator('[data-code="FILL_EMAIL_FIELD"]')).toHaveText(
          'Informe o seu e-mail.',
        );
        await screenshot(page, `reset-1-empty-email-${tag}`);
        await dialog.getByLabel('E-mail').fill(email);
        await screenshot(page, `reset-2-email-${tag}`);
        await dialog.getByRole('button', { name: 'Enviar link' }).click();
        await expect(dialog.getByRole('status')).toHaveText(
          `Se houver uma conta com o e-mail ${email}, ela receberá em instantes um link válido por 1 hora.`,
        );
        await screenshot(page, `reset-3-sent-${tag}`);

        // The mail the SMTP server received carries the link to this server.
        const mail = await smtp.mail(1, 30_000);
        expect(mail.to).toEqual([email]);
        expect(mail.user).toBe(SMTP_LOGIN.username);
        const link = recoveryLinkOf(mail.data);
        expect(link.origin).toBe(process.env.FAROL_E2E_URL);

        // The link opens the new-password form with its code filled in.
        await page.goto(link.url);
        await expect(page.getByLabel('Código de recuperação')).toHaveValue(link.token);
        await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
        await page.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
        await screenshot(page, `reset-4-new-password-${tag}`);
        await page.getByRole('button', { name: 'Salvar nova senha' }).click();
        await expect(page.getByRole('status')).toHaveText(
          'Pronto! Entre com a nova senha. As outras sessões da sua conta foram encerradas.',
        );
        await screenshot(page, `reset-5-done-${tag}`);

        // The link works once: a second use is refused, and the form without a code asks for it.
        await page.goto(link.url);
        await page.getByLabel('Nova senha', { exact: true }).fill('terceira-3');
        await page.getByLabel('Confirmar nova senha').fill('terceira-3');
        await page.getByRole('button', { name: 'Salvar nova senha' }).click();
        await expect(page.locator('[data-code="INVALID_RECOVERY_TOKEN"]')).toHaveText(
          'Este link de recuperação é inválido, expirou ou já foi usado. Peça um novo em “Esqueci minha senha”.',
        );
        await screenshot(page, `reset-6-used-link-${tag}`);
        await page.getByLabel('Código de recuperação').fill('');
        await page.getByRole('button', { name: 'Salvar nova senha' }).click();
        await expect(page.locator('[data-code="FILL_TOKEN_FIELD"]')).toHaveText(
          'Informe o código de recuperação.',
        );
        await screenshot(page, `reset-7-empty-token-${tag}`);

        // The old password is refused (SPEC §8's HTTP_401_UNAUTHORIZED), the new one signs in.
        await page.goto('/login');
        await submitLogin(page, email, OLD_PASSWORD);
        await expect(page.locator('[data-code="HTTP_401_UNAUTHORIZED"]')).toHaveText(
          'Combinação de usuário e senha inválidos.',
        );
        await screenshot(page, `reset-8-old-refused-${tag}`);
        await submitLogin(page, email, NEW_PASSWORD);
        await expect(page).toHaveURL(/\/home$/, { timeout: 60_000 });
        await expect(page.getByText('Carregando…')).toHaveCount(0, { timeout: 60_000 });
        await screenshot(page, `reset-9-signed-in-${tag}`);
      } finally {
        await context.close();
        await request.delete(`/api/users/${user.id}`);
        await restore();
        await smtp.close();
      }
    });
  });
}
