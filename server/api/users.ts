import type { FastifyPluginAsync } from 'fastify';
import { UserCreateInput, UserUpdateInput } from '../../src/model';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { userJson } from '../json';
import { optionalUser, requireUser } from './auth';
import { optionalDate, parseInput, pathId, queryId } from './validate';

/** Users: registration, listing by rank, and edits checked against rank (traccar-api.md §a, §d). */
export function usersRoutes(ctx: AppContext): FastifyPluginAsync {
  const { permissions, storage } = ctx;
  return async (app) => {
    app.get('/api/users', async (request) => {
      const user = await requireUser(ctx, request);
      const query = request.query as Record<string, unknown>;
      const userId = queryId('userId', query.userId);
      const deviceId = queryId('deviceId', query.deviceId);
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
        permissions.checkManager(user);
        users = await storage.users.list(await storage.links.propertiesOf('user', user.id, 'user'));
      }
      return users.map(userJson);
    });

    app.post('/api/users', async (request) => {
      const caller = await optionalUser(ctx, request);
      const input = parseInput(UserCreateInput, request.body);
      const user = await ctx.users.create(caller, {
        ...input,
        expirationTime: optionalDate('expirationTime', input.expirationTime),
      });
      return userJson(user);
    });

    app.get('/api/users/:id', async (request) => {
      const caller = await requireUser(ctx, request);
      const id = pathId(request.params);
      await permissions.checkPermission(caller, 'user', id);
      const user = await storage.users.get(id);
      if (!user) throw new HttpError(404);
      return userJson(user);
    });

    app.put('/api/users/:id', async (request) => {
      const caller = await requireUser(ctx, request);
      const input = parseInput(UserUpdateInput, request.body);
      await permissions.checkPermission(caller, 'user', input.id);
      await permissions.checkEdit(caller, 'user', false);
      const before = await storage.users.get(input.id);
      if (!before) throw new HttpError(404);
      const after = await ctx.users.update(caller, before, {
        ...input,
        expirationTime: optionalDate('expirationTime', input.expirationTime),
      });
      return userJson(after);
    });

    app.delete('/api/users/:id', async (request, reply) => {
      const caller = await requireUser(ctx, request);
      const id = pathId(request.params);
      await permissions.checkPermission(caller, 'user', id);
      await permissions.checkEdit(caller, 'user', false);
      if (!(await storage.users.get(id))) throw new HttpError(404);
      await ctx.users.remove(id);
      return reply.code(204).send();
    });
  };
}
