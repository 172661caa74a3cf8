import { z } from 'zod';
import { Attributes, Id, Int } from './common';

/** The server entity of GET /api/server (traccar-api.md §c). */
export const Server = z.object({
  id: Id,
  attributes: Attributes.default({}),
  registration: z.boolean().default(false),
  readonly: z.boolean().default(false),
  deviceReadonly: z.boolean().default(false),
  map: z.string().nullable().default(null),
  bingKey: z.string().nullable().default(null),
  mapUrl: z.string().nullable().default(null),
  overlayUrl: z.string().nullable().default(null),
  latitude: z.number().default(0),
  longitude: z.number().default(0),
  zoom: Int.default(0),
  forceSettings: z.boolean().default(false),
  coordinateFormat: z.string().nullable().default(null),
  limitCommands: z.boolean().default(false),
  disableReports: z.boolean().default(false),
  fixedEmail: z.boolean().default(false),
  poiLayer: z.string().nullable().default(null),
  announcement: z.string().nullable().default(null),
  version: z.string().nullable().default(null),
  emailEnabled: z.boolean().default(false),
  textEnabled: z.boolean().default(false),
  geocoderEnabled: z.boolean().default(false),
  storageSpace: z.array(z.number()).nullable().default(null),
  newServer: z.boolean().default(false),
  openIdEnabled: z.boolean().default(false),
  openIdForce: z.boolean().default(false),
});
export type Server = z.infer<typeof Server>;

/** Body of PUT /api/server: everything but the computed fields. */
export const ServerInput = Server.omit({
  version: true,
  emailEnabled: true,
  textEnabled: true,
  geocoderEnabled: true,
  storageSpace: true,
  newServer: true,
  openIdEnabled: true,
  openIdForce: true,
}).partial();
export type ServerInput = z.infer<typeof ServerInput>;
