import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, IllegalArgumentError } from '../errors';
import { normalizeDeviceImage } from '../services/deviceImages';
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
/** The companion's photo upload: a phone photo, resized before it is kept. */
export const MAX_PHOTO_BYTES = 10_000_000;
/** Every picture is stored under this one name (normalizeDeviceImage makes it a JPEG). */
const IMAGE_NAME = 'device.jpg';
/** Names the media folder serves: a word, a dot, an extension (nothing that climbs folders). */
const FILE_NAME = /^[\w-]{1,64}\.[a-z0-9]{1,8}$/;

/**
 * Device pictures (traccar-api.md: `POST /api/devices/{id}/image`, jpeg/png/gif/webp up to
 * 500,000 bytes, answered with the file name; the companion's `POST /tarkan/devices/{id}/photo`
 * up to 10 MB), both validated and resized by a real image library (sharp), and `GET /api/media/{uniqueId}/{file}` that
 * traccar-web reads them from. Both check the caller's rights on the device; files live in
 * `<dataDir>/media/<device id>/`, so no identifier ever becomes a path.
 */
export function deviceMediaRoutes(ctx: AppContext): FastifyPluginAsync {
  const folderOf = (deviceId: number) => path.join(ctx.config.dataDir, 'media', String(deviceId));

  return async (app) => {
    app.addContentTypeParser(
      Object.keys(IMAGE_TYPES),
      { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES },
      (_request, body, done) => done(null, body),
    );

    /**
     * Stores the picture as `device.jpg` (normalizeDeviceImage) and names it in the device's
     * `deviceImage` attribute, which traccar-web and Farol's device card read.
     */
    async function store(request: FastifyRequest, limit: number): Promise<string> {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      await ctx.permissions.checkPermission(user, 'device', id);
      await ctx.permissions.checkEdit(user, 'device', false);
      const type = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
      const body = request.body;
      if (!IMAGE_TYPES[type] || !Buffer.isBuffer(body) || body.length === 0) {
        throw new IllegalArgumentError('An image body is required (jpeg, png, gif or webp)');
      }
      if (body.length > limit) throw new HttpError(413);
      const device = ctx.registry.get(id);
      if (!device) throw new HttpError(404);
      const image = await normalizeDeviceImage(body);
      const folder = folderOf(id);
      await fs.promises.mkdir(folder, { recursive: true });
      for (const old of await fs.promises.readdir(folder)) {
        if (old.startsWith('device.'))
          await fs.promises.rm(path.join(folder, old), { force: true });
      }
      await fs.promises.writeFile(path.join(folder, IMAGE_NAME), image);
      if (device.attributes.deviceImage !== IMAGE_NAME) {
        await ctx.devices.update(id, {
          ...device,
          attributes: { ...device.attributes, deviceImage: IMAGE_NAME },
        });
      }
      return IMAGE_NAME;
    }

    app.post('/api/devices/:id/image', async (request, reply) => {
      const name = await store(request, MAX_IMAGE_BYTES);
      return reply.type('text/plain; charset=utf-8').send(name);
    });

    // The companion's photo upload (a phone photo is larger than Traccar's 500 kB).
    app.post('/tarkan/devices/:id/photo', async (request, reply) => {
      const name = await store(request, MAX_PHOTO_BYTES);
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
