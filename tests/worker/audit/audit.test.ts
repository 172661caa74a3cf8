import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE } from '../../../src/worker/audit/api';
import { testCore } from '../support/core';
import type { RecordedRequest, Reply } from '../support/fakes';
import { user } from '../support/fixtures';

function entry(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    time: '2026-11-27T10:00:00.000+00:00',
    code: 301,
    actionType: 'edit',
    objectType: 'device',
    objectId: 7,
    deviceId: 7,
    userId: 1,
    userEmail: 'admin',
    impersonatorId: null,
    address: '127.0.0.1',
    userAgent: 'Chromium',
    before: null,
    after: null,
    ...extra,
  };
}

function auditCore(route: (r: RecordedRequest) => Reply | undefined) {
  return testCore({ user: user(), devices: [], positions: [], extra: route });
}

const json = (body: unknown): Reply => ({ body: JSON.stringify(body) });

describe('audit log', () => {
  it('[AU1] reads each scope’s route with its filters and the next page’s cursor', async () => {
    const t = auditCore((r) => (r.path.endsWith('/logs') ? json([entry(5)]) : undefined));
    await t.core.auditLog({ scope: { kind: 'server' } });
    await t.core.auditLog({
      scope: { kind: 'user', id: 3 },
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-28T00:00:00.000Z',
      codes: [101, 105],
    });
    const page = await t.core.auditLog({ scope: { kind: 'device', id: 7 }, beforeId: 40 });
    const asked = t.requests.filter((r) => r.path.endsWith('/logs'));
    expect(asked.map((r) => r.path)).toEqual([
      '/tarkan/server/logs',
      '/tarkan/users/3/logs',
      '/tarkan/devices/7/logs',
    ]);
    expect(asked[1]!.query.getAll('code')).toEqual(['101', '105']);
    expect(asked[1]!.query.get('from')).toBe('2026-11-01T00:00:00.000Z');
    expect(asked[2]!.query.get('beforeId')).toBe('40');
    expect(asked[2]!.query.get('limit')).toBe(String(AUDIT_PAGE));
    expect(page.more).toBe(false);
    expect(page.rows[0]!.at).toBe(Date.parse('2026-11-27T10:00:00Z'));
  });

  it('[AU1] lists the changed fields, nested attributes included', async () => {
    const before = { name: 'Van', attributes: { speedLimit: 80, color: 'red' }, disabled: false };
    const after = { name: 'Van 2', attributes: { speedLimit: 90, color: 'red' }, disabled: false };
    const t = auditCore((r) =>
      r.path.endsWith('/logs') ? json([entry(9, { before, after })]) : undefined,
    );
    const { rows } = await t.core.auditLog({ scope: { kind: 'server' } });
    expect(rows[0]!.changes).toEqual([
      { field: 'name', before: 'Van', after: 'Van 2' },
      { field: 'attributes.speedLimit', before: '80', after: '90' },
    ]);
  });

  it('[AU1] a full page says there may be more', async () => {
    const full = Array.from({ length: AUDIT_PAGE }, (_, i) => entry(AUDIT_PAGE - i));
    const t = auditCore((r) => (r.path.endsWith('/logs') ? json(full) : undefined));
    expect((await t.core.auditLog({ scope: { kind: 'server' } })).more).toBe(true);
  });

  it('[AU1] a bad query or period is refused before any request', async () => {
    const t = auditCore(() => undefined);
    const before = t.requests.length;
    await expect(
      t.core.auditLog({
        scope: { kind: 'server' },
        from: '2026-11-02T00:00:00.000Z',
        to: '2026-11-01T00:00:00.000Z',
      }),
    ).rejects.toMatchObject({ code: 'INVALID_PERIOD' });
    await expect(t.core.auditLog({ scope: { kind: 'user', id: -1 } })).rejects.toMatchObject({
      code: 'INVALID_QUERY',
    });
    expect(t.requests.length).toBe(before);
  });
});
