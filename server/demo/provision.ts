import type { DemoVehicleSpec } from './catalog';

const CREATE_CONCURRENCY = 16;

/** Signs in through the REST API and returns the `JSESSIONID=…` cookie pair. */
export async function loginCookie(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`Login failed: HTTP ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('JSESSIONID='));
  if (!cookie) throw new Error('Login answered without a JSESSIONID cookie');
  return cookie.split(';')[0]!;
}

/**
 * Creates, through the REST API, the devices of `specs` the server does not know yet, 16
 * requests at a time (each linked to the signed-in user). Returns how many it created.
 */
export async function createMissingDevices(
  url: string,
  cookie: string,
  specs: DemoVehicleSpec[],
): Promise<number> {
  const response = await fetch(`${url}/api/devices?all=true`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`Listing devices failed: HTTP ${response.status}`);
  const known = new Set(((await response.json()) as { uniqueId: string }[]).map((d) => d.uniqueId));
  const missing = specs.filter((spec) => !known.has(spec.uniqueId));
  let created = 0;
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const spec = missing[next++]!;
      const reply = await fetch(`${url}/api/devices`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: spec.name,
          uniqueId: spec.uniqueId,
          category: spec.category,
          model: spec.model,
          attributes: { plate: spec.plate },
        }),
      });
      const text = await reply.text();
      if (reply.status === 200) created++;
      else if (!text.startsWith('org.traccar.storage.StorageException')) {
        throw new Error(
          `Creating ${spec.uniqueId} failed: HTTP ${reply.status} ${text.split('\n')[0]}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: CREATE_CONCURRENCY }, worker));
  return created;
}
