import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  anchorToggleMachine,
  createAnchorImplementations,
} from '../../src/machines/anchorToggleMachine';
import type { GeofenceView } from '../../src/worker/types';

const view = { id: 77, isAnchor: true, anchorDeviceId: 3 } as GeofenceView;

function start(overrides: Partial<Parameters<typeof createAnchorImplementations>[0]> = {}) {
  const createAnchor = vi.fn(overrides.createAnchor ?? (async () => view));
  const deleteGeofence = vi.fn(overrides.deleteGeofence ?? (async () => undefined));
  const machine = anchorToggleMachine.provide(
    createAnchorImplementations({ createAnchor, deleteGeofence }),
  );
  return { actor: createActor(machine).start(), createAnchor, deleteGeofence };
}

describe('anchorToggleMachine', () => {
  it('confirm without an anchor creates one for the device', async () => {
    const { actor, createAnchor, deleteGeofence } = start();
    actor.send({ type: 'anchor.toggle', deviceId: 3, anchorId: null, name: 'Âncora Van 3' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(createAnchor).not.toHaveBeenCalled();
    actor.send({ type: 'anchor.confirm' });
    await waitFor(actor, (s) => s.matches('anchored'));
    expect(createAnchor).toHaveBeenCalledWith({ deviceId: 3, name: 'Âncora Van 3' });
    expect(deleteGeofence).not.toHaveBeenCalled();
  });

  it('confirm with an anchor deletes it', async () => {
    const { actor, deleteGeofence } = start();
    actor.send({ type: 'anchor.toggle', deviceId: 3, anchorId: 77, name: 'x' });
    actor.send({ type: 'anchor.confirm' });
    await waitFor(actor, (s) => s.matches('released'));
    expect(deleteGeofence).toHaveBeenCalledWith({ geofenceId: 77 });
  });

  it('cancel ends in cancelled and calls nothing', () => {
    const { actor, createAnchor, deleteGeofence } = start();
    actor.send({ type: 'anchor.toggle', deviceId: 3, anchorId: null, name: 'x' });
    actor.send({ type: 'anchor.cancel' });
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
    expect(createAnchor).not.toHaveBeenCalled();
    expect(deleteGeofence).not.toHaveBeenCalled();
    actor.send({ type: 'anchor.dismiss' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('a failure keeps the SPEC code of the error', async () => {
    const { actor } = start({
      createAnchor: async () => {
        throw { type: 'http', code: 'WRITE_ACCESS_DENIED', message: 'Write access denied' };
      },
    });
    actor.send({ type: 'anchor.toggle', deviceId: 3, anchorId: null, name: 'x' });
    actor.send({ type: 'anchor.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('WRITE_ACCESS_DENIED');
  });

  it('forbids confirming with nothing to confirm, and toggling while a request runs', async () => {
    let release: () => void = () => {};
    const { actor, createAnchor } = start({
      createAnchor: () => new Promise<GeofenceView>((resolve) => (release = () => resolve(view))),
    });
    actor.send({ type: 'anchor.confirm' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'anchor.toggle', deviceId: 3, anchorId: null, name: 'x' });
    actor.send({ type: 'anchor.confirm' });
    actor.send({ type: 'anchor.toggle', deviceId: 4, anchorId: 9, name: 'y' });
    expect(actor.getSnapshot().matches('creating')).toBe(true);
    expect(actor.getSnapshot().context.deviceId).toBe(3);
    release();
    await waitFor(actor, (s) => s.matches('anchored'));
    expect(createAnchor).toHaveBeenCalledTimes(1);
  });
});
