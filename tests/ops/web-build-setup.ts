import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The spawned servers run with NODE_ENV=production, which serves the last web build: build once when there is none. */
export default function setup(): void {
  if (existsSync(path.join(ROOT, 'apps/web/build/server/index.js'))) return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web build failed');
}
