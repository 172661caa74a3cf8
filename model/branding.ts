import { z } from 'zod';

/** The branding config served at /tarkan/assets/custom/config.json (title, logo, colours). */
export const Branding = z.object({
  title: z.string().default('Farol'),
  appName: z.string().default('Farol'),
  headLogo: z
    .object({ image: z.boolean().default(false), text: z.string().default('Farol') })
    .default({ image: false, text: 'Farol' }),
  logo: z.string().nullable().default(null),
  logoWidth: z.number().default(80),
  whatsapp: z.string().default(''),
  backgroundImage: z.string().nullable().default(null),
  colors: z.record(z.string(), z.string()).default({}),
});
export type Branding = z.infer<typeof Branding>;

export const DEFAULT_BRANDING: Branding = Branding.parse({});
