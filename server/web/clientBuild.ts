import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
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

/** The client's sources: a change to any of them makes `dist/` stale. */
const CLIENT_SOURCES = ['src', 'model', 'public', 'index.html', 'vite.config.ts'];

/** True when `dist/` is missing or older than the client's sources. */
export function clientIsStale(root: string): boolean {
  const built = newestMtime(path.join(root, 'dist', 'index.html'));
  if (built === 0) return true;
  const sources = CLIENT_SOURCES.map((name) => newestMtime(path.join(root, name)));
  return Math.max(...sources) > built;
}

/** Vite's command-line script under `root`, or null when Vite is not installed (`--omit=dev`). */
function viteScript(root: string): string | null {
  try {
    const require = createRequire(path.join(root, 'package.json'));
    return path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  } catch {
    return null;
  }
}

/** Runs `vite build` in a child process; resolves with its exit code. */
function runViteBuild(script: string, root: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Builds the client with Vite when `dist/` is missing or stale, in a child process so that the
 * bundler's memory (hundreds of MB) is never the server's. Returns false (and says why) when
 * there is no client to build or the build fails: the API still runs without it.
 */
export async function ensureClientBuilt(root: string): Promise<boolean> {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.warn('No index.html yet: serving the API only.');
    return false;
  }
  if (!clientIsStale(root)) return true;
  const script = viteScript(root);
  if (!script) {
    console.error('The client is not built and Vite is not installed: run `npm run build`.');
    return false;
  }
  console.log('Building the web client…');
  const started = Date.now();
  try {
    const code = await runViteBuild(script, root);
    if (code !== 0) throw new Error(`vite build exited with ${code}`);
    console.log(`Client built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return true;
  } catch (error) {
    console.error('Client build failed; serving the API only.', error);
    return false;
  }
}
