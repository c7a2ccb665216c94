import pg from 'pg';

/** The same server and credentials, another database. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** One statement on a connection of its own (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(serverUrl: string, statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** Test databases are named by the run's prefix (global-setup.ts) and a suffix of letters and digits. */
export function checkedDatabaseName(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid database name: ${name}`);
  return name;
}
