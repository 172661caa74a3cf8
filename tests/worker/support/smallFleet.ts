/** Three devices, a signed-in core with them loaded and the socket open. */
import { vi } from 'vitest';
import { testCore } from './core';
import { at, device, position, user } from './fixtures';

export const devices = [
  device(1, { name: 'Alpha', status: 'online' }),
  device(2, { name: 'Bravo', status: 'offline' }),
  device(3, { name: 'Charlie', status: 'online' }),
];
export const positions = devices.map((d) => position(d.id, { speed: 10, fixTime: at(0) }));
export const options = {
  user: user({ attributes: { speedUnit: 'kn' } }),
  devices,
  positions,
  cookie: true,
};

/** Needs fake timers: advances past the list throttle and runs one frame. */
export async function signedIn() {
  const t = testCore(options);
  await t.core.restoreSession();
  await t.core.settled();
  t.sockets[0]!.open();
  vi.advanceTimersByTime(1000);
  t.frames.tick();
  return t;
}
