import { Branding, COMPANION_API_TIMEOUT_MS, DEFAULT_BRANDING } from '@farol/model';

/** Where the companion API serves the branding config. */
export const BRANDING_PATH = '/tarkan/assets/custom/config.json';

/**
 * The static branding config (title, logo, colours) of the companion API. It is page
 * configuration, not fleet data; a missing or broken file falls back to Farol's defaults.
 * `origin` is empty in the page (its own origin).
 */
export async function loadBranding(origin = ''): Promise<Branding> {
  try {
    const response = await fetch(`${origin}${BRANDING_PATH}`, {
      signal: AbortSignal.timeout(COMPANION_API_TIMEOUT_MS),
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return DEFAULT_BRANDING;
    const parsed = Branding.safeParse(await response.json());
    return parsed.success ? parsed.data : DEFAULT_BRANDING;
  } catch {
    return DEFAULT_BRANDING;
  }
}
