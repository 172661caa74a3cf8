import fs from 'node:fs/promises';
import path from 'node:path';
import {
  PWA_ICON_SIZES,
  THEME_IMAGES,
  THEME_UPLOAD_MAX_PIXELS,
  ThemeBranding,
  ThemeInput,
  type ThemeImage,
} from '@farol/model';
import sharp from 'sharp';
import { IllegalArgumentError } from '../errors';
import { DefaultIcons } from './defaultIcons';

/** The theme of the install itself, served to every domain without its own. */
export const DEFAULT_THEME = 'default';

/** What a domain's `theme.json` holds: the last PUT, and when each image was last uploaded. */
interface StoredTheme extends ThemeInput {
  images: Partial<Record<ThemeImage, number>>;
}

/** The file each uploaded image is kept as (logos keep transparency; the background is a photo). */
const FILE_OF: Record<ThemeImage, string> = {
  'fav-icon': 'fav-icon.png',
  'bg-login': 'bg-login.jpg',
  'logo-login': 'logo-login.png',
  'logo-interno': 'logo-interno.png',
};
/** The smallest source each image accepts (a fav-icon must fill the smallest PWA icon). */
const MIN_SIDE: Record<ThemeImage, number> = {
  'fav-icon': PWA_ICON_SIZES[0],
  'bg-login': 320,
  'logo-login': 16,
  'logo-interno': 16,
};
/** The files a theme folder may serve: the images and the fav-icon's PWA sizes. */
export const THEME_FILE = /^(fav-icon|bg-login|logo-login|logo-interno|icon-\d{2,3})\.(png|jpg)$/;

export const iconFile = (size: number) => `icon-${size}.png`;
const IMAGES_PATH = '/tarkan/assets/custom/images';

/**
 * White-label themes per domain (companion-api.md §1.4: Tarkan's per-domain `assets/custom`):
 * `<dataDir>/themes/<domain>/theme.json` and its images, made by sharp from the upload. A
 * request's `Host` picks its domain's theme, else the install's default theme, else the
 * branding of `<dataDir>/custom/config.json` and Farol's defaults.
 */
export class Themes {
  /**
   * `dataDir` holds the themes; `base` reads the install's branding under every theme
   * (`<dataDir>/custom/config.json` over Farol's defaults).
   */
  constructor(
    private readonly dataDir: string,
    private readonly base: () => Promise<unknown>,
  ) {}

  private folderOf(domain: string): string {
    return path.join(this.dataDir, 'themes', domain.replace(/:/g, '_'));
  }

  private async read(domain: string): Promise<StoredTheme | null> {
    try {
      const text = await fs.readFile(path.join(this.folderOf(domain), 'theme.json'), 'utf8');
      const stored = JSON.parse(text) as StoredTheme;
      return { ...ThemeInput.parse(stored), images: stored.images ?? {} };
    } catch {
      return null;
    }
  }

  private async write(domain: string, theme: StoredTheme): Promise<void> {
    const folder = this.folderOf(domain);
    await fs.mkdir(folder, { recursive: true });
    const file = path.join(folder, 'theme.json');
    await fs.writeFile(`${file}.tmp`, JSON.stringify(theme));
    await fs.rename(`${file}.tmp`, file);
  }

  /** The domain whose theme `host` is served: its own when it has one, else the default. */
  async domainOf(host: string): Promise<string | null> {
    if (host && (await this.read(host))) return host;
    return (await this.read(DEFAULT_THEME)) ? DEFAULT_THEME : null;
  }

  /** Stores a domain's texts and colours (the images stay). */
  async save(domain: string, input: ThemeInput): Promise<void> {
    const images = (await this.read(domain))?.images ?? {};
    await this.write(domain, { ...input, images });
  }

