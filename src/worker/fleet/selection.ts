import type { CoreContext } from '../context';

/** Selects a device (or none with null); the `selected` topic follows it. */
export async function selectDevice(input: {
  ctx: CoreContext;
  deviceId: number | null;
}): Promise<void> {
  input.ctx.dispatch('device.selected', 'user', { deviceId: input.deviceId });
}
