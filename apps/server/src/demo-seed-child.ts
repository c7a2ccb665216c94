/**
 * A new PGlite folder in demo mode is seeded by a child process (decision 0083). Seeding grows
 * PostgreSQL's memory inside PGlite's WebAssembly instance by about 80 MB, and a process never
 * gives that memory back; seeded by a child, the server starts on the folder as it would on any
 * existing one. The child is this same program (same node flags and arguments) with
 * DEMO_SEED_CHILD=1: it opens the folder, migrates, seeds and exits before building the app.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './env.ts';

const CHILD_FLAG = 'DEMO_SEED_CHILD';

/** This process is the seeding child. */
export const isDemoSeedChild = (): boolean => process.env[CHILD_FLAG] === '1';

/** Demo mode with SEED=auto on a PGlite folder that does not exist yet (an existing empty one is seeded in the server). */
export function seedsInChild(env: Env): boolean {
  return env.DEMO_MODE && env.SEED === 'auto' && !env.DATABASE_URL && !isDemoSeedChild() && !existsSync(path.resolve(env.DATA_DIR, 'pglite', 'PG_VERSION'));
}

/** Runs the child and waits for it; its output goes to this process's. Milliseconds taken. */
export function seedInChild(): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { env: { ...process.env, [CHILD_FLAG]: '1' }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve(Date.now() - started) : reject(new Error(`demo mode: seeding the new folder failed (${signal ?? `exit ${code}`})`))));
  });
}
