import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { JobData } from './job-definition.ts';

/**
 * pg-boss 10's tables to pg-boss 12's (decision 0057). pg-boss 10 left its schema at version 24;
 * pg-boss 11 and later start at 25 and migrate nothing older, so a database made by the site
 * before the upgrade would stop every process at `start()`. What those tables hold is transient
 * here: each scheduled job is made again by its schedule, and what a sent job does is owed in the
 * site's own tables and done again by a sweep (decisions 0041, 0043). So the old schema is set
 * aside, pg-boss creates its own afresh, and the sent jobs not yet finished are queued again.
 */

/** The schema a pg-boss 10 schema is renamed to while its jobs are carried over. */
export const asideSchemaOf = (schema: string): string => `${schema}_v10`;

/** Schema versions pg-boss 12 cannot start from (pg-boss 10's last was 24). */
const FIRST_MIGRATABLE_VERSION = 25;

/** States of a job not yet finished; an active one belonged to a process that is gone or on its way out. */
const UNFINISHED = ['created', 'retry', 'active'];

/** One lock per schema name for the two steps below, so processes starting together take turns. */
const lockSql = `select pg_advisory_xact_lock(hashtext('hotel-jobs upgrade ' || $1::text))`;

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: 'hotel-jobs-upgrade' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function inTransaction<T>(client: pg.Client, schema: string, work: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    await client.query(lockSql, [schema]);
    const result = await work();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

async function schemaExists(client: pg.Client, schema: string): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>('select exists (select 1 from pg_namespace where nspname = $1) as found', [schema]);
  return rows[0]!.found;
}

/** The version in `schema`'s pg-boss version table, or null where there is none. */
async function versionOf(client: pg.Client, schema: string): Promise<number | null> {
  const { rows } = await client.query<{ found: boolean }>(`select to_regclass($1) is not null as found`, [`"${schema}".version`]);
  if (!rows[0]!.found) return null;
  const version = await client.query<{ version: number }>(`select version from "${schema}".version`);
  return version.rows[0]?.version ?? null;
}

/**
 * Before pg-boss starts: a pg-boss 10 schema in `schema` is renamed to `<schema>_v10`, so pg-boss
 * creates a new one. Returns whether it did. One that is already set aside (a start that stopped
 * before the carry-over) is left for the carry-over; finding both is refused, as two old schemas
 * cannot both be carried over by name.
 */
export async function setAsidePgBoss10(connectionString: string, schema: string, log: FastifyBaseLogger): Promise<boolean> {
  const aside = asideSchemaOf(schema);
  return withClient(connectionString, (client) =>
    inTransaction(client, schema, async () => {
      const version = await versionOf(client, schema);
      if (version === null || version >= FIRST_MIGRATABLE_VERSION) return false;
      if (await schemaExists(client, aside)) {
        throw new Error(`pg-boss: schema ${schema} is at version ${version} (pg-boss 10) and ${aside} is there too; carry over or drop one of them by hand (decision 0057)`);
      }
      await client.query(`alter schema "${schema}" rename to "${aside}"`);
      log.warn({ schema, aside, version }, 'jobs: pg-boss 10 schema set aside; pg-boss creates its own and its unfinished sent jobs are queued again');
      return true;
    }),
  );
}

/**
 * After the queues exist: the unfinished jobs of `<schema>_v10` whose queue is one of `queues`
 * (the sent ones; a scheduled job is made again by its schedule) are inserted into the new queues,
 * with their id, data and due time, and the old schema is dropped, in one transaction: a crash
 * leaves both as they were for the next start. Returns the jobs carried over.
 */
export async function carryOverPgBoss10(boss: PgBoss, connectionString: string, schema: string, queues: readonly string[], log: FastifyBaseLogger): Promise<number> {
  const aside = asideSchemaOf(schema);
  return withClient(connectionString, (client) =>
    inTransaction(client, schema, async () => {
      if (!(await schemaExists(client, aside))) return 0;
      const { rows } = await client.query<{ id: string; name: string; data: JobData | null; start_after: Date }>(
        `select id, name, data, start_after from "${aside}".job
          where state::text = any($1::text[]) and name = any($2::text[])
          order by created_on`,
        [UNFINISHED, [...queues]],
      );
      const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
      for (const name of queues) {
        const jobs = rows.filter((row) => row.name === name).map((row) => ({ id: row.id, data: row.data ?? {}, startAfter: row.start_after }));
        if (jobs.length) await boss.insert(name, jobs, { db });
      }
      await client.query(`drop schema "${aside}" cascade`);
      log.warn({ schema, aside, carried: rows.length }, 'jobs: pg-boss 10 jobs carried over; its schema is dropped');
      return rows.length;
    }),
  );
}
