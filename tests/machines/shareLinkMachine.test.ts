import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  createShareLinkImplementations,
  shareLinkMachine,
} from '../../src/machines/shareLinkMachine';
import type { Share } from '@farol/model';

const share = (id: number, expirationTime: string): Share => ({
  id,
  deviceId: 3,
  name: `share-1-${id}`,
  expirationTime,
  limitCommands: true,
  allowBlock: false,
  token: `token-${id}`,
  ownerId: 1,
});
const later = share(11, '2030-01-02T00:00:00.000+00:00');
const sooner = share(10, '2030-01-01T00:00:00.000+00:00');
const made = share(12, '2029-12-31T00:00:00.000+00:00');

type Deps = Parameters<typeof createShareLinkImplementations>[0];

function start(overrides: Partial<Deps> = {}) {
  const deps = {
    listShares: vi.fn(overrides.listShares ?? (async () => [later, sooner])),
    createShare: vi.fn(overrides.createShare ?? (async () => made)),
    deleteShare: vi.fn(overrides.deleteShare ?? (async () => undefined)),
    updateShare: vi.fn(
      overrides.updateShare ??
        (async (input: Parameters<Deps['updateShare']>[0]) => ({
          ...sooner,
          expirationTime: '2030-03-01T00:00:00.000+00:00',
          limitCommands: input.limitCommands,
          allowBlock: input.allowBlock,
        })),
    ),
  };
  const machine = shareLinkMachine.provide(createShareLinkImplementations(deps));
  return { actor: createActor(machine, { input: { deviceId: 3 } }).start(), ...deps };
}

const denied = { type: 'http', code: 'WRITE_ACCESS_DENIED', message: 'Write access denied' };

describe('shareLinkMachine', () => {
  it("loads the device's shares, soonest to expire first", async () => {
    const { actor, listShares } = start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(listShares).toHaveBeenCalledWith({ deviceId: 3 });
    expect(actor.getSnapshot().context.shares.map((s) => s.id)).toEqual([10, 11]);
  });

  it('creates a share for the chosen expiry and shows its link', async () => {
    const { actor, createShare } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'share.create', expiresAt: 1_900_000_000_000 });
    expect(actor.getSnapshot().matches('creating')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(createShare).toHaveBeenCalledWith({ deviceId: 3, expiresAt: 1_900_000_000_000 });
    const { shown, shares } = actor.getSnapshot().context;
    expect(shown).toEqual(made);
    expect(shares.map((s) => s.id)).toEqual([12, 10, 11]);
  });

  it('deletes a share only after confirmation; cancelling keeps it', async () => {
    const { actor, deleteShare } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'share.show', shareId: 10 });
    actor.send({ type: 'share.delete', shareId: 10 });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(actor.getSnapshot().context.deleting?.id).toBe(10);
    actor.send({ type: 'share.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(deleteShare).not.toHaveBeenCalled();

    actor.send({ type: 'share.delete', shareId: 10 });
    actor.send({ type: 'share.confirm' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(deleteShare).toHaveBeenCalledWith({ shareId: 10 });
    const { shares, shown, deleting } = actor.getSnapshot().context;
    expect(shares.map((s) => s.id)).toEqual([11]);
    expect(shown).toBeNull();
    expect(deleting).toBeNull();
  });

  it('a failure keeps the list and the SPEC code, until the next action', async () => {
    const { actor } = start({
      createShare: async () => {
        throw denied;
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'share.create', expiresAt: 1 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('WRITE_ACCESS_DENIED');
    expect(actor.getSnapshot().context.shares).toHaveLength(2);
    actor.send({ type: 'share.show', shareId: 11 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a list that fails to load can be retried', async () => {
    let calls = 0;
    const { actor } = start({
      listShares: async () => {
        calls += 1;
        if (calls === 1) throw { type: 'network', code: 'NETWORK_ERROR', message: 'down' };
        return [sooner];
      },
    });
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().context.error).toBe('NETWORK_ERROR');
    actor.send({ type: 'share.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ error: null, shares: [sooner] });
  });

  it('forbidden: no second create while one is under way, no delete of an unknown share', async () => {
    const { actor, createShare, deleteShare } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'share.delete', shareId: 99 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'share.confirm' });
    expect(deleteShare).not.toHaveBeenCalled();
    actor.send({ type: 'share.create', expiresAt: 1 });
    actor.send({ type: 'share.create', expiresAt: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(createShare).toHaveBeenCalledTimes(1);
  });

  it('edits a share: new expiry and rights saved, the list and the shown link follow', async () => {
    const { actor, updateShare } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'share.show', shareId: 10 });
    actor.send({ type: 'share.edit', shareId: 10 });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.editing).toEqual(sooner);
    actor.send({
      type: 'share.save',
      expiresAt: 1_900_000_000_000,
      limitCommands: false,
      allowBlock: true,
    });
    expect(actor.getSnapshot().matches('updating')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(updateShare).toHaveBeenCalledWith({
      shareId: 10,
      expiresAt: 1_900_000_000_000,
      limitCommands: false,
      allowBlock: true,
    });
    const { shares, shown, editing } = actor.getSnapshot().context;
    expect(editing).toBeNull();
    expect(shares.map((s) => s.id)).toEqual([11, 10]);
    expect(shares[1]).toMatchObject({ limitCommands: false, allowBlock: true });
    expect(shown).toMatchObject({ id: 10, allowBlock: true });
  });

  it('a refused edit keeps the form open with the SPEC code; cancelling changes nothing', async () => {
    const { actor, updateShare } = start({
      updateShare: async () => {
        throw denied;
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'share.edit', shareId: 11 });
    actor.send({
      type: 'share.save',
      expiresAt: 1_900_000_000_000,
      limitCommands: true,
      allowBlock: true,
    });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'WRITE_ACCESS_DENIED',
      editing: later,
      shares: [sooner, later],
    });
    actor.send({ type: 'share.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: null, editing: null });
    expect(updateShare).toHaveBeenCalledTimes(1);
  });

  it('forbidden: no edit of an unknown share, no save outside an edit, no create while editing', async () => {
    const { actor, updateShare, createShare } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'share.edit', shareId: 99 });
    actor.send({ type: 'share.save', expiresAt: 1, limitCommands: true, allowBlock: false });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'share.edit', shareId: 10 });
    actor.send({ type: 'share.create', expiresAt: 1 });
    actor.send({ type: 'share.delete', shareId: 10 });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(updateShare).not.toHaveBeenCalled();
    expect(createShare).not.toHaveBeenCalled();
  });
});
