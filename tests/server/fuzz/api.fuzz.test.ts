import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzApi, prepareApiFuzz, PROFILE } from '../../fuzz/api';
import { seededRandom } from '../../fuzz/random';
import { databaseVersion, QUIET_WRITERS, FUZZ_CASES, FUZZ_SEED } from '../../fuzz/version';
import { adminClient, useTestServer } from '../helpers';

/**
 * Issue 10: the fuzz target of every API body and query. Random routes, ids, queries, bodies,
 * content types and callers (administrator, user, share visitor, nobody, bad credentials):
 * never a 5xx, never a hang, and a refused request changes nothing in the database.
 */
describe(`API fuzz (${FUZZ_CASES} cases, seed ${FUZZ_SEED})`, () => {
  const server = useTestServer(QUIET_WRITERS);
  let version: ReturnType<typeof databaseVersion>;
  let fuzz: Awaited<ReturnType<typeof prepareApiFuzz>>;

  beforeAll(async () => {
    fuzz = await prepareApiFuzz(server.farol, server.admin);
    version = databaseVersion(server.dir);
  });
  afterAll(() => version.close());

  it('answers every case without a 5xx or a hang, and stores nothing it refuses', async () => {
    const stats = await fuzzApi(server.farol, {
      cases: FUZZ_CASES,
      random: seededRandom(FUZZ_SEED),
      callers: fuzz.callers,
      version: version.read,
      restore: fuzz.restore,
    });
    if (process.env.FUZZ_PROFILE) {
      console.log([...PROFILE].sort((a, b) => b[1] - a[1]).slice(0, 15));
    }
    expect(stats.examples).toEqual([]);
    expect(stats).toMatchObject({ failed: 0, hangs: 0, storedFromRefused: 0 });
    expect(stats.accepted).toBeGreaterThan(FUZZ_CASES / 50);
    expect(stats.refused).toBeGreaterThan(FUZZ_CASES / 10);
    // Still serving (a fresh sign-in: the fuzzer may well have ended the callers' sessions).
    expect((await (await adminClient(server.farol)).get('/api/devices')).status).toBe(200);
  }, 900_000);
});
