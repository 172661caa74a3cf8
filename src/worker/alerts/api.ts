import type { CoreContext } from '../kernel/context';
import type { AlertsApi } from './types';

export function createAlertsApi(ctx: CoreContext): AlertsApi {
  return {
    async dismissAlert({ id }) {
      ctx.dispatch('alert.dismissed', 'user', { id });
    },
  };
}
