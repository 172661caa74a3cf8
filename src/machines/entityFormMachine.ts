import { assign, fromPromise, setup } from 'xstate';
import type { z } from 'zod';
import { FORM_MESSAGES, formMessages, type ErrorCode } from '@farol/model';
import { errorCodeOf } from './coreError';

/** Form values: the entity's fields by Traccar's names (`id` 0 while it is new). */
export type FormValues = Record<string, unknown> & { id: number };

/** Why the last save or delete failed: the SPEC §8 code and the server's own words. */
export interface FormFailure {
  code: ErrorCode;
  message: string;
}

export interface EntityFormContext {
  schema: z.ZodType<FormValues>;
  /** What the form started from (the stored object, or the blank one), to tell what changed. */
  initial: FormValues;
  values: FormValues;
  /** Message codes by field, shown once a save has been attempted. */
  errors: Record<string, string>;
  /** Whether Save was pressed: from then on, every change is checked at once. */
  attempted: boolean;
  failure: FormFailure | null;
  /** The server's copy, once saved. */
  saved: FormValues | null;
}

export type EntityFormEvent =
  | { type: 'form.change'; name: string; value: unknown }
  | { type: 'form.submit' }
  | { type: 'form.delete' }
  | { type: 'form.confirm' }
  | { type: 'form.cancel' }
  | { type: 'form.reset' };

/** The codes of what is wrong with `values`, by field; empty when they may be sent. */
export function validate(schema: z.ZodType<FormValues>, values: FormValues) {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : formMessages(parsed.error);
}

function failureOf(error: unknown): FormFailure {
  const message =
    typeof error === 'object' && error !== null && 'message' in error
      ? String((error as { message: unknown }).message)
      : '';
  return { code: errorCodeOf(error), message };
}

/**
 * One edit form (SPEC §2 "Edit forms", §5): changes are checked against the model's schema;
 * Save sends nothing while a rule fails (each field shows its message, the form the generic
 * one); a refused save keeps every value and shows the server's reason; Delete asks first and
 * is offered only for a stored object. `saved` and `removed` are final: the screen leaves.
 */
export const entityFormMachine = setup({
  types: {
    context: {} as EntityFormContext,
    events: {} as EntityFormEvent,
    input: {} as { schema: z.ZodType<FormValues>; initial: FormValues },
  },
  actors: {
    save: fromPromise<FormValues, FormValues>(async () => {
      throw new Error('save is provided by the screen');
    }),
    remove: fromPromise<void, { id: number }>(async () => {
      throw new Error('remove is provided by the screen');
    }),
  },
  guards: {
    valid: ({ context }) => Object.keys(validate(context.schema, context.values)).length === 0,
    stored: ({ context }) => context.initial.id > 0,
  },
  actions: {
    change: assign(({ context }, params: { name: string; value: unknown }) => {
      const values = { ...context.values, [params.name]: params.value };
      return {
        values,
        failure: null,
        errors: context.attempted ? validate(context.schema, values) : context.errors,
      };
    }),
    check: assign(({ context }) => ({
      attempted: true,
      errors: validate(context.schema, context.values),
      failure: null,
    })),
    reset: assign(({ context }) => ({
      values: context.initial,
      errors: {},
      attempted: false,
      failure: null,
    })),
    keepSaved: assign((_, params: { saved: FormValues }) => ({
      saved: params.saved,
      initial: params.saved,
      values: params.saved,
    })),
    fail: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
  },
}).createMachine({
  id: 'entityForm',
  context: ({ input }) => ({
    schema: input.schema,
    initial: input.initial,
    values: input.initial,
    errors: {},
    attempted: false,
    failure: null,
    saved: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': {
          actions: {
            type: 'change',
            params: ({ event }) => ({ name: event.name, value: event.value }),
          },
        },
        'form.submit': [
          { guard: 'valid', target: 'saving', actions: 'check' },
          { actions: 'check' },
        ],
        'form.delete': { guard: 'stored', target: 'confirmingDelete' },
        'form.reset': { actions: 'reset' },
      },
    },
    confirmingDelete: {
      on: {
        'form.confirm': 'deleting',
        'form.cancel': 'editing',
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => context.schema.parse(context.values),
        onDone: {
          target: 'saved',
          actions: { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deleting: {
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ id: context.initial.id }),
        onDone: 'removed',
        onError: {
          target: 'editing',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: { type: 'final' },
    removed: { type: 'final' },
  },
});

/** The generic message of a form whose rules fail (SPEC §5 'Please check your form data.'). */
export const FORM_INVALID = FORM_MESSAGES.invalid;

/** The screen's side effects: how to save the parsed values and delete the stored object. */
export function createEntityFormImplementations(deps: {
  save(values: FormValues): Promise<FormValues>;
  remove?(id: number): Promise<void>;
}) {
  return {
    actors: {
      save: fromPromise<FormValues, FormValues>(({ input }) => deps.save(input)),
      remove: fromPromise<void, { id: number }>(async ({ input }) => {
        if (!deps.remove) throw new Error('this form cannot delete');
        await deps.remove(input.id);
      }),
    },
  };
}
