import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  createReplayImplementations,
  replayMachine,
  type ReplayClip,
} from '../../src/machines/replayMachine';
import { skipFrom, stepFrom } from '../../src/machines/replayClock';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 1, 12);
const request = { deviceIds: [1], from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' };
/** An hour of track, fixes every minute, everyone parked from minute 10 to 40. */
const clip: ReplayClip = {
  start: T0,
  end: T0 + 60 * MINUTE,
  skips: Float64Array.from([T0 + 10 * MINUTE, T0 + 40 * MINUTE]),
  steps: Float64Array.from({ length: 61 }, (_, i) => T0 + i * MINUTE),
};

type Load = (request: unknown, signal: AbortSignal) => Promise<ReplayClip>;

function start(load = vi.fn<Load>(async () => clip)) {
  const machine = replayMachine.provide(createReplayImplementations({ load }));
  return { actor: createActor(machine).start(), load };
}

async function ready() {
  const started = start();
  started.actor.send({ type: 'replay.load', request });
  await waitFor(started.actor, (s) => s.matches('ready'));
  return started;
}

describe('replayMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the request, then waits at the start of the clip', async () => {
    const { actor, load } = await ready();
    expect(load).toHaveBeenCalledWith(request, expect.any(AbortSignal));
    expect(actor.getSnapshot().context.time).toBe(clip.start);
  });

  it('plays time-true: at 60x one second of real time is a minute of track', async () => {
    const { actor } = await ready();
    actor.send({ type: 'replay.speed', speed: 60 });
    actor.send({ type: 'replay.play' });
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().matches('playing')).toBe(true);
    // The tick that lands closest to one second: within one frame of a minute of track.
    expect(actor.getSnapshot().context.time - T0).toBeGreaterThan(MINUTE - 60 * 20);
    expect(actor.getSnapshot().context.time - T0).toBeLessThanOrEqual(MINUTE);
    actor.send({ type: 'replay.pause' });
    const paused = actor.getSnapshot().context.time;
    vi.advanceTimersByTime(5_000);
    expect(actor.getSnapshot().context.time).toBe(paused);
  });

  it('at 1000x reaches the end, stops there, and play starts over', async () => {
    const { actor } = await ready();
    actor.send({ type: 'replay.speed', speed: 1000 });
    actor.send({ type: 'replay.play' });
    vi.advanceTimersByTime(3_700);
    expect(actor.getSnapshot().matches('ended')).toBe(true);
    expect(actor.getSnapshot().context.time).toBe(clip.end);
    actor.send({ type: 'replay.play' });
    expect(actor.getSnapshot().matches('playing')).toBe(true);
    expect(actor.getSnapshot().context.time).toBe(clip.start);
  });

  it('skips the time every device stands still when asked', async () => {
    const { actor } = await ready();
    actor.send({ type: 'replay.seek', time: T0 + 9 * MINUTE });
    actor.send({ type: 'replay.skipStops', on: true });
    actor.send({ type: 'replay.speed', speed: 60 });
    actor.send({ type: 'replay.play' });
    vi.advanceTimersByTime(1_100);
    expect(actor.getSnapshot().context.time).toBeGreaterThanOrEqual(T0 + 40 * MINUTE);
    expect(actor.getSnapshot().context.time).toBeLessThan(T0 + 41 * MINUTE);
  });

  it('steps to the next and previous fix, pausing playback', async () => {
    const { actor } = await ready();
    actor.send({ type: 'replay.play' });
    vi.advanceTimersByTime(500);
    actor.send({ type: 'replay.step', direction: 1 });
    expect(actor.getSnapshot().matches('paused')).toBe(true);
    expect(actor.getSnapshot().context.time).toBe(T0 + MINUTE);
    actor.send({ type: 'replay.step', direction: -1 });
    expect(actor.getSnapshot().context.time).toBe(T0);
    actor.send({ type: 'replay.step', direction: -1 });
    expect(actor.getSnapshot().context.time).toBe(T0);
  });

  it('a scrub moves the clock and returns to playing or paused as it was', async () => {
    const { actor } = await ready();
    actor.send({ type: 'replay.play' });
    actor.send({ type: 'replay.scrubStart' });
    expect(actor.getSnapshot().matches('seeking')).toBe(true);
    actor.send({ type: 'replay.scrub', time: T0 + 30 * MINUTE });
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().context.time).toBe(T0 + 30 * MINUTE);
    actor.send({ type: 'replay.scrub', time: T0 + 999 * MINUTE });
    expect(actor.getSnapshot().context.time).toBe(clip.end);
    actor.send({ type: 'replay.scrubEnd' });
    expect(actor.getSnapshot().matches('ended')).toBe(true);

    actor.send({ type: 'replay.scrubStart' });
    actor.send({ type: 'replay.scrub', time: T0 });
    actor.send({ type: 'replay.scrubEnd' });
    expect(actor.getSnapshot().matches('paused')).toBe(true);
  });

  it('a failure is kept with its code and can be retried; a cancelled load goes back to idle', async () => {
    const failure = { type: 'http', code: 'TIME_PERIOD_EXCEEDS_THE_LIMIT', message: 'x' };
    const load = vi.fn<Load>().mockRejectedValueOnce(failure).mockResolvedValueOnce(clip);
    const { actor } = start(load);
    actor.send({ type: 'replay.load', request });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual(failure);
    actor.send({ type: 'replay.retry' });
    await waitFor(actor, (s) => s.matches('ready'));

    load.mockRejectedValueOnce({ type: 'cancelled', code: 'CANCELLED', message: 'x' });
    actor.send({ type: 'replay.load', request });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('leaving a load aborts it', async () => {
    let signal: AbortSignal | null = null;
    const { actor } = start(
      vi.fn<Load>((_, s) => {
        signal = s;
        return new Promise<ReplayClip>(() => undefined);
      }),
    );
    actor.send({ type: 'replay.load', request });
    actor.send({ type: 'replay.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(signal!.aborted).toBe(true);
  });

  it('forbids playing, seeking or stepping without a clip, and unknown speeds', () => {
    const { actor } = start();
    actor.send({ type: 'replay.play' });
    actor.send({ type: 'replay.seek', time: T0 });
    actor.send({ type: 'replay.step', direction: 1 });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'replay.speed', speed: 7 });
    expect(actor.getSnapshot().context.speed).toBe(60);
    actor.send({ type: 'replay.speed', speed: 1000 });
    expect(actor.getSnapshot().context.speed).toBe(1000);
  });
});

describe('replay clock', () => {
  it('skips from inside an interval to its end, and leaves other times alone', () => {
    const skips = Float64Array.from([10, 20, 30, 40]);
    expect(skipFrom(15, skips)).toBe(20);
    expect(skipFrom(20, skips)).toBe(20);
    expect(skipFrom(35, skips)).toBe(40);
    expect(skipFrom(5, skips)).toBe(5);
  });

  it('steps between fixes, staying put at either end', () => {
    const steps = Float64Array.from([0, 10, 20]);
    expect(stepFrom(5, steps, 1)).toBe(10);
    expect(stepFrom(10, steps, 1)).toBe(20);
    expect(stepFrom(10, steps, -1)).toBe(0);
    expect(stepFrom(15, steps, -1)).toBe(10);
    expect(stepFrom(20, steps, 1)).toBe(20);
    expect(stepFrom(0, steps, -1)).toBe(0);
  });
});
