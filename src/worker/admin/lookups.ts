/** What the management forms ask the server about: types, channels, tests (traccar-api.md §g, §h). */
import { z } from 'zod';
import { Typed, type ComputedAttribute } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { request, requestJson, requestText } from '../transport/rest';
import type { LookupApi } from './types';

const Types = z.array(Typed);

export function createLookupApi(ctx: CoreContext): LookupApi {
  const types = async (path: string, query?: Record<string, string | number | boolean>) =>
    (await requestJson({ http: ctx.http, path, query, schema: Types })).map((item) => item.type);
  return {
    notificationTypes: () => types('/notifications/types'),
    notificators: () => types('/notifications/notificators'),
    commandTypes: ({ deviceId, textChannel } = {}) =>
      types('/commands/types', deviceId ? { deviceId, textChannel: textChannel ?? false } : {}),
    async testNotification({ notificator } = {}) {
      const path = notificator ? `/notifications/test/${notificator}` : '/notifications/test';
      await requestText({ http: ctx.http, method: 'POST', path });
    },
    /** The value the expression gives for the device's last position (null: no value). */
    async testComputed({ deviceId, attribute }) {
      const body: Partial<ComputedAttribute> = { ...attribute, id: attribute.id ?? 0 };
      const response = await request({
        http: ctx.http,
        method: 'POST',
        path: '/attributes/computed/test',
        query: { deviceId },
        json: body,
      });
      if (response.status === 204 || response.text === '') return null;
      try {
        return JSON.parse(response.text) as unknown;
      } catch {
        return response.text;
      }
    },
  };
}
