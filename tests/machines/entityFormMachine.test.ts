import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { GroupForm } from '@farol/model';
import {
  createEntityFormImplementations,
  entityFormMachine,
  type FormValues,
} from '../../src/machines/entityFormMachine';

const blank = { id: 0, name: '', groupId: 0, attributes: {} };
const stored = { id: 4, name: 'Frota', groupId: 0, attributes: {} };
const refused = { type: 'http', code: 'DUPLICATE', message: 'Duplicate name', status: 400 };

function start(
  initial: FormValues,
  deps: Partial<Parameters<typeof createEntityFormImplementations>[0]> = {},
) {
  const save = vi.fn(deps.save ?? (async (values: FormValues) => ({ ...values, id: 9 })));
  const remove = vi.fn(deps.remove ?? (async () => undefined));
  const machine = entityFormMachine.provide(createEntityFormImplementations({ save, remove }));
  const actor = createActor(machine, { input: { schema: GroupForm, initial } }).start();
  return { actor, save, remove };
}

describe('entityFormMachine', () => {
  it('sends nothing while a rule fails, and shows each message from then on', () => {
    const { actor, save } = start(blank);
    actor.send({ type: 'form.change', name: 'name', value: '   ' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'FILL_NAME' });
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: 'form.change', name: 'name', value: 'Sul' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('saves the parsed values (trimmed) and ends with the server copy', async () => {
    const { actor, save } = start(blank);
    actor.send({ type: 'form.change', name: 'name', value: '  Frota Sul ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    await waitFor(actor, (s) => s.matches('saved'));
    expect(save).toHaveBeenCalledWith({ id: 0, name: 'Frota Sul', groupId: 0, attributes: {} });
    expect(actor.getSnapshot().context.saved).toMatchObject({ id: 9, name: 'Frota Sul' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("keeps every value when the server refuses, with the server's reason", async () => {
    const { actor } = start(stored, { save: async () => Promise.reject(refused) });
    actor.send({ type: 'form.change', name: 'name', value: 'Outra' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    const { context } = actor.getSnapshot();
    expect(context.values.name).toBe('Outra');
    expect(context.failure).toEqual({ code: 'DUPLICATE', message: 'Duplicate name' });
    actor.send({ type: 'form.change', name: 'name', value: 'Outra 2' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    const { actor, remove } = start(stored);
    actor.send({ type: 'form.delete' });
    expect(actor.getSnapshot().matches('confirmingDelete')).toBe(true);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'form.delete' });
    actor.send({ type: 'form.confirm' });
    await waitFor(actor, (s) => s.matches('removed'));
    expect(remove).toHaveBeenCalledWith(4);
  });

  it('a refused delete goes back to editing with the reason', async () => {
    const { actor } = start(stored, { remove: async () => Promise.reject(refused) });
    actor.send({ type: 'form.delete' });
    actor.send({ type: 'form.confirm' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.failure?.message).toBe('Duplicate name');
  });

  it('reset goes back to the values it started from', () => {
    const { actor } = start(stored);
    actor.send({ type: 'form.change', name: 'name', value: '' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.reset' });
    const { context } = actor.getSnapshot();
    expect(context.values).toEqual(stored);
    expect(context.errors).toEqual({});
  });

  describe('forbidden transitions', () => {
    it('a new object cannot be deleted', () => {
      const { actor } = start(blank);
      actor.send({ type: 'form.delete' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
    });

    it('confirm without a delete request does nothing', () => {
      const { actor, remove } = start(stored);
      actor.send({ type: 'form.confirm' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(remove).not.toHaveBeenCalled();
    });

    it('changes and a second Save are ignored while saving', async () => {
      let finish: (values: FormValues) => void = () => undefined;
      const { actor, save } = start(stored, {
        save: () => new Promise<FormValues>((resolve) => (finish = resolve)),
      });
      actor.send({ type: 'form.submit' });
      actor.send({ type: 'form.change', name: 'name', value: 'Late' });
      actor.send({ type: 'form.submit' });
      expect(save).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().context.values.name).toBe('Frota');
      finish(stored);
      await waitFor(actor, (s) => s.matches('saved'));
    });

    it('a delete request is ignored while confirming another', () => {
      const { actor } = start(stored);
      actor.send({ type: 'form.delete' });
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().matches('confirmingDelete')).toBe(true);
    });
  });
});
