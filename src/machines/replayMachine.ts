import { assign, fromPromise, setup } from 'xstate';
import type { CoreError, ReplayRequest } from '../worker/types';
import { clamp, FRAME_MS, MAX_ELAPSED_MS, REPLAY_SPEEDS, skipFrom, stepFrom } from './replayClock';

export { FRAME_MS, REPLAY_SPEEDS } from './replayClock';

/** What the clock needs of a loaded replay. */
export interface ReplayClip {
  /** The first and last fix (epoch ms): the clock runs between them. */
  start: number;
  end: number;
  /** (start, end) pairs when every device stands still: skipped when asked. */
  skips: Float64Array;
  /** The points `replay.step` moves between (the followed device's fix times, ascending). */
  steps: Float64Array;
}

export interface ReplayContext {
  request: ReplayRequest | null;
  clip: ReplayClip | null;
  /** The clock (epoch ms of the track). */
  time: number;
  speed: number;
  skipStops: boolean;
  /** Real time (the injected `now`) of the last tick while playing. */
  tickAt: number;
  error: CoreError | null;
  /** Where a scrub returns to. */
  resume: 'playing' | 'paused';
}

export type ReplayEvent =
  | { type: 'replay.load'; request: ReplayRequest }
  | { type: 'replay.cancel' }
  | { type: 'replay.retry' }
  | { type: 'replay.play' }
  | { type: 'replay.pause' }
  | { type: 'replay.speed'; speed: number }
  | { type: 'replay.skipStops'; on: boolean }
  | { type: 'replay.step'; direction: 1 | -1 }
  | { type: 'replay.seek'; time: number }
  | { type: 'replay.scrubStart' }
  | { type: 'replay.scrub'; time: number }
  | { type: 'replay.scrubEnd' }
  | { type: 'replay.steps'; steps: Float64Array };

type Of<T extends ReplayEvent['type']> = { event: Extract<ReplayEvent, { type: T }> };

/** Moves the clock and pauses, from any state with a clip. */
const step = {
  target: 'paused',
  actions: {
    type: 'step',
    params: ({ event }: Of<'replay.step'>) => ({ direction: event.direction }),
  },
} as const;
const seek = {
  target: 'paused',
  actions: { type: 'seek', params: ({ event }: Of<'replay.seek'>) => ({ time: event.time }) },
} as const;
const scrubFromRest = {
  target: 'seeking',
  actions: { type: 'resumeTo', params: { resume: 'paused' } },
} as const;

/**
 * The route player's clock (SPEC §2 route player): idle, loading, ready, playing, paused,
 * seeking (a scrub under way), ended, failed. Playing advances the clock by real time × speed
 * every frame, skipping the intervals when every device stands still if asked; seeking and
 * stepping move it; reaching the end stops it there.
 */
