// The production web build that `npm start` serves: apps/web/build/{server/index.js,client}.
// `ensureWebBuild` builds only when there is none; `npm run build` always rebuilds.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_ENTRY = path.join(ROOT, 'apps/web/build/server/index.js');
const CLIENT_DIR = path.join(ROOT, 'apps/web/build/client');

/** When the last complete build was made, or null when there is none. */
export function lastWebBuild() {
  if (!existsSync(SERVER_ENTRY) || !existsSync(CLIENT_DIR)) return null;
  return statSync(SERVER_ENTRY).mtime;
}

export function ensureWebBuild() {
  const builtAt = lastWebBuild();
  if (builtAt) {
    console.log(`Using the existing web build from ${localTime(builtAt)}; \`npm run build\` rebuilds.`);
    return;
  }
  console.log('No web build yet: building once (`npm run build`).');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error('The web build failed; nothing started.');
    process.exit(result.status ?? 1);
  }
}

function localTime(date) {
  const p = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())}`;
}
