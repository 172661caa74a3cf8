import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { IllegalArgumentError } from '../errors';
import { coerceComputed, evaluateExpression, positionContext } from '../services/computed';
import { requireUser } from './auth';
import { crudRoutes } from './crud';
import { ComputedAttributeInput } from './entityInputs';
import { computedAttributeJson } from './entityJson';
import { DeviceQuery, parseQuery } from './queries';
import { parseInput } from './validate';

const TestInput = ComputedAttributeInput.extend({ attribute: z.string().default('') });

/**
 * `/api/attributes/computed`: administrators write them (as in Traccar), users list those
 * linked to them. `POST …/test?deviceId=` evaluates the body's expression against the
 * device's latest position: 200 with the value, 204 when it yields nothing.
 */
export function computedAttributesRoutes(ctx: AppContext): FastifyPluginAsync {
  const crud = crudRoutes(ctx, {
    path: '/api/attributes/computed',
    repository: ctx.storage.computedAttributes,
    input: ComputedAttributeInput,
    extended: true,
    adminWrites: true,
    fields: (input: ComputedAttributeInput) => ({
      description: input.description,
      attribute: input.attribute,
      expression: input.expression,
      type: input.type,
      priority: input.priority,
    }),
    json: computedAttributeJson,
    searchable: (attribute) => [attribute.description, attribute.attribute],
  });

  return async (app) => {
    await app.register(crud);

    app.post('/api/attributes/computed/test', async (request, reply) => {
      const user = await requireUser(ctx, request);
      ctx.permissions.checkAdmin(user);
      const { deviceId } = parseQuery(DeviceQuery, request.query);
      if (deviceId === undefined) throw new IllegalArgumentError('deviceId: required');
      await ctx.permissions.checkPermission(user, 'device', deviceId);
      // Only the expression and type matter here; the form may not name the attribute yet.
      const input = parseInput(TestInput, request.body);
      const position = ctx.registry.latest(deviceId);
      if (!position) throw new IllegalArgumentError('Device has no last position');
      const context = positionContext(position);
      const value = coerceComputed(evaluateExpression(input.expression, context), input.type);
      if (value === null) return reply.code(204).send();
      if (typeof value === 'string') return reply.type('text/plain; charset=utf-8').send(value);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
    });
  };
}
