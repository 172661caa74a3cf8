import fs from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DomainName,
  resellerOf,
  THEME_IMAGE_TYPES,
  THEME_UPLOAD_MAX_BYTES,
  ThemeInput,
  type ThemeImage,
} from '@farol/model';
import type { AppContext } from '../context';
import { HttpError, IllegalArgumentError, SecurityError } from '../errors';
import type { UserRecord } from '../storage';
import { DefaultIcons, DEFAULT_ICONS_PATH } from '../services/defaultIcons';
import { DEFAULT_THEME, Themes } from '../services/themes';
import { requireUser } from './auth';
import { loadBranding } from './tarkan';
import { parseQuery } from './queries';
import { parseInput } from './validate';

const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const ThemeQuery = z.object({ domain: DomainName.optional() });
const UploadQuery = ThemeQuery.extend({
  type: z.enum(THEME_IMAGE_TYPES as [ThemeImage, ...ThemeImage[]]),
});

/** The request's host name as the browser sent it (lower case, port kept), or ''. */
export function hostOf(request: FastifyRequest): string {
  const parsed = DomainName.safeParse(request.headers.host ?? '');
  return parsed.success ? parsed.data : '';
}

/**
 * White-label per domain (companion-api.md §1.4): `PUT /tarkan/theme {config, colors}` and
 * `POST /tarkan/theme/upload?type=` (fav-icon, bg-login, logo-login, logo-interno) store a
 * domain's theme (services/themes.ts); `GET /tarkan/assets/custom/config.json`, its images and
 * the PWA manifest (`/manifest.webmanifest`) follow the request's `Host`.
 *
 * Who writes which domain: a reseller with a domain (`tarkan.domainReseller`) only theirs; an
 * administrator the `domain` asked for, else the request's host when it is a reseller's
 * domain, else the install's default theme. Anyone else: `Administrator access required`.
 */
export function themeRoutes(ctx: AppContext): FastifyPluginAsync {
  const themes = new Themes(ctx.config.dataDir, () => loadBranding(ctx.config.dataDir));
  const defaultIcons = new DefaultIcons(ctx.config.root);

  async function targetOf(user: UserRecord, request: FastifyRequest): Promise<string> {
    const { domain } = parseQuery(ThemeQuery, request.query);
    if (!user.administrator) {
      const own = resellerOf(user).domain;
      if (own === null || (domain !== undefined && domain !== own)) {
        throw new SecurityError('Administrator access required');
      }
      return own;
    }
    if (domain) return domain;
    const host = hostOf(request);
    const holders = host
      ? await ctx.storage.users.withAttribute('tarkan.domainReseller', host)
      : [];
    return holders.length > 0 ? host : DEFAULT_THEME;
  }

  return async (app) => {
    app.addContentTypeParser(
      UPLOAD_TYPES,
      { parseAs: 'buffer', bodyLimit: THEME_UPLOAD_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.get('/tarkan/assets/custom/config.json', async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return themes.brandingFor(hostOf(request));
    });

    app.get('/tarkan/assets/custom/images/:file', async (request, reply) => {
      const { file } = request.params as { file: string };
      const full = await themes.file(hostOf(request), file);
      if (!full) throw new HttpError(404);
      return reply
        .type(file.endsWith('.jpg') ? 'image/jpeg' : 'image/png')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(fs.createReadStream(full));
    });

    // Farol's icon as PNG, for the manifests of domains without a fav-icon of their own.
    app.get(`${DEFAULT_ICONS_PATH}/icon-:size.png`, async (request, reply) => {
      const { size } = request.params as { size: string };
      const icon = /^\d{2,3}$/.test(size) ? defaultIcons.png(Number(size)) : null;
      if (!icon) throw new HttpError(404);
      return reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=86400')
        .send(await icon);
    });

    const manifest = async (request: FastifyRequest, reply: FastifyReply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(JSON.stringify(await themes.manifestFor(hostOf(request))));
    app.get('/manifest.webmanifest', manifest);
    app.get('/tarkan/assets/custom/manifest.json', manifest);

    app.put('/tarkan/theme', async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(ThemeInput, request.body);
      const domain = await targetOf(user, request);
      await themes.save(domain, input);
      return themes.brandingFor(domain === DEFAULT_THEME ? '' : domain);
    });

    app.post('/tarkan/theme/upload', async (request) => {
      const user = await requireUser(ctx, request);
      const { type } = parseQuery(UploadQuery, request.query);
      const domain = await targetOf(user, request);
      const contentType = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim();
      const body = request.body;
      if (!UPLOAD_TYPES.includes(contentType) || !Buffer.isBuffer(body) || body.length === 0) {
        throw new IllegalArgumentError('An image body is required (png, jpeg, webp or gif)');
      }
      await themes.saveImage(domain, type, body);
      return themes.brandingFor(domain === DEFAULT_THEME ? '' : domain);
    });
  };
}