  /**
   * Validates an uploaded image (decodable, at most THEME_UPLOAD_MAX_PIXELS a side, at least the
   * type's minimum) and stores it at its type's size, without metadata; a fav-icon also becomes
   * every PWA icon size.
   */
  async saveImage(domain: string, type: ThemeImage, input: Buffer): Promise<void> {
    const source = sharp(input, {
      failOn: 'error',
      limitInputPixels: THEME_UPLOAD_MAX_PIXELS ** 2,
    });
    const meta = await source.metadata().catch(() => null);
    if (!meta?.width || !meta.height) {
      throw new IllegalArgumentError('The file is not an image this server can read');
    }
    const [width, height] =
      meta.orientation && meta.orientation >= 5
        ? [meta.height, meta.width]
        : [meta.width, meta.height];
    if (width > THEME_UPLOAD_MAX_PIXELS || height > THEME_UPLOAD_MAX_PIXELS) {
      throw new IllegalArgumentError(
        `The image is larger than ${THEME_UPLOAD_MAX_PIXELS} pixels a side`,
      );
    }
    if (Math.min(width, height) < MIN_SIDE[type]) {
      throw new IllegalArgumentError(`The image must be at least ${MIN_SIDE[type]} pixels a side`);
    }
    const box = THEME_IMAGES[type];
    const upright = source.rotate().resize(box.width, box.height, {
      fit: box.fit,
      withoutEnlargement: box.fit === 'inside',
    });
    const folder = this.folderOf(domain);
    await fs.mkdir(folder, { recursive: true });
    const encoded =
      type === 'bg-login'
        ? upright.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
        : upright.png();
    const image = await encoded.toBuffer().catch(() => {
      throw new IllegalArgumentError('The file is not an image this server can read');
    });
    await fs.writeFile(path.join(folder, FILE_OF[type]), image);
    if (type === 'fav-icon') {
      for (const size of PWA_ICON_SIZES) {
        const icon = await sharp(image).resize(size, size).png().toBuffer();
        await fs.writeFile(path.join(folder, iconFile(size)), icon);
      }
    }
    const stored = (await this.read(domain)) ?? { config: {}, colors: {}, images: {} };
    await this.write(domain, { ...stored, images: { ...stored.images, [type]: Date.now() } });
  }

  /** The full path of a theme file `host` is served, or null. */
  async file(host: string, name: string): Promise<string | null> {
    if (!THEME_FILE.test(name)) return null;
    const domain = await this.domainOf(host);
    if (!domain) return null;
    const full = path.join(this.folderOf(domain), name);
    return (await fs.stat(full).catch(() => null))?.isFile() ? full : null;
  }

  /** What `GET /tarkan/assets/custom/config.json` answers `host`. */
  async brandingFor(host: string): Promise<ThemeBranding> {
    const base = ThemeBranding.parse(await this.base());
    const domain = await this.domainOf(host);
    const theme = domain ? await this.read(domain) : null;
    if (!theme) return base;
    const url = (type: ThemeImage) => {
      const version = theme.images[type];
      return version ? `${IMAGES_PATH}/${FILE_OF[type]}?v=${version}` : null;
    };
    const images = {
      favIcon: url('fav-icon'),
      bgLogin: url('bg-login'),
      logoLogin: url('logo-login'),
      logoInterno: url('logo-interno'),
    };
    const { push, headLogo, ...texts } = theme.config;
    return ThemeBranding.parse({
      ...base,
      ...texts,
      headLogo: headLogo ?? base.headLogo,
      push: push ?? null,
      colors: { ...base.colors, ...theme.colors },
      logo: images.logoInterno ?? base.logo,
      logoLogin: images.logoLogin ?? base.logoLogin,
      backgroundImage: images.bgLogin ?? base.backgroundImage,
      images,
    });
  }

  /** The PWA manifest `host` is served: its theme's names, colour and icons. */
  async manifestFor(host: string): Promise<Record<string, unknown>> {
    const branding = await this.brandingFor(host);
    const version = branding.images.favIcon?.split('?v=')[1];
    const icons = version
      ? PWA_ICON_SIZES.map((size) => ({
          src: `${IMAGES_PATH}/${iconFile(size)}?v=${version}`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any',
        }))
      : DefaultIcons.manifestIcons();
    return {
      name: branding.title,
      short_name: branding.appName,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: branding.colors.primary ?? '#0b63ce',
      background_color: '#ffffff',
      icons,
    };
  }
}
