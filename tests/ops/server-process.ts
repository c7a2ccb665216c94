import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every line the server wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  cleanUp(): void;
}

/**
 * The real server (apps/server/src/main.ts) in production mode with demo data, on its own
 * port and a fresh PGlite folder in /tmp; ready when GET /readyz answers 200.
 */
export async function startServer({ port, env = {} }: { port: number; env?: NodeJS.ProcessEnv }): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-ops-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // node --import tsx, as `npm start` runs it (in-process), not the tsx CLI: the CLI relays a signal
  // and SIGKILLs a child too busy to acknowledge it within 60 ms, which a loaded server is.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: 'production', DEMO_MODE: '1', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = { url, child, output: () => output, exited, cleanUp: () => rmSync(dataDir, { recursive: true, force: true }) };

  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && !gone) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return server;
    await sleep(500);
  }
  child.kill('SIGKILL');
  server.cleanUp();
  throw new Error(`the server did not become ready:\n${output.slice(-3000)}`);
}

/** The server's JSON log lines (production logs are pino JSON, one object a line). */
export function logLines(output: string): { level: number; msg: string; [key: string]: unknown }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });
}
