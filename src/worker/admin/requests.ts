/** The REST calls of the admin domain (traccar-api.md §c, §d, §k). */
import { z } from 'zod';
import type { HttpDeps } from '../transport/rest';
import { requestJson, requestText } from '../transport/rest';
import { ENTITY_PATHS, ENTITY_SCHEMAS, LINK_KEYS } from './kinds';
import type { EntityKind, EntityOf, LinkChange, LinkOwnerKind } from './types';

/** Most pairs sent in one bulk permission request. */
export const LINK_BATCH = 5_000;

export function fetchEntities<K extends EntityKind>(http: HttpDeps, kind: K) {
  const schema = z.array(ENTITY_SCHEMAS[kind] as unknown as z.ZodType<EntityOf[K]>);
  return requestJson({ http, path: ENTITY_PATHS[kind], schema });
}

/** POST for a new object (id 0), PUT `/{id}` for an existing one. */
export function writeEntity<K extends EntityKind>(http: HttpDeps, kind: K, entity: EntityOf[K]) {
  const schema = ENTITY_SCHEMAS[kind] as unknown as z.ZodType<EntityOf[K]>;
  const exists = entity.id > 0;
  return requestJson({
    http,
    method: exists ? 'PUT' : 'POST',
    path: exists ? `${ENTITY_PATHS[kind]}/${entity.id}` : ENTITY_PATHS[kind],
    json: entity,
    schema,
  });
}

export async function removeEntity(http: HttpDeps, kind: EntityKind, id: number): Promise<void> {
  await requestText({ http, method: 'DELETE', path: `${ENTITY_PATHS[kind]}/${id}` });
}

const Ids = z.array(z.object({ id: z.number() }));

/** `GET /api/<kind>?<owner>Id=`: the objects linked directly to the owner. */
export async function fetchLinkedIds(
  http: HttpDeps,
  owner: { kind: LinkOwnerKind; id: number },
  kind: EntityKind,
): Promise<number[]> {
  const query = { [LINK_KEYS[owner.kind]]: owner.id };
  const items = await requestJson({ http, path: ENTITY_PATHS[kind], query, schema: Ids });
  return items.map((item) => item.id);
}

/** Every owner × property pair, owner key first (traccar-api.md §d). */
export function linkBodies(change: LinkChange): Record<string, number>[] {
  const ownerKey = LINK_KEYS[change.owner.kind];
  const propertyKey =
    change.owner.kind === 'device' && change.property.kind === 'device'
      ? 'linkedDeviceId'
      : LINK_KEYS[change.property.kind];
  return change.owner.ids.flatMap((ownerId) =>
    change.property.ids.map((propertyId) => ({ [ownerKey]: ownerId, [propertyKey]: propertyId })),
  );
}

/** `POST` or `DELETE /api/permissions/bulk`, in batches of LINK_BATCH pairs. */
export async function sendLinks(http: HttpDeps, change: LinkChange): Promise<void> {
  const bodies = linkBodies(change);
  for (let start = 0; start < bodies.length; start += LINK_BATCH) {
    await requestText({
      http,
      method: change.linked ? 'POST' : 'DELETE',
      path: '/permissions/bulk',
      json: bodies.slice(start, start + LINK_BATCH),
    });
  }
}
