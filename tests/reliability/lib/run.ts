import type { DbHandle } from '@hotel/db/client';
import type { RunDatabase } from './database.ts';
import { killHard, startServer, stopServer, type ServerProcess } from './processes.ts';

/**
 * The servers of one run on one database. The harness reads and writes the database only inside
 * `withDatabase`: on PostgreSQL alongside the running servers; on PGlite, whose folder one process
 * owns, the servers stop first (SIGTERM) and start again afterwards on the same folder.
 */
export class ServerSet {
  servers: ServerProcess[] = [];
  private pgHandle: DbHandle | undefined;

  constructor(
    readonly database: RunDatabase,
    private readonly names: string[],
    private readonly ports: number[],
    private readonly env: Record<string, string>,
  ) {}

  async start(): Promise<void> {
    this.servers = await Promise.all(this.names.map((name, i) => startServer(name, this.ports[i]!, { ...this.env, ...this.database.serverEnv })));
  }

  /** kill -9 of every server: nothing of theirs runs any more. */
  async kill(): Promise<void> {
    await Promise.all(this.servers.map(killHard));
    this.servers = [];
  }

  async stop(): Promise<void> {
    await Promise.all(this.servers.map(stopServer));
    this.servers = [];
  }

  /** The base URL of the i-th server (requests are spread over them by index). */
  url(i: number): string {
    return this.servers[i % this.servers.length]!.url;
  }

  async withDatabase<T>(fn: (handle: DbHandle) => Promise<T>): Promise<T> {
    if (this.database.kind === 'postgres') {
      this.pgHandle ??= await this.database.open();
      return fn(this.pgHandle);
    }
    const wasRunning = this.servers.length > 0;
    await this.stop();
    const handle = await this.database.open();
    try {
      return await fn(handle);
    } finally {
      await handle.close();
      if (wasRunning) await this.start();
    }
  }

  async close(): Promise<void> {
    await this.stop();
    await this.pgHandle?.close();
  }
}

/** Runs fn over items with at most `limit` in flight. */
export async function pool<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A failed expectation: the message and what was found. */
export class Check {
  readonly failures: string[] = [];
  that(ok: boolean, message: string, found?: unknown): void {
    if (ok) return;
    this.failures.push(found === undefined ? message : `${message}: ${JSON.stringify(found).slice(0, 2000)}`);
    console.error(`  ✗ ${message}${found === undefined ? '' : `: ${JSON.stringify(found).slice(0, 500)}`}`);
  }
  equal(actual: unknown, expected: unknown, message: string): void {
    this.that(JSON.stringify(actual) === JSON.stringify(expected), `${message} (expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)})`);
  }
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What a suite's run on one database reports: its time, its lines and its tally of answers. */
export interface RunFigures {
  label: string;
  ms: number;
  lines: string[];
  tally: { lines(): string[] };
}

/**
 * A suite's closing summary: per database its time, `more` (the suite's own figures), its lines
 * and its answers, then the total time and whether every expectation held (if not, exit code 1).
 */
export function printSummary<F extends RunFigures>(title: string, results: F[], check: Check, started: number, more: (figures: F) => string[] = () => []): void {
  console.log(`\n== ${title} summary ==`);
  for (const r of results) {
    console.log(`${r.label}: ${seconds(r.ms)}`);
    for (const line of [...more(r), ...r.lines]) console.log(`  ${line}`);
    console.log('  answers:');
    for (const line of r.tally.lines()) console.log(`  ${line}`);
  }
  console.log(`total ${seconds(Date.now() - started)}; ${check.failures.length === 0 ? 'all expectations held' : `${check.failures.length} expectation(s) failed`}`);
  if (check.failures.length > 0) process.exitCode = 1;
}
