import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { commandMachine, createCommandImplementations } from '../../src/machines/commandMachine';

function start(outcome: 'sent' | 'queued' = 'queued', fail = false) {
  const engineCommand = vi.fn(async () => {
    if (fail) throw { type: 'http', code: 'ACCOUNT_IS_READONLY', message: '' };
    return outcome;
  });
  const sendCommand = vi.fn(async () => outcome);
  const actor = createActor(
    commandMachine.provide(createCommandImplementations({ engineCommand, sendCommand })),
  ).start();
  return { actor, engineCommand, sendCommand };
}

describe('commandMachine', () => {
  it('sends engine stop only after confirmation and reports it queued', async () => {
    const { actor, engineCommand } = start('queued');
    actor.send({
      type: 'command.request',
      intent: { kind: 'engine', deviceId: 5, action: 'engineStop' },
    });
    expect(engineCommand).not.toHaveBeenCalled();
    actor.send({ type: 'command.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(engineCommand).toHaveBeenCalledWith({ deviceId: 5, action: 'engineStop' });
    expect(actor.getSnapshot().context.outcome).toBe('queued');
  });

  it('sends other commands through sendCommand', async () => {
    const { actor, sendCommand } = start('sent');
    const request = { deviceId: 5, type: 'custom', attributes: { data: 'STATUS#' } };
    actor.send({ type: 'command.request', intent: { kind: 'command', request } });
    actor.send({ type: 'command.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sendCommand).toHaveBeenCalledWith(request);
    expect(actor.getSnapshot().context.outcome).toBe('sent');
  });

  it('cancel sends nothing; a failure keeps the code', async () => {
    const cancelled = start();
    cancelled.actor.send({
      type: 'command.request',
      intent: { kind: 'engine', deviceId: 5, action: 'engineResume' },
    });
    cancelled.actor.send({ type: 'command.cancel' });
    expect(cancelled.actor.getSnapshot().matches('cancelled')).toBe(true);
    expect(cancelled.engineCommand).not.toHaveBeenCalled();
    const failed = start('sent', true);
    failed.actor.send({
      type: 'command.request',
      intent: { kind: 'engine', deviceId: 5, action: 'engineStop' },
    });
    failed.actor.send({ type: 'command.confirm' });
    await waitFor(failed.actor, (s) => s.matches('failed'));
    expect(failed.actor.getSnapshot().context.error).toBe('ACCOUNT_IS_READONLY');
  });

  it('forbids confirming when nothing was requested', () => {
    const { actor, engineCommand } = start();
    actor.send({ type: 'command.confirm' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(engineCommand).not.toHaveBeenCalled();
  });
});
