// node bench/first-load-js.mjs [routeId ...]: gzipped JavaScript a first visit loads for a route
// (the client entry, root and the route, each with its imports), read from the client build
// manifest of `npm run build`. The manifest file itself is not counted: with lazy route discovery
// (React Router's default) a page inlines the manifest of its own routes into the HTML and never
// loads manifest-*.js, so routes added elsewhere (the back office) cost a guest page nothing.
// Default route: routes/home (/home). Not part of the tests; bench/run.mjs reports it too.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const dir = path.join(import.meta.dirname, '../apps/web/build/client');

/**
 * { files, bytes (gzip -9), withZod (files that carry zod), frameworkBytes } of one route's first
 * load. frameworkBytes: the client entry's own file, which the build's `framework` group
 * (apps/web/guest-chunks.ts) makes React, React DOM and React Router with the entry's few lines.
 */
export function firstLoadJs(routeId) {
  const manifestFile = readdirSync(path.join(dir, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
  const manifest = JSON.parse(
    readFileSync(path.join(dir, 'assets', manifestFile), 'utf8')
      .replace(/^window\.__reactRouterManifest=/, '')
      .replace(/;\s*$/, ''),
  );
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ['root', routeId]) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    files.add(route.module);
    route.imports.forEach((f) => files.add(f));
  }
  let bytes = 0;
  const withZod = [];
  for (const file of files) {
    const source = readFileSync(path.join(dir, file));
    bytes += gzipSync(source, { level: 9 }).length;
    if (/\b_zod\b|ZodError/.test(source.toString('utf8'))) withZod.push(file);
  }
  const frameworkBytes = gzipSync(readFileSync(path.join(dir, manifest.entry.module)), { level: 9 }).length;
  return { files: files.size, bytes, withZod, frameworkBytes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const routeIds = process.argv.slice(2).length ? process.argv.slice(2) : ['routes/home'];
  for (const routeId of routeIds) {
    const { files, bytes, withZod, frameworkBytes } = firstLoadJs(routeId);
    console.log(`${routeId}: ${files} files, ${bytes} B gzipped (${(bytes / 1024).toFixed(1)} kB), of which the framework ${frameworkBytes} B; zod: ${withZod.length ? withZod.join(', ') : 'none'}`);
  }
}
