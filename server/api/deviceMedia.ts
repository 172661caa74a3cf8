import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, IllegalArgumentError } from '../errors';
import { requireUser } from './auth';
import { pathId } from './validate';

/** The image types a device picture may have, with their extensions (Traccar's list). */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const MEDIA_TYPES = Object.fromEntries(Object.entries(IMAGE_TYPES).map(([t, e]) => [e, t]));
/** Traccar's limit on a device picture. */
export const MAX_IMAGE_BYTES = 500_000;
/** Names the media folder serves: a word, a dot, an extension (nothing that climbs folders). */
const FILE_NAME = /^[\w-]{1,64}\.[a-z0-9]{1,8}$/;

/**
 * Device pictures (traccar-api.md: `POST /api/devices/{id}/image`, jpeg/png/gif/webp up to
 * 500,000 bytes, answered with the file name) and `GET /api/media/{uniqueId}/{file}` that
 * traccar-web reads them from. Both check the caller's rights on the device; files live in
 * `<dataDir>/media/<device id>/`, so no identifier ever becomes a path.
 */
export function deviceMediaRoutes(ctx: AppContext): FastifyPluginAsync {
  const folderOf = (deviceId: number) => path.join(ctx.config.dataDir, 'media', String(deviceId));

  return async (app) => {
    app.addContentTypeParser(
      Object.keys(IMAGE_TYPES),
      { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.post('/api/devices/:id/image', async (request, reply) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      await ctx.permissions.checkPermission(user, 'device', id);
      await ctx.permissions.checkEdit(user, 'device', false);
      const type = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
      const extension = IMAGE_TYPES[type];
      if (!extension || !Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new IllegalArgumentError('An image body is required (jpeg, png, gif or webp)');
      }
      if (!ctx.registry.get(id)) throw new HttpError(404);
      const folder = folderOf(id);
      await fs.promises.mkdir(folder, { recursive: true });
      for (const old of await fs.promises.readdir(folder)) {
        if (old.startsWith('device.'))
          await fs.promises.rm(path.join(folder, old), { force: true });
      }
      const name = `device.${extension}`;
      await fs.promises.writeFile(path.join(folder, name), request.body);
      return reply.type('text/plain; charset=utf-8').send(name);
    });

    app.get('/api/media/:uniqueId/:file', async (request, reply) => {
      const user = await requireUser(ctx, request);
      const { uniqueId, file } = request.params as { uniqueId: string; file: string };
      const device = ctx.registry.byUnique(uniqueId);
      // A device the caller does not see is as absent as a missing one.
      const seen =
        device &&
        (await ctx.permissions.checkPermission(user, 'device', device.id).then(
          () => true,
          () => false,
        ));
      if (!device || !seen) throw new HttpError(404);
      if (!FILE_NAME.test(file)) throw new HttpError(404);
      const full = path.join(folderOf(device.id), file);
      const stat = await fs.promises.stat(full).catch(() => null);
      if (!stat?.isFile()) throw new HttpError(404);
      const extension = file.slice(file.lastIndexOf('.') + 1);
      return reply
        .type(MEDIA_TYPES[extension] ?? 'application/octet-stream')
        .header('Cache-Control', 'private, no-cache')
        .send(fs.createReadStream(full));
    });
  };
}
