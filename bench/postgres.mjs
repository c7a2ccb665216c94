// A database of its own for each bench run (bench_<pid>, bench_<pid>_jobs for the jobs part), made on the PostgreSQL server of
// BENCH_PG_URL and dropped afterwards: the server migrates it and demo mode seeds it, as on a
// fresh deployment, and nothing of another database is read or changed.
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createBenchDatabase(suffix = '') {
  const name = `bench_${process.pid}${suffix ? `_${suffix}` : ''}`;
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    const version = (await client.query('show server_version')).rows[0].server_version;
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return { url: url.toString(), version, drop: () => dropDatabase(name) };
  } finally {
    await client.end();
  }
}

async function dropDatabase(name) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
