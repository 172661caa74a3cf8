import { Branding, COMPANION_API_TIMEOUT_MS, DEFAULT_BRANDING } from '@farol/model';

/**
 * The static branding config (title, logo, colours) of the companion API. It is page
 * configuration, not fleet data; a missing or broken file falls back to Farol's defaults.
 */
export async function loadBranding(): Promise<Branding> {
  try {
    const response = await fetch('/tarkan/assets/custom/config.json', {
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
