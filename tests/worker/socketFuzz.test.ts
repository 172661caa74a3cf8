import { describe, expect, it } from 'vitest';
import { socketMessageCase } from '../fuzz/socket';
import { seededRandom } from '../fuzz/random';
import { FUZZ_CASES, FUZZ_SEED } from '../fuzz/version';
import { parseSocketMessage } from '../../src/worker/transport/socketMessages';
import { makeEvent } from '../../src/worker/events';
import { initialState, reduce } from '../../src/worker/state';

/**
 * Issue 10: the socket messages the client parses. Whatever arrives, the parser never throws,
 * keeps only items its schemas accept (finite numbers, known shapes), and folding them into the
 * core's state never throws either.
 */
describe(`socket message fuzz (${FUZZ_CASES} cases, seed ${FUZZ_SEED})`, () => {
  it('parses and folds every message without throwing', () => {
    const random = seededRandom(FUZZ_SEED);
    let state = initialState;
    let kept = 0;
    for (let i = 0; i < FUZZ_CASES; i++) {
      const text = socketMessageCase(random);
      const message = parseSocketMessage(text);
      if (!message) continue;
      for (const position of message.positions) {
        expect(Number.isFinite(position.latitude) && Number.isFinite(position.longitude)).toBe(
          true,
        );
      }
      kept += message.positions.length + message.devices.length + message.events.length;
      state = reduce(
        state,
        makeEvent('devices.updated', 'socket', { devices: message.devices }, i),
      );
      state = reduce(
        state,
        makeEvent('positions.received', 'socket', { positions: message.positions }, i),
      );
      state = reduce(state, makeEvent('events.received', 'socket', { events: message.events }, i));
    }
    expect(kept).toBeGreaterThan(FUZZ_CASES / 10);
  }, 300_000);
});
