// The production build that `npm start` serves: the web app (apps/web/build/{server/index.js,client})
// and the compiled server (apps/server/dist, tools/server-build.mjs). `ensureWebBuild` builds only
// what is missing; `npm run build` always rebuilds both.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, lastServerBuild } from './server-build.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_ENTRY = path.join(ROOT, 'apps/web/build/server/index.js');
const CLIENT_DIR = path.join(ROOT, 'apps/web/build/client');

/** When the last complete web build was made, or null when there is none. */
export function lastWebBuild() {
  if (!existsSync(SERVER_ENTRY) || !existsSync(CLIENT_DIR)) return null;
  return statSync(SERVER_ENTRY).mtime;
}

/** Builds the web app and the server when either is missing (the server alone takes seconds). */
export async function ensureWebBuild() {
  const builtAt = lastWebBuild();
  if (!builtAt) {
    console.log('No web build yet: building once (`npm run build`).');
    const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
    if (result.status !== 0) {
      console.error('The build failed; nothing started.');
      process.exit(result.status ?? 1);
    }
    return;
  }
  console.log(`Using the existing web build from ${localTime(builtAt)}; \`npm run build\` rebuilds.`);
  await ensureServerBuild();
}

let serverBuildChecked = false;

/** Builds the server when there is no compiled server yet (says which build it uses once). */
export async function ensureServerBuild() {
  const builtAt = lastServerBuild();
  if (builtAt) {
    if (serverBuildChecked) return;
    serverBuildChecked = true;
    console.log(`Using the existing server build from ${localTime(builtAt)}; \`npm run build\` rebuilds.`);
    return;
  }
  console.log('No server build yet: building it once (`npm run build:server`).');
  await buildServer();
}

function localTime(date) {
  const p = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())}`;
}
