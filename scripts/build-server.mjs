#!/usr/bin/env node
// `npm run build` (second half): compiles the server into one ES module, build/server/main.mjs,
// that plain Node runs without a transpiler (`npm run serve`). @farol/model (TypeScript sources
// in the workspace) is bundled in; every runtime package stays an import, so the build needs
// what `npm ci --omit=dev` installs and nothing else. A server import of a package that is not
// in `dependencies` fails the build instead of failing in production.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const runtime = new Set(Object.keys(pkg.dependencies));
const BUNDLED = new Set(['@farol/model']);

/** The package a bare specifier names: `@scope/name` or `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Runtime packages stay imports; our workspace is bundled; anything else is an error. */
const runtimeOnly = {
  name: 'runtime-dependencies-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path, importer }) => {
      if (path.startsWith('node:') || builtinModules.includes(path)) return { external: true };
      const name = packageOf(path);
      if (BUNDLED.has(name)) return undefined;
      if (runtime.has(name)) return { external: true };
      return {
        errors: [
          { text: `${importer} imports ${name}, which is not in package.json dependencies` },
        ],
      };
    });
  },
};

await build({
  absWorkingDir: root,
  entryPoints: ['server/main.ts'],
  outfile: 'build/server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [runtimeOnly],
});
console.log('Server compiled to build/server/main.mjs');
