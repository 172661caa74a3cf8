/**
 * One share of a fuzz benchmark, in its own process (so both cores work): starts a Farol on a
 * fresh data folder, runs `cases` cases of one target from `seed`, prints its FuzzStats as one
 * JSON line. Usage: tsx bench/support/fuzzWorker.ts <osmand-query|osmand-json|api|socket> <cases> <seed>
 */
import { fuzzApi, prepareApiFuzz } from '../../tests/fuzz/api';
import { fuzzOsmand } from '../../tests/fuzz/osmand';
import { seededRandom } from '../../tests/fuzz/random';
import { socketMessageCase } from '../../tests/fuzz/socket';
import { emptyStats, type FuzzStats } from '../../tests/fuzz/stats';
import { databaseVersion, QUIET_WRITERS } from '../../tests/fuzz/version';
import {
  adminClient,
  createDevice,
  removeDir,
  startTestServer,
  tempDir,
} from '../../tests/server/helpers';
import { parseSocketMessage } from '../../src/worker/transport/socketMessages';
import { makeEvent } from '../../src/worker/events';
import { initialState, reduce } from '../../src/worker/state';

const [target = 'api', casesText = '1000', seedText = '1'] = process.argv.slice(2);
const cases = Number(casesText);
const seed = Number(seedText);

function socketFuzz(): FuzzStats {
  const random = seededRandom(seed);
  const stats = emptyStats('socket messages (client)');
  const started = Date.now();
  let state = initialState;
  for (let i = 0; i < cases; i++) {
    const text = socketMessageCase(random);
    stats.cases += 1;
    try {
      const message = parseSocketMessage(text);
      if (!message) {
        stats.refused += 1;
        continue;
      }
      stats.accepted += 1;
      state = reduce(
        state,
        makeEvent('devices.updated', 'socket', { devices: message.devices }, i),
      );
      state = reduce(
        state,
        makeEvent('positions.received', 'socket', { positions: message.positions }, i),
      );
      state = reduce(state, makeEvent('events.received', 'socket', { events: message.events }, i));
    } catch (error) {
      stats.failed += 1;
      if (stats.examples.length < 5) stats.examples.push(`${String(error)}: ${text.slice(0, 300)}`);
    }
  }
  stats.ms = Date.now() - started;
  return stats;
}

async function serverFuzz(): Promise<FuzzStats> {
  const dir = tempDir();
  const farol = await startTestServer(dir, { loginMaxFailures: 10, ...QUIET_WRITERS });
  const version = databaseVersion(dir);
  try {
    const admin = await adminClient(farol);
    const random = seededRandom(seed);
    if (target === 'api') {
      const fuzz = await prepareApiFuzz(farol, admin);
      return await fuzzApi(farol, {
        cases,
        random,
        callers: fuzz.callers,
        version: version.read,
        restore: fuzz.restore,
      });
    }
    const uniqueIds = ['fz-1', 'fz-2', 'fz-3', 'unknown-device'];
    for (const id of uniqueIds.slice(0, 3)) await createDevice(admin, id, id);
    const form = target === 'osmand-json' ? 'json' : 'query';
    return await fuzzOsmand(farol, { form, cases, seed, random, uniqueIds, version: version.read });
  } finally {
    version.close();
    await farol.close();
    removeDir(dir);
  }
}

const stats = target === 'socket' ? socketFuzz() : await serverFuzz();
console.log(JSON.stringify(stats));
