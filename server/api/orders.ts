import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { Id, Order } from '@farol/model';
import type { AppContext } from '../context';
import type { OrderRecord } from '../storage/orders';
import { crudRoutes } from './crud';

const text = z.string().trim().max(4096).nullable().default(null);

/** Body of `POST`/`PUT /api/orders`. */
const OrderInput = Order.extend({
  id: Id.optional(),
  uniqueId: z.string().trim().min(1, 'uniqueId is required').max(128),
  description: text,
  fromAddress: text,
  toAddress: text,
});
type OrderInput = z.infer<typeof OrderInput>;

/** Traccar's Order JSON, in getter order. */
const orderJson = (order: OrderRecord): Order => ({
  id: order.id,
  attributes: order.attributes,
  uniqueId: order.uniqueId,
  description: order.description,
  fromAddress: order.fromAddress,
  toAddress: order.toAddress,
});

/**
 * `/api/orders` (Traccar's OrderResource, an ExtendedObjectResource): delivery orders, linked to
 * their creator and through `/api/permissions` (`orderId`) to users, groups and devices.
 */
export function ordersRoutes(ctx: AppContext): FastifyPluginAsync {
  return crudRoutes(ctx, {
    path: '/api/orders',
    repository: ctx.storage.orders,
    input: OrderInput,
    extended: true,
    fields: (input: OrderInput) => ({
      uniqueId: input.uniqueId,
      description: input.description,
      fromAddress: input.fromAddress,
      toAddress: input.toAddress,
      attributes: input.attributes,
    }),
    json: orderJson,
    searchable: (order) => [order.uniqueId, order.description, order.fromAddress, order.toAddress],
  });
}
