// node bench/first-load-js.mjs [routeId ...] [--guest]: gzipped JavaScript a first visit loads for
// a route (the client entry, root, the route's layouts and the route, each with its imports), read
// from the client build manifest of `npm run build`. The manifest file itself is not counted: with
// lazy route discovery (React Router's default) a page inlines the manifest of its own routes into
// the HTML and never loads manifest-*.js, so routes added elsewhere (the back office) cost a guest
// page nothing. What a page imports later (a dialog, a form's schema: decision 0055) is not counted
// either. Default route: routes/home (/home); --guest: every route but the back office's, one line
// each (what "no guest page's first-load JavaScript grows" is checked with). Not part of the tests;
// bench/run.mjs reports /home too.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const dir = path.join(import.meta.dirname, '../apps/web/build/client');

function readManifest() {
  const manifestFile = readdirSync(path.join(dir, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
  return JSON.parse(
    readFileSync(path.join(dir, 'assets', manifestFile), 'utf8')
      .replace(/^window\.__reactRouterManifest=/, '')
      .replace(/;\s*$/, ''),
  );
}

/** Every route a guest can open: all but the back office's (routes/admin/…, its layout `admin`). */
export function guestRouteIds() {
  const { routes } = readManifest();
  const staff = (id) => id === 'admin' || id.startsWith('routes/admin/') || (routes[id].parentId !== undefined && routes[id].parentId !== 'root' && staff(routes[id].parentId));
  return Object.keys(routes)
    .filter((id) => id !== 'root' && !staff(id))
    .sort();
}

/**
 * { files, bytes (gzip -9), withZod (files that carry zod), frameworkBytes } of one route's first
 * load. frameworkBytes: the client entry's own file, which the build's `framework` group
 * (apps/web/guest-chunks.ts) makes React, React DOM and React Router with the entry's few lines.
 */
export function firstLoadJs(routeId) {
  const manifest = readManifest();
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let id = routeId; id !== undefined; id = manifest.routes[id].parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    files.add(route.module);
    route.imports?.forEach((f) => files.add(f));
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
  const args = process.argv.slice(2);
  const routeIds = [...args.filter((a) => a !== '--guest'), ...(args.includes('--guest') ? guestRouteIds() : [])];
  for (const routeId of routeIds.length ? routeIds : ['routes/home']) {
    const { files, bytes, withZod, frameworkBytes } = firstLoadJs(routeId);
    console.log(`${routeId}: ${files} files, ${bytes} B gzipped (${(bytes / 1024).toFixed(1)} kB), of which the framework ${frameworkBytes} B; zod: ${withZod.length ? withZod.join(', ') : 'none'}`);
  }
}
