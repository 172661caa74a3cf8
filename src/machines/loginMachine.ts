import { assign, fromPromise, setup } from 'xstate';
import { qrDriverLogin, type ErrorCode, type User } from '@farol/model';
import type { LoginInput } from '../worker/types';
import { errorCodeOf, errorDetailOf, suspensionOf, type Suspension } from './coreError';

export interface LoginContext {
  email: string;
  password: string;
  remember: boolean;
  /** The one-time code, once the server asked for one (TOTP). */
  code: string;
  error: ErrorCode | null;
  /** What the server said after the code (the minutes to wait after too many failures). */
  errorDetail: string | null;
  /**
   * Driver mode (/motorista): the name typed is a QR driver's username, signed in as their
   * access login `qrcode-<username>`.
   */
  driver: boolean;
  /** A suspended login's open invoices and trust offer. */
  suspension: Suspension | null;
}

export type LoginEvent =
  | { type: 'login.change'; email?: string; password?: string; remember?: boolean; code?: string }
  | { type: 'login.submit' }
  | { type: 'login.token'; token: string }
  | { type: 'login.back' }
  /** A suspended customer confirmed the trust unlock. */
  | { type: 'login.trust' };

const SUSPENDED: readonly ErrorCode[] = ['ACCOUNT_IS_SUSPENDED', 'ACCOUNT_IS_SUSPENDED_TRUST'];

/**
 * Sign-in: credentials or a share token; in driver mode (/motorista) a QR driver's username,
 * signed in as `qrcode-<username>`. E-mail and password are required (FILL_ALL_FIELDS);
 * server errors become SPEC §8 codes; suspension errors show the suspended state. An account
 * with a one-time-code key answers TOTP_REQUIRED (Traccar's 401 with `WWW-Authenticate: TOTP`):
 * the code step asks for it and signs in again with it; a wrong code (INVALID_TOTP_CODE) stays
 * there, anything else goes back to the credentials.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { driver?: boolean } | undefined,
  },
  actors: {
    authenticate: fromPromise<User, LoginInput>(async () => {
      throw new Error('authenticate is provided by createLoginImplementations');
    }),
    authenticateToken: fromPromise<User, { token: string }>(async () => {
      throw new Error('authenticateToken is provided by createLoginImplementations');
    }),
    unlockOnTrust: fromPromise<unknown, { username: string; password: string }>(async () => {
      throw new Error('unlockOnTrust is provided by createLoginImplementations');
    }),
  },
  guards: {
    missingCredentials: ({ context }) => !context.email.trim() || !context.password,
    missingToken: (_, params: { token: string }) => !params.token.trim(),
    suspended: (_, params: { error: unknown }) => SUSPENDED.includes(errorCodeOf(params.error)),
    needsCode: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'TOTP_REQUIRED',
    wrongCode: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'INVALID_TOTP_CODE',
    missingCode: ({ context }) => !context.code.trim(),
  },
  actions: {
    edit: assign(
      (
        { context },
        params: { email?: string; password?: string; remember?: boolean; code?: string },
      ) => ({
        email: params.email ?? context.email,
        password: params.password ?? context.password,
        remember: params.remember ?? context.remember,
        code: params.code ?? context.code,
        error: null,
        errorDetail: null,
      }),
    ),
    requireCode: assign({ error: 'TOTP_REQUIRED' as ErrorCode, errorDetail: null }),
    forgetCode: assign({ code: '', error: null, errorDetail: null }),
    requireAllFields: assign({ error: 'FILL_ALL_FIELDS' as ErrorCode, errorDetail: null }),
    clearError: assign({ error: null, errorDetail: null }),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
      errorDetail: errorDetailOf(params.error),
      suspension: suspensionOf(params.error),
    })),
    rejectToken: assign({ error: 'INVALID_LOGIN_DATA' as ErrorCode, errorDetail: null }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    email: '',
    password: '',
    remember: false,
    code: '',
    error: null,
    errorDetail: null,
    suspension: null,
    driver: input?.driver ?? false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'login.change': {
          actions: {
            type: 'edit',
            params: ({ event }) => ({
              email: event.email,
              password: event.password,
              remember: event.remember,
            }),
          },
        },
        'login.submit': [
          { guard: 'missingCredentials', actions: 'requireAllFields' },
          { target: 'submitting', actions: 'clearError' },
        ],
        'login.token': [
          {
            guard: { type: 'missingToken', params: ({ event }) => ({ token: event.token }) },
            actions: 'requireAllFields',
          },
          { target: 'submittingToken', actions: 'clearError' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'authenticate',
        input: ({ context }) => ({
          email: context.driver ? qrDriverLogin(context.email) : context.email.trim(),
          password: context.password,
          remember: context.remember,
        }),
        onDone: { target: 'authenticated' },
        onError: [
          {
            guard: { type: 'needsCode', params: ({ event }) => ({ error: event.error }) },
            target: 'code',
            actions: 'forgetCode',
          },
          {
            guard: { type: 'suspended', params: ({ event }) => ({ error: event.error }) },
            target: 'suspended',
            actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'editing',
            actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    code: {
      on: {
        'login.change': {
          actions: { type: 'edit', params: ({ event }) => ({ code: event.code }) },
        },
        'login.submit': [
          { guard: 'missingCode', actions: 'requireCode' },
          { target: 'submittingCode', actions: 'clearError' },
        ],
        'login.back': { target: 'editing', actions: 'forgetCode' },
      },
    },
    submittingCode: {
      invoke: {
        src: 'authenticate',
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          remember: context.remember,
          code: context.code.trim(),
        }),
        onDone: { target: 'authenticated' },
        onError: [
          {
            guard: { type: 'wrongCode', params: ({ event }) => ({ error: event.error }) },
            target: 'code',
            actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'suspended', params: ({ event }) => ({ error: event.error }) },
            target: 'suspended',
            actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'editing',
            actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    submittingToken: {
      invoke: {
        src: 'authenticateToken',
        input: ({ event }) => ({ token: event.type === 'login.token' ? event.token.trim() : '' }),
        onDone: { target: 'authenticated' },
        onError: { target: 'editing', actions: 'rejectToken' },
      },
    },
    suspended: {
      on: {
        'login.back': { target: 'editing', actions: 'clearError' },
        'login.trust': { target: 'unlocking' },
      },
    },
    unlocking: {
      invoke: {
        src: 'unlockOnTrust',
        input: ({ context }) => ({ username: context.email.trim(), password: context.password }),
        // Unlocked: sign in again with the same credentials.
        onDone: { target: 'submitting', actions: 'clearError' },
        onError: {
          target: 'suspended',
          actions: assign(({ event }) => ({
            error: errorCodeOf(event.error),
            errorDetail: errorDetailOf(event.error),
          })),
        },
      },
    },
    authenticated: { type: 'final' },
  },
});

/** The side effects of loginMachine, bound to the core. */
export function createLoginImplementations(deps: {
  login(input: LoginInput): Promise<User>;
  loginWithToken(input: { token: string }): Promise<User>;
  unlockOnTrust(input: { username: string; password: string }): Promise<unknown>;
}) {
  return {
    actors: {
      authenticate: fromPromise<User, LoginInput>(({ input }) => deps.login(input)),
      authenticateToken: fromPromise<User, { token: string }>(({ input }) =>
        deps.loginWithToken(input),
      ),
      unlockOnTrust: fromPromise<unknown, { username: string; password: string }>(({ input }) =>
        deps.unlockOnTrust(input),
      ),
    },
  };
}
