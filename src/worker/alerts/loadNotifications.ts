import { z } from 'zod';
import { Notification } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { toCoreError } from '../transport/errors';
import { requestJson } from '../transport/rest';

const Notifications = z.array(Notification);

/**
 * GET /api/notifications and fold them (SPEC.md N8). A failure is logged and keeps the list
 * the core had; results of a session that has ended meanwhile are dropped.
 */
export async function loadNotifications(ctx: CoreContext): Promise<void> {
  const epoch = ctx.epoch;
  try {
    const notifications = await requestJson({
      http: ctx.http,
      path: '/notifications',
      schema: Notifications,
    });
    if (ctx.epoch === epoch) ctx.dispatch('notifications.loaded', 'rest', { notifications });
  } catch (error) {
    if (ctx.epoch !== epoch) return;
    ctx.dispatch('request.failed', 'rest', { what: 'notifications', error: toCoreError(error) });
  }
}
