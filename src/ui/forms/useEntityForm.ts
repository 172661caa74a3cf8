import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { z } from 'zod';
import {
  createEntityFormImplementations,
  entityFormMachine,
  type FormFailure,
  type FormValues,
} from '../../machines/entityFormMachine';

/** What a screen gives its form: the schema, the starting values and the side effects. */
export interface EntityFormOptions<T extends FormValues> {
  /** The model's form schema (`GroupForm`…): it decides the fields' rules and messages. */
  schema: z.ZodType<T>;
  /** The stored object, or a blank one with `id` 0. Read once: remount to start over. */
  initial: T;
  /** Sends the parsed values; resolves with the server's copy. */
  save(values: T): Promise<T>;
  /** Deletes the stored object (Delete is offered only when given). */
  remove?(id: number): Promise<void>;
  onSaved?(saved: T): void;
  onRemoved?(): void;
}

/** The form's state and commands, for `<EntityForm>` and its fields. */
export interface EntityFormHandle<T extends FormValues = FormValues> {
  schema: z.ZodType<T>;
  values: T;
  /** Message codes by field (after the first Save). */
  errors: Record<string, string>;
  /** Save was pressed while a rule failed: the generic message shows. */
  invalid: boolean;
  failure: FormFailure | null;
  isNew: boolean;
  canDelete: boolean;
  /** Something differs from the starting values. */
  dirty: boolean;
  /** Saving, deleting, or done and waiting for the screen to move on: the fields are locked, so
   * no edit made meanwhile is silently dropped. */
  busy: boolean;
  confirmingDelete: boolean;
  set(name: keyof T & string, value: unknown): void;
  submit(): void;
  requestDelete(): void;
  confirmDelete(): void;
  cancelDelete(): void;
  reset(): void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Runs one edit form on `entityFormMachine` (see README.md in this folder). */
export function useEntityForm<T extends FormValues>(
  options: EntityFormOptions<T>,
): EntityFormHandle<T> {
  const live = useRef(options);
  live.current = options;
  const machine = useMemo(
    () =>
      entityFormMachine.provide(
        createEntityFormImplementations({
          save: (values) => live.current.save(values as T),
          remove: options.remove ? (id) => live.current.remove!(id) : undefined,
        }),
      ),
    [], // eslint-disable-line react-hooks/exhaustive-deps -- one machine per mounted form
  );
  const [snapshot, send] = useMachine(machine, {
    input: { schema: options.schema as z.ZodType<FormValues>, initial: options.initial },
  });
  const { context } = snapshot;

  const finished = snapshot.matches('saved')
    ? 'saved'
    : snapshot.matches('removed')
      ? 'removed'
      : null;
  useEffect(() => {
    if (finished === 'saved') live.current.onSaved?.(context.saved as T);
    if (finished === 'removed') live.current.onRemoved?.();
  }, [finished]); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    schema: options.schema,
    values: context.values as T,
    errors: context.errors,
    invalid: context.attempted && Object.keys(context.errors).length > 0,
    failure: context.failure,
    isNew: context.initial.id === 0,
    canDelete: context.initial.id > 0 && options.remove !== undefined,
    dirty: finished === null && !same(context.values, context.initial),
    busy: snapshot.matches('saving') || snapshot.matches('deleting') || finished !== null,
    confirmingDelete: snapshot.matches('confirmingDelete'),
    set: (name, value) => send({ type: 'form.change', name, value }),
    submit: () => send({ type: 'form.submit' }),
    requestDelete: () => send({ type: 'form.delete' }),
    confirmDelete: () => send({ type: 'form.confirm' }),
    cancelDelete: () => send({ type: 'form.cancel' }),
    reset: () => send({ type: 'form.reset' }),
  };
}