export const replayMachine = setup({
  types: {
    context: {} as ReplayContext,
    events: {} as ReplayEvent,
  },
  actors: {
    load: fromPromise<ReplayClip, ReplayRequest>(async () => {
      throw new Error('load is provided by createReplayImplementations');
    }),
  },
  delays: { frame: FRAME_MS },
  guards: {
    atEnd: ({ context }) => context.clip !== null && context.time >= context.clip.end,
    resumePlaying: ({ context }) => context.resume === 'playing',
    cancelled: (_, params: { error: unknown }) =>
      (params.error as CoreError | null)?.type === 'cancelled',
  },
  actions: {
    // Real time is the monotonic clock (faked in tests with the timers).
    startClock: assign({ tickAt: () => performance.now() }),
    advance: assign(({ context }) => {
      const now = performance.now();
      const elapsed = Math.min(MAX_ELAPSED_MS, Math.max(0, now - context.tickAt));
      if (!context.clip) return { tickAt: now };
      let time = context.time + elapsed * context.speed;
      if (context.skipStops) time = skipFrom(time, context.clip.skips);
      return { time: Math.min(time, context.clip.end), tickAt: now };
    }),
    seek: assign({
      time: ({ context }, params: { time: number }) =>
        context.clip ? clamp(params.time, context.clip) : context.time,
    }),
    step: assign({
      time: ({ context }, params: { direction: 1 | -1 }) =>
        context.clip
          ? clamp(stepFrom(context.time, context.clip.steps, params.direction), context.clip)
          : context.time,
    }),
    rewind: assign({ time: ({ context }) => context.clip?.start ?? context.time }),
    stopAtEnd: assign({ time: ({ context }) => context.clip?.end ?? context.time }),
    setSpeed: assign({
      speed: ({ context }, params: { speed: number }) =>
        (REPLAY_SPEEDS as readonly number[]).includes(params.speed) ? params.speed : context.speed,
    }),
    setSkipStops: assign({ skipStops: (_, params: { on: boolean }) => params.on }),
    setSteps: assign({
      clip: ({ context }, params: { steps: Float64Array }) =>
        context.clip && { ...context.clip, steps: params.steps },
    }),
    setRequest: assign({
      request: (_, params: { request: ReplayRequest }) => params.request,
      clip: null,
      error: null,
    }),
    setClip: assign({
      clip: (_, params: { clip: ReplayClip }) => params.clip,
      time: (_, params: { clip: ReplayClip }) => params.clip.start,
    }),
    setError: assign({ error: (_, params: { error: unknown }) => params.error as CoreError }),
    resumeTo: assign({ resume: (_, params: { resume: 'playing' | 'paused' }) => params.resume }),
  },
}).createMachine({
  id: 'replay',
  context: {
    request: null,
    clip: null,
    time: 0,
    speed: 60,
    skipStops: false,
    tickAt: 0,
    error: null,
    resume: 'paused',
  },
  initial: 'idle',
  on: {
    'replay.load': {
      target: '.loading',
      actions: { type: 'setRequest', params: ({ event }) => ({ request: event.request }) },
    },
    'replay.speed': {
      actions: { type: 'setSpeed', params: ({ event }) => ({ speed: event.speed }) },
    },
    'replay.skipStops': {
      actions: { type: 'setSkipStops', params: ({ event }) => ({ on: event.on }) },
    },
    'replay.steps': {
      actions: { type: 'setSteps', params: ({ event }) => ({ steps: event.steps }) },
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'ready',
          actions: { type: 'setClip', params: ({ event }) => ({ clip: event.output }) },
        },
        onError: [
          {
            guard: { type: 'cancelled', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
          },
          {
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
      on: { 'replay.cancel': 'idle' },
    },
    ready: {
      on: {
        'replay.play': 'playing',
        'replay.step': step,
        'replay.seek': seek,
        'replay.scrubStart': scrubFromRest,
      },
    },
    playing: {
      entry: 'startClock',
      always: { guard: 'atEnd', target: 'ended', actions: 'stopAtEnd' },
      after: { frame: { target: 'playing', reenter: true, actions: 'advance' } },
      on: {
        'replay.pause': 'paused',
        'replay.step': step,
        'replay.seek': { ...seek, target: 'playing', reenter: true },
        'replay.scrubStart': {
          target: 'seeking',
          actions: { type: 'resumeTo', params: { resume: 'playing' } },
        },
      },
    },
    paused: {
      on: {
        'replay.play': 'playing',
        'replay.step': step,
        'replay.seek': seek,
        'replay.scrubStart': scrubFromRest,
      },
    },
    seeking: {
      on: {
        'replay.scrub': {
          actions: { type: 'seek', params: ({ event }) => ({ time: event.time }) },
        },
        'replay.scrubEnd': [{ guard: 'resumePlaying', target: 'playing' }, { target: 'paused' }],
      },
    },
    ended: {
      on: {
        'replay.play': { target: 'playing', actions: 'rewind' },
        'replay.step': step,
        'replay.seek': seek,
        'replay.scrubStart': scrubFromRest,
      },
    },
    failed: {
      on: { 'replay.retry': 'loading' },
    },
  },
});

/** The side effects of replayMachine: loading through the core, aborted when the load is left. */
export function createReplayImplementations(deps: {
  load(request: ReplayRequest, signal: AbortSignal): Promise<ReplayClip>;
}) {
  return {
    actors: {
      load: fromPromise<ReplayClip, ReplayRequest>(({ input, signal }) => deps.load(input, signal)),
    },
  };
}
