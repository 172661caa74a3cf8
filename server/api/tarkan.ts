import fs from 'node:fs/promises';
import path from 'node:path';

/** The branding the client loads at start when the data folder has no custom one. */
export const DEFAULT_BRANDING = {
  title: 'Farol',
  appName: 'Farol',
  headLogo: { image: false, text: 'Farol' },
  logo: null,
  logoLogin: null,
  logoWidth: 80,
  whatsapp: '',
  backgroundImage: null,
  colors: {
    primary: '#0b63ce',
    primaryDark: '#084a9a',
    accent: '#f5a623',
    success: '#2e9e5b',
    danger: '#d64545',
    warning: '#e0a100',
    info: '#2f80ed',
    neutral: '#8a94a6',
  },
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Merges `override` over `base`, object by object. */
export function deepMerge(base: unknown, override: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(override))
    return override === undefined ? base : override;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) result[key] = deepMerge(base[key], value);
  return result;
}

/** Reads `<data>/custom/config.json` merged over the defaults; the defaults when absent or bad. */
export async function loadBranding(dataDir: string): Promise<unknown> {
  const file = path.join(dataDir, 'custom', 'config.json');
  try {
    return deepMerge(DEFAULT_BRANDING, JSON.parse(await fs.readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      console.warn(`Ignoring ${file}: ${(error as Error).message}`);
    }
    return DEFAULT_BRANDING;
  }
}
