// How every process of ours opens PGlite (decision 0083): the server (through client.ts), the
// backup tools, the tests and the bench. Plain JavaScript, so that the bench (plain node) and the
// child process below can load it without TypeScript; its types are in pglite-open.d.mts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's shared buffers. PGlite's default (128MB, touched as it fills) was the largest part
 * of its memory; the working set of our data fits in a few MB and the files sit in the OS cache.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * The options every PGlite of ours starts with. `database: 'template1'`: PGlite 0.3 kept its data
 * there, and 0.4 (whose default is `postgres`) must find the tables of a folder made by 0.3.
 */
export function pgliteOptions(extra = {}) {
  return {
    database: 'template1',
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...extra,
  };
}

/**
 * Opens PGlite in `dir` (a folder, or 'memory://…'). A new folder is made by initdb in a child
 * process first: PGlite runs initdb in a second WebAssembly instance, and the 400–500 MB it takes
 * stay with the process that ran it, so a server that made its own folder kept them for its life.
 */
export async function openPglite(dir, extra = {}) {
  const onDisk = !dir.startsWith('memory://');
  if (onDisk && !extra.loadDataDir && !existsSync(path.join(dir, 'PG_VERSION'))) await initdbInChild(dir);
  return PGlite.create(dir, pgliteOptions(extra));
}

const SELF = fileURLToPath(import.meta.url);

/** Runs `node pglite-open.mjs --initdb <dir>` and waits for it; its stderr is passed on. */
function initdbInChild(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SELF, '--initdb', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`PGlite initdb of ${dir} failed (${signal ?? `exit ${code}`})`))));
  });
}

if (process.argv[1] === SELF && process.argv[2] === '--initdb') {
  const db = await PGlite.create(process.argv[3], pgliteOptions());
  await db.close();
}
