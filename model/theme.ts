import { z } from 'zod';
import { Branding, PushConfig } from './branding';

/** A colour the theme may set: hex only, so nothing but a colour reaches the page's CSS. */
export const ThemeColor = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'expected a colour such as #0b63ce');

/** Colour names (`primary`, `primary-dark`, `--el-color-primary`…) → colours; at most 64. */
export const ThemeColors = z
  .record(
    z.string().regex(/^(--)?[a-zA-Z][a-zA-Z0-9-]{0,63}$/, 'expected a colour name such as primary'),
    ThemeColor,
  )
  .refine((colors) => Object.keys(colors).length <= 64, 'at most 64 colours');

const text = (max: number) => z.string().trim().max(max);

/** The theme's text settings: what `config.js` held in Tarkan (title, names, keys, push). */
export const ThemeConfig = z.object({
  title: text(80).min(1, 'title is required').optional(),
  appName: text(80).min(1, 'appName is required').optional(),
  headLogo: z.object({ image: z.boolean(), text: text(80) }).optional(),
  logoWidth: z.number().int().min(10).max(100).optional(),
  whatsapp: text(32)
    .regex(/^\+?[0-9 ()-]*$/, 'expected a phone number')
    .optional(),
  /** Filter colour laid over the login background. */
  filterColor: z.union([ThemeColor, z.literal('')]).optional(),
  mapboxKey: text(200).optional(),
  push: PushConfig.optional(),
});
export type ThemeConfig = z.infer<typeof ThemeConfig>;

/** Body of `PUT /tarkan/theme` (companion-api.md §1.4): the domain is the request's `Host`. */
export const ThemeInput = z.object({
  config: ThemeConfig.default({}),
  colors: ThemeColors.default({}),
});
export type ThemeInput = z.infer<typeof ThemeInput>;

/** The images `POST /tarkan/theme/upload?type=` takes, and the size each is stored at. */
export const THEME_IMAGES = {
  'fav-icon': { width: 512, height: 512, fit: 'cover' },
  'bg-login': { width: 1600, height: 900, fit: 'cover' },
  'logo-login': { width: 800, height: 400, fit: 'inside' },
  'logo-interno': { width: 600, height: 200, fit: 'inside' },
} as const;
export type ThemeImage = keyof typeof THEME_IMAGES;
export const THEME_IMAGE_TYPES = Object.keys(THEME_IMAGES) as ThemeImage[];

/** Icon sizes made from the fav-icon for the PWA manifest and the page. */
export const PWA_ICON_SIZES = [48, 72, 96, 128, 144, 152, 180, 192, 256, 384, 512] as const;

/** The largest image upload accepted, and the largest source dimensions. */
export const THEME_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const THEME_UPLOAD_MAX_PIXELS = 8000;

/**
 * What `GET /tarkan/assets/custom/config.json` answers for a domain: the branding the client
 * reads at start, plus where the domain's uploaded images are (null: the defaults).
 */
export const ThemeBranding = Branding.extend({
  filterColor: z.string().default(''),
  images: z
    .object({
      favIcon: z.string().nullable().default(null),
      bgLogin: z.string().nullable().default(null),
      logoLogin: z.string().nullable().default(null),
      logoInterno: z.string().nullable().default(null),
    })
    .default({ favIcon: null, bgLogin: null, logoLogin: null, logoInterno: null }),
});
export type ThemeBranding = z.infer<typeof ThemeBranding>;
