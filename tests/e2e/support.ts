import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from 'playwright/test';

/** What the global setup started, passed to the tests through the environment. */
export function e2eEnv() {
  return {
    email: process.env.FAROL_E2E_EMAIL ?? '',
    password: process.env.FAROL_E2E_PASSWORD ?? '',
    osmandUrl: process.env.FAROL_E2E_OSMAND ?? '',
    demo: Number(process.env.FAROL_E2E_DEMO ?? 0),
  };
}

/**
 * Sends one OsmAnd position (query-string form), checks the server accepted it and returns the
 * response body (a queued command's data, when one was waiting).
 */
export async function postOsmAnd(
  osmandUrl: string,
  fields: Record<string, string | number>,
): Promise<string> {
  const query = new URLSearchParams(
    Object.entries({ timestamp: Math.floor(Date.now() / 1000), ...fields }).map(([k, v]) => [
      k,
      String(v),
    ]),
  );
  const response = await fetch(`${osmandUrl}/?${query}`, { method: 'POST' });
  if (response.status !== 200) throw new Error(`OsmAnd answered ${response.status}`);
  return response.text();
}

/** Signs an API request context in as the administrator; returns the user. */
export async function apiLogin(request: APIRequestContext): Promise<{ id: number }> {
  const env = e2eEnv();
  const response = await request.post('/api/session', {
    form: { email: env.email, password: env.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number };
}

/** Signs in through the login page and lands on /home. */
export async function login(page: Page): Promise<void> {
  const env = e2eEnv();
  await page.goto('/login');
  await page.getByLabel('Usuário ou e-mail').fill(env.email);
  await page.getByLabel('Senha').fill(env.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Opens a route of the signed-in app in place, as a link in it would (wouter follows
 * `history.pushState`). `page.goto` reloads the page instead: the worker, the map and the fleet
 * start again, seconds per step on a software renderer.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** Saves a screenshot under test-results/screenshots for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}
