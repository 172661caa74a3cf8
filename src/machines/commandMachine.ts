import { assign, fromPromise, setup } from 'xstate';
import type { ErrorCode } from '@farol/model';
import type { CommandOutcome, CommandRequest } from '../worker/types';
import { errorCodeOf } from './coreError';

/** What the user asked to send: engine stop/resume, or any command. */
export type CommandIntent =
  | { kind: 'engine'; deviceId: number; action: 'engineStop' | 'engineResume' }
  | { kind: 'command'; request: CommandRequest };

export interface CommandContext {
  intent: CommandIntent | null;
  outcome: CommandOutcome | null;
  error: ErrorCode | null;
}

export type CommandEvent =
  | { type: 'command.request'; intent: CommandIntent }
  | { type: 'command.confirm' }
  | { type: 'command.cancel' }
  | { type: 'command.dismiss' };

/** A new request, from any resting state: ask to confirm it. */
const request = {
  target: 'confirming',
  actions: {
    type: 'take',
    params: ({ event }: { event: Extract<CommandEvent, { type: 'command.request' }> }) => ({
      intent: event.intent,
    }),
  },
} as const;

/**
 * Sending a command (SPEC §2 device actions): the user confirms, then it is sent; the result
 * says whether the device got it at once or it waits in the queue for the device's next report.
 */
export const commandMachine = setup({
  types: { context: {} as CommandContext, events: {} as CommandEvent },
  actors: {
    send: fromPromise<CommandOutcome, CommandIntent>(async () => {
      throw new Error('send is provided by createCommandImplementations');
    }),
  },
  actions: {
    take: assign((_, params: { intent: CommandIntent }) => ({
      intent: params.intent,
      outcome: null,
      error: null,
    })),
    done: assign((_, params: { outcome: CommandOutcome }) => ({ outcome: params.outcome })),
    fail: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
  },
}).createMachine({
  id: 'command',
  context: { intent: null, outcome: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'command.request': request } },
    confirming: {
      on: {
        'command.confirm': 'sending',
        'command.cancel': 'cancelled',
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => context.intent!,
        onDone: {
          target: 'done',
          actions: { type: 'done', params: ({ event }) => ({ outcome: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      on: {
        'command.dismiss': 'idle',
        'command.request': request,
      },
    },
    cancelled: {
      on: {
        'command.dismiss': 'idle',
        'command.request': request,
      },
    },
    failed: {
      on: {
        'command.dismiss': 'idle',
        'command.request': request,
      },
    },
  },
});

/** The side effects of commandMachine, bound to the core. */
export function createCommandImplementations(deps: {
  engineCommand(input: {
    deviceId: number;
    action: 'engineStop' | 'engineResume';
  }): Promise<CommandOutcome>;
  sendCommand(input: CommandRequest): Promise<CommandOutcome>;
}) {
  return {
    actors: {
      send: fromPromise<CommandOutcome, CommandIntent>(({ input }) =>
        input.kind === 'engine'
          ? deps.engineCommand({ deviceId: input.deviceId, action: input.action })
          : deps.sendCommand(input.request),
      ),
    },
  };
}
