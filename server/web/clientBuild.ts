import fs from 'node:fs';
import path from 'node:path';

/** Newest modification time (ms) of a file or of any file under a folder; 0 when missing. */
export function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when `dist/` is missing or older than the client's sources. */
export function clientIsStale(root: string): boolean {
  const built = newestMtime(path.join(root, 'dist', 'index.html'));
  if (built === 0) return true;
  const sources = ['src', 'index.html', 'vite.config.ts'].map((name) =>
    newestMtime(path.join(root, name)),
  );
  return Math.max(...sources) > built;
}

/**
 * Builds the client with Vite when `dist/` is missing or stale. Returns false (and says why)
 * when there is no client to build or the build fails: the API still runs without it.
 */
export async function ensureClientBuilt(root: string): Promise<boolean> {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.warn('No index.html yet: serving the API only.');
    return false;
  }
  if (!clientIsStale(root)) return true;
  console.log('Building the web client…');
  const started = Date.now();
  try {
    const { build } = await import('vite');
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
    console.log(`Client built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return true;
  } catch (error) {
    console.error('Client build failed; serving the API only.', error);
    return false;
  }
}
