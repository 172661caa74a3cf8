import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Position } from '@farol/model';
import { fuzzOsmand } from '../../fuzz/osmand';
import { seededRandom } from '../../fuzz/random';
import { databaseVersion, QUIET_WRITERS, FUZZ_CASES, FUZZ_SEED } from '../../fuzz/version';
import { createDevice, SocketClient, useTestServer } from '../helpers';

/**
 * Issue 10: a fuzz target per device input surface. Every OsmAnd request, valid, mutated or
 * noise, is answered (no hang) without a 5xx, and a refused one stores nothing; afterwards
 * every viewer still reads every device.
 */
describe(`OsmAnd fuzz (${FUZZ_CASES} cases per form, seed ${FUZZ_SEED})`, () => {
  const server = useTestServer(QUIET_WRITERS);
  const uniqueIds = ['fz-1', 'fz-2', 'fz-3', 'unknown-device'];
  let version: ReturnType<typeof databaseVersion>;

  beforeAll(async () => {
    for (const id of uniqueIds.slice(0, 3)) await createDevice(server.admin, id, id);
    version = databaseVersion(server.dir);
  });
  afterAll(() => version.close());

  it.each(['query', 'json'] as const)(
    'the %s form',
    async (form) => {
      const stats = await fuzzOsmand(server.farol, {
        form,
        cases: FUZZ_CASES,
        seed: FUZZ_SEED,
        random: seededRandom(FUZZ_SEED + (form === 'json' ? 1 : 0)),
        uniqueIds,
        version: version.read,
      });
      expect(stats.examples).toEqual([]);
      expect(stats).toMatchObject({ failed: 0, hangs: 0, storedFromRefused: 0 });
      // The generator must exercise both sides, or the run proves nothing.
      expect(stats.accepted).toBeGreaterThan(FUZZ_CASES / 20);
      expect(stats.refused).toBeGreaterThan(FUZZ_CASES / 20);
    },
    900_000,
  );

  it('leaves every viewer able to read every device', async () => {
    const latest = await server.admin.get('/api/positions');
    expect(latest.status).toBe(200);
    const positions = latest.json() as unknown[];
    expect(positions.length).toBeGreaterThan(0);
    for (const position of positions) {
      const parsed = Position.parse(position);
      expect(Number.isFinite(parsed.latitude) && Number.isFinite(parsed.speed)).toBe(true);
      expect(parsed.fixTime).not.toBeNull();
    }
    const socket = await SocketClient.open(server.farol.url, { cookie: server.admin.cookie });
    const first = await socket.next((m) => 'positions' in m);
    expect((first.positions as unknown[]).length).toBe(positions.length);
    await socket.close();
  });
});
