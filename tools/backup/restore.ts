/**
 * npm run db:restore -- <file>: restores a backup into the configured database, which must be
 * empty (DATABASE_URL: a fresh database; else DATA_DIR without a pglite folder). The server
 * applies any newer migrations when it starts. docs/operations/backups.md.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../../apps/server/src/env.ts';
import { restorePglite, restorePostgres } from './backup-lib.ts';

const { values, positionals } = parseArgs({ options: { help: { type: 'boolean' } }, allowPositionals: true });
const file = positionals[0];
if (values.help || !file) {
  console.log('npm run db:restore -- <file>   into an empty database: DATABASE_URL (pg_restore of a .dump) or DATA_DIR (PGlite .tar.gz)');
  process.exit(file ? 0 : 2);
}
const env = loadEnv();
if (env.DATABASE_URL) {
  await restorePostgres(file, env.DATABASE_URL);
  console.log(`${file} restored into the PostgreSQL database of DATABASE_URL`);
} else {
  await restorePglite(file, env.DATA_DIR);
  console.log(`${file} restored into ${env.DATA_DIR}`);
}
