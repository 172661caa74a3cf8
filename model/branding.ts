import { z } from 'zod';

/** The browser push (Firebase web) configuration the PWA registers its token with (SPEC §3). */
export const PushConfig = z.object({
  apiKey: z.string().trim().max(200).default(''),
  authDomain: z.string().trim().max(200).default(''),
  projectId: z.string().trim().max(200).default(''),
  messagingSenderId: z.string().trim().max(200).default(''),
  appId: z.string().trim().max(200).default(''),
  vapidKey: z.string().trim().max(200).default(''),
});
export type PushConfig = z.infer<typeof PushConfig>;

/** The push configuration is complete: the browser may register for push with it. */
export const pushConfigured = (config: PushConfig | null | undefined): config is PushConfig =>
  Boolean(
    config?.apiKey &&
    config.projectId &&
    config.messagingSenderId &&
    config.appId &&
    config.vapidKey,
  );

/**
 * The branding config served at /tarkan/assets/custom/config.json (title, logo, colours, and
 * the domain's push configuration: null when push is not set up).
 */
export const Branding = z.object({
  title: z.string().default('Farol'),
  appName: z.string().default('Farol'),
  headLogo: z
    .object({ image: z.boolean().default(false), text: z.string().default('Farol') })
    .default({ image: false, text: 'Farol' }),
  logo: z.string().nullable().default(null),
  /** The login page's logo (the theme's `logo-login`); null: the header logo. */
  logoLogin: z.string().nullable().default(null),
  logoWidth: z.number().default(80),
  whatsapp: z.string().default(''),
  backgroundImage: z.string().nullable().default(null),
  colors: z.record(z.string(), z.string()).default({}),
  push: PushConfig.nullable().default(null),
});
export type Branding = z.infer<typeof Branding>;

export const DEFAULT_BRANDING: Branding = Branding.parse({});
