/**
 * npm run db:backup -- [--out <file>]: a backup of the database the server is configured for
 * (DATABASE_URL → pg_dump -Fc; else DATA_DIR's PGlite → a .tar.gz, with the server stopped).
 * docs/operations/backups.md.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../../apps/server/src/env.ts';
import { backupPglite, backupPostgres } from './backup-lib.ts';

const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
if (values.help) {
  console.log('npm run db:backup -- [--out <file>]   PostgreSQL (DATABASE_URL): pg_dump -Fc; PGlite (DATA_DIR, server stopped): .tar.gz');
  process.exit(0);
}
const env = loadEnv();
const stamp = new Date().toISOString().replaceAll(/[-:]/g, '').slice(0, 15);
if (env.DATABASE_URL) {
  const out = values.out ?? `backup-${stamp}.dump`;
  await backupPostgres(env.DATABASE_URL, out);
  console.log(`PostgreSQL backup written to ${out} (restore: npm run db:restore -- ${out})`);
} else {
  const out = values.out ?? `backup-${stamp}.tar.gz`;
  await backupPglite(env.DATA_DIR, out);
  console.log(`PGlite backup of ${env.DATA_DIR} written to ${out} (restore: npm run db:restore -- ${out})`);
}
