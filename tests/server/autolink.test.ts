import { describe, expect, it } from 'vitest';
import { Client, createDevice, userClient, useTestServer } from './helpers';

/**
 * `POST /tarkan/autolink`: a customer claims a tracker by IMEI from their reseller's stock, and
 * nothing else: another reseller's devices, a device someone already has, an unknown IMEI all
 * get the same refusal (companion-api.md §1.4: the product checks no ownership; Farol does).
 */
describe('POST /tarkan/autolink', () => {
  const server = useTestServer();

  /** A reseller (a manager) and a customer they created, both signed in. */
  async function resellerWithCustomer(tag: string) {
    const reseller = await userClient(server.farol, server.admin, `reseller-${tag}@farol.test`, {
      userLimit: 10,
    });
    const created = await reseller.client.post('/api/users', {
      name: `Cliente ${tag}`,
      email: `customer-${tag}@farol.test`,
      password: 'pass1234',
    });
    expect(created.status).toBe(200);
    const customer = new Client(server.farol.url);
    await customer.login(`customer-${tag}@farol.test`, 'pass1234');
    return { reseller, customer, customerId: created.json().id as number };
  }

  const claim = (client: Client, body: Record<string, unknown>) =>
    client.post('/tarkan/autolink', body);

  it("claims a device from the reseller's stock: renamed, described and linked", async () => {
    const { reseller, customer } = await resellerWithCustomer('a');
    const stock = await createDevice(reseller.client, 'Estoque 1', '860000000000001');
    const claimed = await claim(customer, {
      imei: ' 860000000000001 ',
      placa: 'ABC1D23',
      modelo: 'GT06N',
      categoria: 'truck',
    });
    expect(claimed.status).toBe(200);
    expect(claimed.json()).toMatchObject({
      id: stock.id,
      name: 'Cliente a - ABC1D23',
      model: 'GT06N',
      category: 'truck',
      attributes: { plate: 'ABC1D23', placa: 'ABC1D23' },
    });
    const seen = (await customer.get('/api/devices')).json() as { id: number }[];
    expect(seen.map((device) => device.id)).toEqual([stock.id]);
  });

  it('refuses, in the same words, a claimed device, a foreign pool and an unknown IMEI', async () => {
    const first = await resellerWithCustomer('b');
    const other = await resellerWithCustomer('c');
    await createDevice(first.reseller.client, 'Estoque B', '860000000000002');
    await createDevice(other.reseller.client, 'Estoque C', '860000000000003');
    await createDevice(server.admin, 'Admin only', '860000000000004');
    expect((await claim(first.customer, { imei: '860000000000002' })).status).toBe(200);
    const second = await first.reseller.client.post('/api/users', {
      name: 'Outro cliente',
      email: 'customer-b2@farol.test',
      password: 'pass1234',
    });
    expect(second.status).toBe(200);
    const late = new Client(server.farol.url);
    await late.login('customer-b2@farol.test', 'pass1234');
    for (const imei of ['860000000000002', '860000000000003', '860000000000004', '999']) {
      const refused = await claim(late, { imei });
      expect(refused.status, imei).toBe(400);
      expect(refused.text).toContain('Device not available');
    }
    // Each refusal is in the audit log with its reason.
    const refusals = (await server.admin.get('/tarkan/server/logs')).json() as {
      after: { autolink?: string; refused?: string } | null;
    }[];
    const reasons = refusals
      .filter((entry) => entry.after?.refused)
      .map((entry) => [entry.after!.autolink, entry.after!.refused]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['860000000000002', 'claimed'],
        ['860000000000003', 'outsidePool'],
        ['860000000000004', 'outsidePool'],
        ['999', 'unknown'],
      ]),
    );
    // Nothing changed hands.
    expect((await late.get('/api/devices')).json()).toEqual([]);
    const foreign = (await other.reseller.client.get('/api/devices')).json();
    expect(foreign.map((device: { name: string }) => device.name)).toEqual(['Estoque C']);
  });

  it('refuses bad input and accounts that may not add devices', async () => {
    const { reseller, customer, customerId } = await resellerWithCustomer('d');
    await createDevice(reseller.client, 'Estoque D', '860000000000005');
    expect((await claim(customer, {})).status).toBe(400);
    expect((await claim(customer, { imei: '860000000000005', categoria: 'ufo' })).status).toBe(400);
    await server.admin.put(`/api/users/${customerId}`, {
      id: customerId,
      name: 'Cliente d',
      email: 'customer-d@farol.test',
      deviceReadonly: true,
    });
    const readonly = await claim(customer, { imei: '860000000000005' });
    expect(readonly.status).toBe(400);
    expect(readonly.text).toContain('Write access denied');
    expect((await new Client(server.farol.url).post('/tarkan/autolink', {})).status).toBe(401);
  });
});
