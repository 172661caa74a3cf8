import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userClient, useTestServer } from '../helpers';
import { LocalSmtp } from '../support/smtp';
import { setServerAttributes } from './support';

const SMTP_LOGIN = { username: 'billing-smtp', password: 'smtp-secret-1' };

describe('e-mail integration: the "send test" button', () => {
  let smtp: LocalSmtp;
  beforeAll(async () => {
    smtp = await LocalSmtp.start(SMTP_LOGIN);
  });
  afterAll(() => smtp.close());
  const server = useTestServer({ secretKey: 'a-test-key-for-integration-mail-0123456789' });
  beforeAll(() => setServerAttributes(server.admin, { 'tarkan.enableBilling': true }));

  const saveEmail = (settings: Record<string, unknown>, secrets: Record<string, string> = {}) =>
    server.admin.post('/tarkan/integrations/email', {
      settings: {
        enabled: false,
        username: SMTP_LOGIN.username,
        from: 'cobranca@farol.test',
        fromName: 'Cobrança Farol',
        host: '127.0.0.1',
        port: smtp.port,
        ...settings,
      },
      secrets,
    });

  it('sends through the saved SMTP settings and secret password, to the caller or `to`', async () => {
    const saved = await saveEmail({}, { password: SMTP_LOGIN.password });
    expect(saved.status, saved.text).toBe(200);
    const mine = await server.admin.post('/tarkan/integrations/email/test', {});
    expect(mine.status, mine.text).toBe(200);
    const first = await smtp.mail(1);
    expect(first.user).toBe(SMTP_LOGIN.username);
    expect(first.from).toBe('cobranca@farol.test');
    expect(first.to).toEqual([mine.json().to]);
    expect(first.data).toContain('Cobran');

    const other = await server.admin.post('/tarkan/integrations/email/test', {
      to: 'financeiro@farol.test',
    });
    expect(other.json()).toEqual({ to: 'financeiro@farol.test' });
    expect((await smtp.mail(2)).to).toEqual(['financeiro@farol.test']);
  });

  it('answers the SMTP server’s refusal as a clear 400, never a 500', async () => {
    await saveEmail({}, { password: 'wrong-password' });
    const refused = await server.admin.post('/tarkan/integrations/email/test', {});
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('MessageException');
    await saveEmail({ host: '' });
    const unset = await server.admin.post('/tarkan/integrations/email/test', {});
    expect(unset.status).toBe(400);
    expect(unset.text).toContain('not configured');
    const badAddress = await server.admin.post('/tarkan/integrations/email/test', { to: 'x' });
    expect(badAddress.status).toBe(400);
  });

  it('is for administrators only', async () => {
    const user = await userClient(server.farol, server.admin, 'plain-mail@farol.test');
    const before = smtp.mails.length;
    const refused = await user.client.post('/tarkan/integrations/email/test', {
      to: 'plain-mail@farol.test',
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('SecurityException');
    expect(smtp.mails.length).toBe(before);
  });
});
