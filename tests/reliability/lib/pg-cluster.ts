import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Database } from '@hotel/db/client';
import { sleep } from './processes.ts';

/** Where Debian's packages put each major version's server binaries (initdb, pg_ctl, postgres). */
const DEBIAN_PG_ROOT = '/usr/lib/postgresql';

/**
 * The newest installed server's bin folder (PG_BIN_DIR overrides). The machine's own cluster is
 * never touched: only these binaries are used, on a data folder of our own.
 */
function serverBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const versions = existsSync(DEBIAN_PG_ROOT)
    ? readdirSync(DEBIAN_PG_ROOT)
        .filter((v) => existsSync(path.join(DEBIAN_PG_ROOT, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`no PostgreSQL server binaries under ${DEBIAN_PG_ROOT}/*/bin (apt-get install postgresql, or set PG_BIN_DIR)`);
  return path.join(DEBIAN_PG_ROOT, versions[0]!, 'bin');
}

/**
 * PostgreSQL refuses to run as root. As root the cluster belongs to the `postgres` account that
 * Debian's package creates, and every command runs as it through runuser; as any other user the
 * commands run as that user.
 */
function runAs(): { prefix: string[]; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) throw new Error('running as root, and there is no postgres account to run PostgreSQL as (PostgreSQL refuses root)');
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export type StopMode = 'immediate' | 'fast' | 'kill -9';

/**
 * A PostgreSQL cluster of the suite's own, in a temporary folder, on its own port and socket
 * folder, trust authentication: the suite may crash and restart it at will. `destroy()` stops it
 * and removes the folder (also on Ctrl-C).
 */
export class PgCluster {
  readonly url: string;
  private readonly bin = serverBinDir();
  private readonly user = runAs();
  private readonly dataDir: string;
  private readonly logFile: string;
  private destroyed = false;

  private constructor(
    readonly folder: string,
    readonly port: number,
  ) {
    this.dataDir = path.join(folder, 'data');
    this.logFile = path.join(folder, 'postgresql.log');
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  static async create(port: number): Promise<PgCluster> {
    if (!(await portIsFree(port))) throw new Error(`port ${port} is taken: set PG_RESTART_PORT to a free one`);
    const cluster = new PgCluster(mkdtempSync(path.join(os.tmpdir(), 'hotel-pg-restart-')), port);
    if (cluster.user) chownSync(cluster.folder, cluster.user.uid, cluster.user.gid);
    const onSignal = () => {
      cluster.destroySync();
      process.exit(130);
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    await cluster.run('initdb', ['-D', cluster.dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    return cluster;
  }

  get version(): string {
    return path.basename(path.dirname(this.bin));
  }

  /** Starts it and waits until it takes connections; the milliseconds that took. */
  async start(): Promise<number> {
    const started = Date.now();
    const options = `-p ${this.port} -k ${this.folder} -c listen_addresses=127.0.0.1 -c max_connections=100`;
    // After a kill -9 the dead postmaster's backends may still hold the shared memory for a moment.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.run('pg_ctl', ['-D', this.dataDir, '-l', this.logFile, '-w', '-t', '60', '-o', options, 'start']);
        return Date.now() - started;
      } catch (error) {
        if (attempt >= 5) throw error;
        console.log(`  (pg_ctl start, attempt ${attempt}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; again in 1 s)`);
        await sleep(1000);
      }
    }
  }

  /**
   * Takes the database away: `pg_ctl stop -m immediate` (a crash: no checkpoint, recovery on the
   * next start), `-m fast` (a clean restart: sessions ended, checkpoint) or kill -9 of the
   * postmaster (its backends end when they notice, the next start recovers).
   */
  async stop(mode: StopMode): Promise<void> {
    if (mode !== 'kill -9') {
      await this.run('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      return;
    }
    const pid = this.postmasterPid();
    if (pid === null) throw new Error('no postmaster.pid: the cluster is not running');
    const backends = childrenOf(pid);
    process.kill(pid, 'SIGKILL');
    const deadline = Date.now() + 10_000;
    while ([pid, ...backends].some(alive) && Date.now() < deadline) await sleep(50);
    // The dead postmaster may linger as a zombie nobody reaps (its parent is init, which reaps
    // late here); its lock files would then name a pid that still "exists" and refuse the start.
    if (alive(pid)) return;
    rmSync(path.join(this.dataDir, 'postmaster.pid'), { force: true });
    rmSync(path.join(this.folder, `.s.PGSQL.${this.port}.lock`), { force: true });
  }

  postmasterPid(): number | null {
    const file = path.join(this.dataDir, 'postmaster.pid');
    if (!existsSync(file)) return null;
    return Number(readFileSync(file, 'utf8').split('\n')[0]);
  }

  /** The last lines of the cluster's own log (shown when something about it fails). */
  logTail(lines = 20): string[] {
    return existsSync(this.logFile) ? readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines) : [];
  }

  async destroy(): Promise<void> {
    this.destroySync();
  }

  /**
   * Stops the server and leaves its folder for a look (a check failed): the data, and the
   * database's own log beside it. Answers the command that starts it again.
   */
  keep(): string {
    if (this.destroyed) return '';
    this.destroyed = true;
    if (this.postmasterPid() !== null) spawnSync(...this.command('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']), { stdio: 'ignore' });
    return this.command('pg_ctl', ['-D', this.dataDir, '-o', `-p ${this.port}`, 'start'])
      .flat()
      .map((word) => (word.includes(' ') ? `'${word}'` : word))
      .join(' ');
  }

  private destroySync(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.postmasterPid() !== null) {
      spawnSync(...this.command('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' });
    }
    rmSync(this.folder, { recursive: true, force: true });
  }

  private command(program: string, args: string[]): [string, string[]] {
    const full = [...(this.user?.prefix ?? []), path.join(this.bin, program), ...args];
    return [full[0]!, full.slice(1)];
  }

  private run(program: string, args: string[]): Promise<string> {
    const [file, argv] = this.command(program, args);
    return new Promise((resolve, reject) => {
      execFile(file, argv, { cwd: this.folder, encoding: 'utf8' }, (error, stdout, stderr) => {
        if (error) reject(new Error(`${program} failed: ${stderr || stdout || error.message}\n${this.logTail(10).join('\n')}`));
        else resolve(stdout);
      });
    });
  }
}

/** Alive and not a zombie (a reparented process nobody reaps stays a zombie: kill(pid, 0) still succeeds). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/**
 * A connection to the cluster for one piece of work, closed at once: an idle pooled connection
 * would take the harness down with an unhandled error when the cluster stops.
 */
export async function withDb<T>(url: string, fn: (db: Database) => Promise<T>): Promise<T> {
  const handle = await createDb({ databaseUrl: url });
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}
