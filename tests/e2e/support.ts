import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright/test';

/** What the global setup started, passed to the tests through the environment. */
export function e2eEnv() {
  return {
    email: process.env.FAROL_E2E_EMAIL ?? '',
    password: process.env.FAROL_E2E_PASSWORD ?? '',
    osmandUrl: process.env.FAROL_E2E_OSMAND ?? '',
    demo: Number(process.env.FAROL_E2E_DEMO ?? 0),
  };
}

/** Sends one OsmAnd position (query-string form) and checks the server accepted it. */
export async function postOsmAnd(
  osmandUrl: string,
  fields: Record<string, string | number>,
): Promise<void> {
  const query = new URLSearchParams(
    Object.entries({ timestamp: Math.floor(Date.now() / 1000), ...fields }).map(([k, v]) => [
      k,
      String(v),
    ]),
  );
  const response = await fetch(`${osmandUrl}/?${query}`, { method: 'POST' });
  if (response.status !== 200) throw new Error(`OsmAnd answered ${response.status}`);
}

/** Saves a screenshot under test-results/screenshots for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}
