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

/** A view of the fleet's city at zoom 10, where three devices are drawn one by one (D1). */
export const CITY_VIEW = { zoom: 10, west: -47.5, south: -24, east: -45.5, north: -23 };

/**
 * Needs fake timers: signs in, shows the map's view (the detail policy counts it and draws the
 * three devices one by one), advances past the list throttle and runs one frame.
 */
export async function signedIn() {
  const t = testCore(options);
  await t.core.restoreSession();
  await t.core.settled();
  await t.core.setViewport(CITY_VIEW);
  t.sockets[0]!.open();
  vi.advanceTimersByTime(1000);
  t.frames.tick();
  return t;
}
