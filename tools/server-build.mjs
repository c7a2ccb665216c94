// The compiled production server (decision 0034): esbuild bundles apps/server/src/main.ts, the
// startup check and the admin-create CLI into plain JavaScript in apps/server/dist, with the
// workspace packages (@hotel/shared, @hotel/db export TypeScript) inside and every npm package
// left external, loaded from node_modules at run time as before. `node tools/server-build.mjs`
// (or `npm run build:server`) always rebuilds; `ensureServerBuild` only when there is none.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_DIST = path.join(ROOT, 'apps/server/dist');
export const SERVER_MAIN = path.join(SERVER_DIST, 'main.js');
export const SERVER_STARTUP_CHECK = path.join(SERVER_DIST, 'startup-check.js');

const ENTRIES = {
  main: 'apps/server/src/main.ts',
  // tools/start.mjs refuses an unsafe configuration with it before the (slow) web build.
  'startup-check': 'apps/server/src/startup-check.ts',
  // Production: `node apps/server/dist/admin-create.js --email …` (npm run admin:create runs the sources).
  'admin-create': 'tools/admin-create.ts',
};

/**
 * Bare imports stay external except our own workspace packages, which export .ts files that
 * plain node cannot load: esbuild follows their node_modules symlinks into packages/*\/src.
 */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@hotel/') || args.kind === 'entry-point') return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Paths computed from import.meta.url (apps/web from the web handler, packages/db/migrations from
 * the database client, the script pglite-open.mjs runs as a child) are relative to their source file. In the bundle import.meta.url is the
 * bundle's, so each workspace file's import.meta.url is replaced by the URL of its source file,
 * computed from the bundle's own location: the sources need no change and the dist folder keeps
 * working wherever the repository is, as long as it stays in apps/server/dist.
 */
const sourceImportMetaUrl = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.(tsx?|mjs)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      if (/import\.meta\.(dirname|filename)/.test(source)) {
        throw new Error(`${path.relative(ROOT, args.path)}: use import.meta.url (import.meta.dirname/filename are not rewritten for the bundle)`);
      }
      const fromBundle = path.relative(SERVER_DIST, args.path).split(path.sep).join('/');
      const contents = source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
      return { contents, loader: args.path.endsWith('.mjs') ? 'js' : args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

export async function buildServer() {
  const started = Date.now();
  await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: SERVER_DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Class and function names read at run time (errors in logs, Fastify plugin names) stay as written.
    keepNames: true,
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalNpmPackages, sourceImportMetaUrl],
  });
  console.log(`Built the server into ${path.relative(ROOT, SERVER_DIST)} in ${Date.now() - started} ms.`);
}

/** When the last server build was made, or null when there is none. */
export function lastServerBuild() {
  if (!Object.keys(ENTRIES).every((name) => existsSync(path.join(SERVER_DIST, `${name}.js`)))) return null;
  return statSync(SERVER_MAIN).mtime;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await buildServer();
