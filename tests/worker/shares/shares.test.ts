import { describe, expect, it } from 'vitest';
import { formatTraccarDate } from '@farol/model';
import type { RecordedRequest } from '../support/fakes';
import { testCore } from '../support/core';
import { options } from '../support/smallFleet';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const HOUR = 3_600_000;

const share = (id: number, expiresAt: number) => ({
  id,
  deviceId: 1,
  name: `share-7-${id}`,
  expirationTime: formatTraccarDate(expiresAt),
  limitCommands: true,
  token: `token-${id}`,
  ownerId: 7,
});

function shareServer(reply: (request: RecordedRequest) => { status?: number; body?: unknown }) {
  const seen: RecordedRequest[] = [];
  const extra = (request: RecordedRequest) => {
    if (!request.path.startsWith('/tarkan/shares')) return undefined;
    seen.push(request);
    return reply(request);
  };
  return { seen, core: testCore({ ...options, extra }, { now: () => NOW }).core };
}

describe('shares', () => {
  it('[SH1] lists the shares of a device from the companion API, soonest to expire first', async () => {
    const { core, seen } = shareServer(() => ({
      body: [share(3, NOW + 5 * HOUR), share(2, NOW + HOUR)],
    }));
    const shares = await core.listShares({ deviceId: 1 });
    expect(shares.map((s) => s.id)).toEqual([2, 3]);
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/tarkan/shares' });
    expect(seen[0]!.query.get('deviceId')).toBe('1');
  });

  it('[SH2] creates and moves a share with an ISO expiry carrying its zone', async () => {
    const { core, seen } = shareServer((request) => ({
      body: share(4, Date.parse(JSON.parse(request.body!).expirationTime)),
    }));
    const created = await core.createShare({ deviceId: 1, expiresAt: NOW + HOUR });
    expect(created.token).toBe('token-4');
    expect(seen[0]!.method).toBe('POST');
    expect(JSON.parse(seen[0]!.body!)).toEqual({
      deviceId: 1,
      expirationTime: '2025-03-01T13:00:00.000+00:00',
    });
    const moved = await core.updateShare({ shareId: 4, expiresAt: NOW + 24 * HOUR });
    expect(seen[1]).toMatchObject({ method: 'PUT', path: '/tarkan/shares/4' });
    expect(moved.expirationTime).toBe('2025-03-02T12:00:00.000+00:00');
  });

  it('[SH2] sends the rights given (limitCommands, allowBlock), and only those', async () => {
    const { core, seen } = shareServer(() => ({ body: share(5, NOW + HOUR) }));
    await core.createShare({ deviceId: 1, expiresAt: NOW + HOUR, allowBlock: true });
    await core.updateShare({
      shareId: 5,
      expiresAt: NOW + HOUR,
      limitCommands: false,
      allowBlock: false,
    });
    expect(JSON.parse(seen[0]!.body!)).toEqual({
      deviceId: 1,
      expirationTime: '2025-03-01T13:00:00.000+00:00',
      allowBlock: true,
    });
    expect(JSON.parse(seen[1]!.body!)).toEqual({
      expirationTime: '2025-03-01T13:00:00.000+00:00',
      limitCommands: false,
      allowBlock: false,
    });
  });

  it('[SH2] refuses an expiry that is not in the future before any request', async () => {
    const { core, seen } = shareServer(() => ({ body: share(1, NOW + HOUR) }));
    await expect(core.createShare({ deviceId: 1, expiresAt: NOW })).rejects.toMatchObject({
      type: 'validation',
      code: 'SHARE_EXPIRY_PAST',
    });
    await expect(core.updateShare({ shareId: 1, expiresAt: Number.NaN })).rejects.toMatchObject({
      code: 'SHARE_EXPIRY_PAST',
    });
    expect(seen).toEqual([]);
  });

  it('[SH3] deletes a share; server refusals arrive as SPEC §8 codes', async () => {
    const { core, seen } = shareServer((request) =>
      request.method === 'DELETE'
        ? { status: 204, body: '' }
        : { status: 400, body: 'java.lang.SecurityException: Write access denied' },
    );
    await core.deleteShare({ shareId: 9 });
    expect(seen[0]).toMatchObject({ method: 'DELETE', path: '/tarkan/shares/9' });
    await expect(core.createShare({ deviceId: 1, expiresAt: NOW + HOUR })).rejects.toMatchObject({
      type: 'http',
      code: 'WRITE_ACCESS_DENIED',
      status: 400,
    });
  });

  it('[SH1] a reply that is not a list of shares is refused at the boundary', async () => {
    const { core } = shareServer(() => ({ body: [{ id: 'x' }] }));
    await expect(core.listShares({ deviceId: 1 })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});
