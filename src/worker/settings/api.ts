/** The settings domain's API (SPEC.md ST1–ST2). */
import { z } from 'zod';
import { formatTraccarDate, pushTokensOf, Server, User, withPushToken } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { tokenOf } from '../session/tokenOf';
import { requestJson, requestText } from '../transport/rest';
import type { SettingsApi } from './types';

export function createSettingsApi(ctx: CoreContext): SettingsApi {
  return {
    async saveServer({ server }) {
      const saved = await requestJson({
        http: ctx.http,
        method: 'PUT',
        path: '/server',
        json: server,
        schema: Server,
      });
      ctx.dispatch('server.loaded', 'rest', {
        server: saved,
        edition: ctx.state().session.edition,
      });
      return saved;
    },
    async restartServer() {
      await requestText({ http: ctx.http, method: 'POST', path: '/server/restart' });
    },
    async saveAccount({ user, password }) {
      const body = password ? { ...user, password } : { ...user, password: undefined };
      const saved = await requestJson({
        http: ctx.http,
        method: 'PUT',
        path: `/users/${user.id}`,
        json: body,
        schema: User,
      });
      if (ctx.state().session.user?.id === saved.id) {
        ctx.dispatch('user.updated', 'rest', { user: saved });
      }
      return saved;
    },
    async addNotificationToken({ token }) {
      const user = ctx.state().session.user;
      if (!user) throw new Error('addNotificationToken: nobody is signed in');
      const tokens = user.attributes.notificationTokens;
      if (pushTokensOf(tokens).includes(token.trim())) return;
      const attributes = { ...user.attributes, notificationTokens: withPushToken(tokens, token) };
      const saved = await requestJson({
        http: ctx.http,
        method: 'PUT',
        path: `/users/${user.id}`,
        json: { ...user, attributes, password: undefined },
        schema: User,
      });
      if (ctx.state().session.user?.id === saved.id) {
        ctx.dispatch('user.updated', 'rest', { user: saved });
      }
    },
    async createApiToken({ expiration }) {
      const text = await requestText({
        http: ctx.http,
        method: 'POST',
        path: '/session/token',
        form: { expiration: formatTraccarDate(expiration) },
      });
      return tokenOf(text);
    },
    async timezones() {
      return requestJson({
        http: ctx.http,
        path: '/server/timezones',
        schema: z.array(z.string()),
      });
    },
  };
}
