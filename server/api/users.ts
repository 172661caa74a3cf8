import type { FastifyPluginAsync } from 'fastify';
import { UserCreateInput, UserUpdateInput } from '@farol/model';
import type { AppContext } from '../context';
import { HttpError, SecurityError } from '../errors';
import { userJson } from '../json';
import { shareOwnerOf } from '../storage/shares';
import { newTotpKey } from '../services/totp';
import { markRecorded, recordFor } from './audit';
import { heldGrant, optionalUser, requireUser } from './auth';
import { pageOf } from './listQuery';
import { parseQuery, UserListQuery } from './queries';
import { checkBillingAttributes, optionalDate, parseInput, pathId } from './validate';

/** Users: registration, listing by rank, and edits checked against rank (traccar-api.md §a, §d). */
export function usersRoutes(ctx: AppContext): FastifyPluginAsync {
  const { permissions, storage } = ctx;
  return async (app) => {
    app.get('/api/users', async (request) => {
      const user = await requireUser(ctx, request);
      const list = parseQuery(UserListQuery, request.query);
      const { userId, deviceId } = list;
      permissions.checkAdvanced(user, 'user', 'read');
      let users;
      if (deviceId !== undefined) {
        permissions.checkManager(user);
        await permissions.checkPermission(user, 'device', deviceId);
        users = await storage.users.list(await storage.links.ownersOf('user', 'device', deviceId));
      } else if (userId !== undefined) {
        await permissions.checkUser(user, userId);
        users = await storage.users.list(await storage.links.propertiesOf('user', userId, 'user'));
      } else if (user.administrator) {
        users = await storage.users.list();
      } else {
        // Managers: their managed users; resellers: their whole tree.
        permissions.checkManager(user);
        users = await storage.users.list(await ctx.visibility.objectIdsOf(user.id, 'user'));
      }
      // Share links' users are managed through /tarkan/shares, not listed here; an
      // administrator who asks for `all=true` sees every account.
      if (!(list.all && user.administrator)) users = users.filter((u) => !shareOwnerOf(u));
      return pageOf(users, list, (u) => [u.name, u.email, u.login, u.phone]).map(userJson);
    });

    // Traccar's key generator: open to anyone (a sign-up sets its key before it has an
    // account), offered while the server attribute `totpEnable` is on; nothing is stored.
    app.post('/api/users/totp', async (request, reply) => {
      markRecorded(request);
      const enabled = ctx.settings.current.attributes.totpEnable;
      if (enabled !== true && enabled !== 'true') {
        throw new SecurityError('One-time password is disabled');
      }
      return reply.type('text/plain; charset=utf-8').send(newTotpKey());
    });

    app.post('/api/users', async (request) => {
      const caller = await optionalUser(ctx, request);
      const input = parseInput(UserCreateInput, request.body);
      checkBillingAttributes(input.attributes);
      if (caller) {
        permissions.checkAdvanced(caller, 'user', 'create');
        await permissions.checkEdit(caller, 'user', true);
      }
      const user = await ctx.users.create(caller, {
        ...input,
        expirationTime: optionalDate('expirationTime', input.expirationTime),
      });
      const json = userJson(user);
      // A sign-up is recorded as the new user's own act.
      await recordFor(
        ctx,
        request,
        { actionType: 'create', objectType: 'user', objectId: user.id, after: json },
        caller ?? user,
      );
      return json;
    });

    app.get('/api/users/:id', async (request) => {
      const caller = await requireUser(ctx, request);
      const id = pathId(request.params);
      await permissions.checkPermission(caller, 'user', id);
      if (id !== caller.id) permissions.checkAdvanced(caller, 'user', 'read');
      const user = await storage.users.get(id);
      if (!user) throw new HttpError(404);
      return userJson(user);
    });

    app.put('/api/users/:id', async (request) => {
      const caller = await requireUser(ctx, request);
      const input = parseInput(UserUpdateInput, request.body);
      checkBillingAttributes(input.attributes);
      // Traccar reads the id from the body; the path id only fills in a body without one.
      const id = input.id || pathId(request.params);
      await permissions.checkPermission(caller, 'user', id);
      const before = await storage.users.get(id);
      if (!before) throw new HttpError(404);
      permissions.checkRankOver(caller, before);
      const self = id === caller.id;
      // Saving one's own push tokens is no profile edit (Traccar lets read-only users do it; the
      // mask's self bit 0 does not stop it either): the PWA registers each browser this way.
      const tokensOnly = self && ctx.users.onlyTokensChange(before, input);
      if (self && !tokensOnly) permissions.checkSelfEdit(caller);
      else if (!self) permissions.checkAdvanced(caller, 'user', 'edit');
      await permissions.checkEdit(caller, 'user', false, tokensOnly);
      const after = await ctx.users.update(
        caller,
        before,
        { ...input, id, expirationTime: optionalDate('expirationTime', input.expirationTime) },
        heldGrant(request),
      );
      const json = userJson(after);
      await recordFor(ctx, request, {
        actionType: 'edit',
        objectType: 'user',
        objectId: id,
        before: userJson(before),
        after: json,
      });
      return json;
    });

    app.delete('/api/users/:id', async (request, reply) => {
      const caller = await requireUser(ctx, request);
      const id = pathId(request.params);
      await permissions.checkPermission(caller, 'user', id);
      permissions.checkAdvanced(caller, 'user', 'delete');
      await permissions.checkEdit(caller, 'user', false);
      const target = await storage.users.get(id);
      if (!target) throw new HttpError(404);
      permissions.checkRankOver(caller, target);
      await ctx.users.remove(id);
      await recordFor(ctx, request, {
        actionType: 'remove',
        objectType: 'user',
        objectId: id,
        before: userJson(target),
      });
      return reply.code(204).send();
    });
  };
}
