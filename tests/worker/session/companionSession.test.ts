/**
 * The companion's session calls (companion-api.md): a QR driver checking into a vehicle, and a
 * suspended customer's trust unlock.
 */
import { describe, expect, it } from 'vitest';
import { testCore } from '../support/core';
import { device, position, user } from '../support/fixtures';

const driver = user({ id: 4, name: 'Bia' });
const fleet = { user: driver, cookie: true, devices: [device(1)], positions: [position(1)] };

describe('QR driver check-in', () => {
  it('posts the vehicle to /tarkan/qr-driver and reads the signed-in user again', async () => {
    let checkedIn = 0;
    const t = testCore({
      ...fleet,
      extra: (r) => {
        if (r.path === '/tarkan/qr-driver' && r.method === 'POST') {
          checkedIn = (JSON.parse(r.body!) as { id: number }).id;
          return { body: { deviceId: checkedIn, driverUniqueId: 'qr-4', unlock: 'sent' } };
        }
        if (r.path === '/api/session' && checkedIn)
          return { body: { ...driver, attributes: { inDevice: checkedIn } } };
        return undefined;
      },
    });
    await t.core.restoreSession();
    const sessions = await t.record('session');
    const status = await t.core.qrDriverCheck({ deviceId: 1 });
    expect(status).toEqual({ deviceId: 1, driverUniqueId: 'qr-4', unlock: 'sent' });
    expect(checkedIn).toBe(1);
    expect(sessions.at(-1)?.user?.attributes).toEqual({ inDevice: 1 });
  });
});

describe('trust unlock', () => {
  it('posts the credentials to /tarkan/invoices/unlock and answers until when', async () => {
    const t = testCore({
      ...fleet,
      extra: (r) =>
        r.path === '/tarkan/invoices/unlock' && r.method === 'POST'
          ? { body: { unlockedUntil: '2026-01-04T00:00:00Z' } }
          : undefined,
    });
    const input = { username: 'bia@example.com', password: 'pw' };
    expect(await t.core.unlockOnTrust(input)).toEqual({ unlockedUntil: '2026-01-04T00:00:00Z' });
    expect(JSON.parse(t.requests.at(-1)!.body!)).toEqual(input);
  });

  it('a refusal rejects with the server’s answer', async () => {
    const t = testCore({
      ...fleet,
      extra: (r) =>
        r.path === '/tarkan/invoices/unlock' ? { status: 403, body: 'Not allowed' } : undefined,
    });
    await expect(
      t.core.unlockOnTrust({ username: 'bia@example.com', password: 'pw' }),
    ).rejects.toMatchObject({ type: 'http', status: 403 });
  });
});
