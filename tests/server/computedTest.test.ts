import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import { ADMIN_REQUIRED } from './entityFixtures';
import {
  adminClient,
  createDevice,
  osmand,
  removeDir,
  startTestServer,
  tempDir,
  userClient,
  type Client,
} from './helpers';

describe('POST /api/attributes/computed/test?deviceId=', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let car: { id: number };

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    car = await createDevice(admin, 'Truck', 'calc-1');
    await osmand(farol, {
      id: 'calc-1',
      lat: -23.5,
      lon: -46.6,
      speed: 30,
      fuel: 40,
      ignition: true,
      io200: 1,
      raw: '78780d01',
    });
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  const test = (expression: string, type = 'number', deviceId = car.id) =>
    admin.post(`/api/attributes/computed/test?deviceId=${deviceId}`, {
      description: 'test',
      attribute: 'result',
      expression,
      type,
    });

  it.each([
    ['fuel * 2', 'number', '80', 'application/json'],
    ['speed * 1.852', 'number', '55.56', 'application/json'],
    ['ignition && io200 == 1', 'boolean', 'true', 'application/json'],
    ['speed > 20 ? "moving" : "slow"', 'string', 'moving', 'text/plain'],
    ['raw.substring(0, 4)', 'string', '7878', 'text/plain'],
  ])('%s (%s) → %s', async (expression, type, body, contentType) => {
    const reply = await test(expression, type);
    expect(reply.status).toBe(200);
    expect(reply.text).toBe(body);
    expect(reply.headers.get('content-type')).toContain(contentType);
  });

  it('answers 204 when the expression yields nothing', async () => {
    const reply = await test('missing * 2');
    expect(reply.status).toBe(204);
  });

  it.each([
    [
      'fuel >',
      'number',
      'java.lang.IllegalArgumentException: expression: unexpected end of expression at 6',
    ],
    [
      'process.exit()',
      'number',
      'java.lang.IllegalArgumentException: expression: "process" is not allowed',
    ],
    [
      '"abc"',
      'number',
      'java.lang.IllegalArgumentException: expression: the result "abc" is not a number',
    ],
  ])('refuses %s with 400', async (expression, type, message) => {
    const reply = await test(expression, type);
    expect(reply.status).toBe(400);
    expect(reply.text).toBe(message);
  });

  it('needs a device with a position, and an administrator', async () => {
    const empty = await createDevice(admin, 'Empty', 'calc-2');
    expect((await test('1', 'number', empty.id)).text).toBe(
      'java.lang.IllegalArgumentException: Device has no last position',
    );
    const user = await userClient(farol, admin, 'calc@farol.test');
    const reply = await user.client.post(`/api/attributes/computed/test?deviceId=${car.id}`, {
      attribute: 'x',
      expression: '1',
      type: 'number',
    });
    expect(reply.text).toBe(ADMIN_REQUIRED);
  });
});
