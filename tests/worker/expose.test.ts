import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src/worker/core';
import { forComlink } from '../../src/worker/expose';
import type { CoreApi, MapFrame } from '../../src/worker/types';
import { fakeDeps } from './support/fakes';
import { fleetServer } from './support/fleetServer';
import { device, position, user } from './support/fixtures';

const channels: MessageChannel[] = [];
afterEach(() => channels.splice(0).forEach((c) => (c.port1.close(), c.port2.close())));

/** The core exposed on one end of a MessageChannel, wrapped on the other (no Worker). */
function overChannel() {
  const fakes = fakeDeps(
    fleetServer({
      user: user(),
      cookie: true,
      devices: [device(1), device(2)],
      positions: [position(1), position(2)],
    }),
  );
  const channel = new MessageChannel();
  channels.push(channel);
  Comlink.expose(forComlink(createCore(fakes.deps)), channel.port1);
  return { remote: Comlink.wrap<CoreApi>(channel.port2), fakes };
}

describe('Comlink layer', () => {
  it('[M3] map frames cross as typed arrays; unsubscribe is a proxy', async () => {
    const { remote, fakes } = overChannel();
    await remote.ready();
    await remote.restoreSession();
    await new Promise((r) => setTimeout(r, 20));
    fakes.frames.tick();
    const frames: MapFrame[] = [];
    const unsubscribe = await remote.subscribe(
      'map',
      Comlink.proxy((frame: MapFrame) => void frames.push(frame)) as never,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(frames.at(-1)!.length).toBe(2);
    expect(frames.at(-1)!.positions).toBeInstanceOf(Float64Array);
    expect([...frames.at(-1)!.ids].sort()).toEqual([1, 2]);
    await (unsubscribe as unknown as () => Promise<void>)();
  });

  it('[T2] errors arrive as the same plain objects', async () => {
    const { remote } = overChannel();
    const error = await remote
      .login({ email: '', password: '', remember: false })
      .catch((e: unknown) => e);
    expect(error).toEqual({
      type: 'validation',
      code: 'FILL_ALL_FIELDS',
      message: expect.any(String),
    });
  });
});
