import fs from 'node:fs/promises';
import path from 'node:path';
import { PWA_ICON_SIZES } from '@farol/model';
import sharp from 'sharp';

/** The PNG sizes a manifest without an uploaded fav-icon lists (browsers' install criteria). */
export const DEFAULT_ICON_SIZES = [192, 512] as const;
export const DEFAULT_ICONS_PATH = '/tarkan/assets/icons';

/**
 * Farol's own icon as PNGs for domains without an uploaded fav-icon: drawn by sharp from the
 * client's `favicon.svg` (the build's copy, else the sources') on the first request of each
 * size and kept in memory. Only the PWA icon sizes are drawn.
 */
export class DefaultIcons {
  private readonly drawn = new Map<number, Promise<Buffer>>();

  /** `root`: the install's folder, holding `dist/` or `public/`. */
  constructor(private readonly root: string) {}

  private async source(): Promise<Buffer> {
    const candidates = ['dist', 'public'].map((dir) => path.join(this.root, dir, 'favicon.svg'));
    for (const file of candidates) {
      const svg = await fs.readFile(file).catch(() => null);
      if (svg) return svg;
    }
    throw new Error(`favicon.svg not found in ${candidates.join(' or ')}`);
  }

  /** The icon of `size` pixels a side, or null when that is not a PWA icon size. */
  png(size: number): Promise<Buffer> | null {
    if (!(PWA_ICON_SIZES as readonly number[]).includes(size)) return null;
    let icon = this.drawn.get(size);
    if (!icon) {
      icon = this.source().then((svg) =>
        sharp(svg, { density: Math.ceil((72 * size) / 24) })
          .resize(size, size)
          .png()
          .toBuffer(),
      );
      icon.catch(() => this.drawn.delete(size));
      this.drawn.set(size, icon);
    }
    return icon;
  }

  /** The manifest entries: the scalable favicon, then the PNGs. */
  static manifestIcons() {
    return [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ...DEFAULT_ICON_SIZES.map((size) => ({
        src: `${DEFAULT_ICONS_PATH}/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
    ];
  }
}
