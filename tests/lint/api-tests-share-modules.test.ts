import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The api project runs with isolate: false (vitest.config.ts): its files share a worker's module
// graph. That is only sound while no file changes what another imports or sees: no module mocks,
// no stubbed globals or environment, no fake timers, no writes to process.env.
const TEST_DIR = fileURLToPath(new URL('../../apps/server/test', import.meta.url));
const SHARED_STATE = /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|useFakeTimers|resetModules)\(|process\.env(\.[A-Z_]+|\[[^\]]+\])\s*=[^=]|delete process\.env/;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => path.join(e.parentPath, e.name));
}

describe('api test files share modules safely', () => {
  it('no api test file mocks a module, stubs a global or writes the environment', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(TEST_DIR)) {
      const text = await readFile(file, 'utf8');
      text.split('\n').forEach((line, i) => {
        if (SHARED_STATE.test(line)) offenders.push(`${path.relative(TEST_DIR, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('the pattern catches what it is for', () => {
    for (const line of ["vi.mock('../src/env.ts')", "vi.stubEnv('NODE_ENV', 'production')", 'process.env.DEMO_MODE = "1"', "process.env['X'] = 'y'", 'delete process.env.X', 'vi.useFakeTimers()']) {
      expect(SHARED_STATE.test(line), line).toBe(true);
    }
    expect(SHARED_STATE.test('const url = process.env.DATABASE_URL ?? ""')).toBe(false);
    expect(SHARED_STATE.test('if (process.env.X === "1") {}')).toBe(false);
  });
});
