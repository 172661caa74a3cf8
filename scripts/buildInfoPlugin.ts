/**
 * Vite plugin: gives every build an id, compiled into the bundle (worker included) as
 * `import.meta.env.FAROL_BUILD_ID` and published next to index.html as `/version.json`
 * (`BuildInfo` of @farol/model). A running client that reads another id there knows a newer build
 * is served and offers to reload. The dev server answers `/version.json` with its own id.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const FILE = 'version.json';

/** A build id unique per build: time of build plus a random suffix, or FAROL_BUILD_ID. */
export function makeBuildId(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

function packageVersion(): string | undefined {
  try {
    const url = new URL('../package.json', import.meta.url);
    return (JSON.parse(readFileSync(url, 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

export function buildInfoPlugin(options: { buildId?: string; now?: () => Date } = {}): Plugin {
  const builtAt = (options.now ?? (() => new Date()))();
  const buildId = options.buildId ?? process.env['FAROL_BUILD_ID'] ?? makeBuildId(builtAt);
  const body = JSON.stringify({
    buildId,
    version: packageVersion(),
    builtAt: builtAt.toISOString(),
  });
  return {
    name: 'farol-build-info',
    config: () => ({
      define: { 'import.meta.env.FAROL_BUILD_ID': JSON.stringify(buildId) },
    }),
    configureServer(server) {
      server.middlewares.use(`/${FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(body);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE, source: body });
    },
  };
}
