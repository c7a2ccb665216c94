/**
 * Backup and restore of the site's database, PostgreSQL or embedded PGlite (docs/operations/backups.md).
 * PostgreSQL: pg_dump -Fc / pg_restore of (at least) the server's major version. PGlite: the data
 * folder as a gzipped tarball (dumpDataDir / loadDataDir), taken with the server stopped.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openPglite } from '@hotel/db/pglite-open';

const run = promisify(execFile);

/** The schemas the site's data lives in: tables (public) and the applied migrations (drizzle). */
export const DATA_SCHEMAS = ['public', 'drizzle'] as const;

/** The PGlite cluster inside DATA_DIR, as createDb opens it. */
export const pgliteDir = (dataDir: string) => path.resolve(dataDir, 'pglite');

// ---- PGlite ------------------------------------------------------------------------------

/** Writes DATA_DIR's database as a gzipped tarball. The server must be stopped: PGlite is one process. */
export async function backupPglite(dataDir: string, outFile: string): Promise<void> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(dir)) throw new Error(`no PGlite database in ${dir}`);
  const client = await openPglite(dir);
  try {
    // A checkpoint first, so the tarball's files hold every committed change.
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('gzip');
    await writeFile(outFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** Loads a tarball into DATA_DIR, whose pglite folder must be missing or empty. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const dir = pgliteDir(dataDir);
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: restore into a fresh DATA_DIR, or move the old folder away first`);
  mkdirSync(path.resolve(dataDir), { recursive: true });
  const client = await openPglite(dir, { loadDataDir: new Blob([await readFile(file)]) });
  await client.close();
}

// ---- PostgreSQL --------------------------------------------------------------------------

/** The connection URL without its password, which goes to the tools as PGPASSWORD (never on a command line). */
function splitPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export async function serverMajorVersion(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump or pg_restore of the server's major version or newer: PG_BIN_DIR, then Debian's
 * /usr/lib/postgresql/<major>/bin, then PATH. An older tool cannot read a newer server: refused.
 */
export async function pgTool(name: 'pg_dump' | 'pg_restore', serverMajor: number): Promise<string> {
  const candidates = [process.env.PG_BIN_DIR && path.join(process.env.PG_BIN_DIR, name), `/usr/lib/postgresql/${serverMajor}/bin/${name}`, name].filter(Boolean) as string[];
  const seen: string[] = [];
  for (const candidate of candidates) {
    try {
      const { stdout } = await run(candidate, ['--version']);
      const major = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1]);
      seen.push(`${candidate} ${major}`);
      if (major >= serverMajor) return candidate;
    } catch {
      // not installed there
    }
  }
  throw new Error(`${name} ${serverMajor} or newer is needed for PostgreSQL ${serverMajor} (found: ${seen.join(', ') || 'none'}); install postgresql-client-${serverMajor} or set PG_BIN_DIR`);
}

/** pg_dump -Fc of the whole database (both schemas), without owners or grants. */
export async function backupPostgres(databaseUrl: string, outFile: string): Promise<void> {
  const tool = await pgTool('pg_dump', await serverMajorVersion(databaseUrl));
  const { url, env } = splitPassword(databaseUrl);
  await run(tool, ['--format=custom', '--no-owner', '--no-privileges', `--file=${outFile}`, `--dbname=${url}`], { env });
}

/** How many tables the database already has in the site's schemas. */
export async function countTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema = any($1) and table_type = 'BASE TABLE'`,
      [DATA_SCHEMAS],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** pg_restore into an empty database, all or nothing (--single-transaction, --exit-on-error). */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  const tables = await countTables(databaseUrl);
  if (tables > 0) throw new Error(`the target database already has ${tables} tables: restore into an empty database (createdb), then point DATABASE_URL at it`);
  const tool = await pgTool('pg_restore', await serverMajorVersion(databaseUrl));
  const { url, env } = splitPassword(databaseUrl);
  await run(tool, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file], { env });
}

// ---- Comparing two databases -------------------------------------------------------------

/** Anything that answers SQL with rows: a pg.Client or a PGlite. */
export interface SqlClient {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * A fingerprint of every table (row count and an md5 of its rows in a fixed order) and every
 * sequence (last value) of the site's schemas: two databases with the same one hold the same data.
 */
export async function fingerprint(client: SqlClient): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  const tables = await client.query<{ table_schema: string; table_name: string }>(
    `select table_schema, table_name from information_schema.tables
     where table_schema = any($1) and table_type = 'BASE TABLE' order by 1, 2`,
    [DATA_SCHEMAS],
  );
  for (const { table_schema: schema, table_name: table } of tables.rows) {
    const { rows } = await client.query<{ n: number; h: string | null }>(
      `select count(*)::int as n, md5(string_agg(t::text, E'\\n' order by t::text)) as h from "${schema}"."${table}" t`,
    );
    result[`table ${schema}.${table}`] = `${rows[0]!.n} rows ${rows[0]!.h ?? '-'}`;
  }
  const sequences = await client.query<{ schemaname: string; sequencename: string; last_value: string | null }>(
    `select schemaname, sequencename, last_value::text from pg_sequences where schemaname = any($1) order by 1, 2`,
    [DATA_SCHEMAS],
  );
  for (const s of sequences.rows) result[`sequence ${s.schemaname}.${s.sequencename}`] = s.last_value ?? 'unused';
  return result;
}
