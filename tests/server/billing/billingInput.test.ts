/**
 * Billing settings are checked by the server as the forms check them (model/billingValidation):
 * a user's or the server's attributes with a wrong tax id, amount, rate, day or mode are
 * refused with the setting named, and nothing of the save is kept.
 */
import { describe, expect, it } from 'vitest';
import { userClient, useTestServer } from '../helpers';

describe('billing settings on save', () => {
  const server = useTestServer();

  it.each([
    ['tarkan.billingCpfCnpj', '111.111.111-11'],
    ['billingPrice', '12,345'],
    ['billingInterest', 'muito'],
    ['billingDate', 32],
    ['billingFineMode', 'SOMETIMES'],
    ['billingDisccountDays', -1],
  ])("refuses a user's %s of %j and keeps the user as it was", async (key, value) => {
    const { id } = await userClient(server.farol, server.admin, `billing-${key}@farol.test`);
    const before = (await server.admin.get(`/api/users/${id}`)).json();
    const reply = await server.admin.put(`/api/users/${id}`, {
      ...before,
      name: 'Renamed',
      attributes: { ...before.attributes, billingEnable: true, [key]: value },
    });
    expect(reply.status).toBe(400);
    expect(reply.text).toContain(`attributes.${key}`);
    expect((await server.admin.get(`/api/users/${id}`)).json()).toEqual(before);
  });

  it('refuses a new user with a wrong tax id', async () => {
    const reply = await server.admin.post('/api/users', {
      name: 'Nobody',
      email: 'billing-new@farol.test',
      password: 'pass1234',
      attributes: { 'tarkan.billingCpfCnpj': '00.000.000/0000-01' },
    });
    expect(reply.status).toBe(400);
    expect(reply.text).toContain('attributes.tarkan.billingCpfCnpj');
    const users = (await server.admin.get('/api/users')).json() as { email: string }[];
    expect(users.map((user) => user.email)).not.toContain('billing-new@farol.test');
  });

  it("refuses the server's billing price with three decimals, and keeps valid settings", async () => {
    const current = (await server.admin.get('/api/server')).json();
    const refused = await server.admin.put('/api/server', {
      ...current,
      attributes: { ...current.attributes, billingPrice: '49.901' },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('attributes.billingPrice');
    expect((await server.admin.get('/api/server')).json().attributes.billingPrice).toBe(
      current.attributes.billingPrice,
    );
    const saved = await server.admin.put('/api/server', {
      ...current,
      attributes: {
        ...current.attributes,
        billingPrice: '49,90',
        'tarkan.billingCpfCnpj': '529.982.247-25',
        billingFineMode: 'PERCENTAGE',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json().attributes).toMatchObject({ billingPrice: '49,90' });
  });
});
