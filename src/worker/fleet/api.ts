import type { CoreContext } from '../kernel/context';
import type { FleetApi } from './types';

export function createFleetApi(ctx: CoreContext): FleetApi {
  return {
    /** Selects a device (or none with null); the `selected` topic follows it. */
    async selectDevice({ deviceId }) {
      ctx.dispatch('device.selected', 'user', { deviceId });
    },
  };
}
