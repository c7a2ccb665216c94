// node bench/pglite-alone.mjs <dir>: the memory of a Node process that only opens a fresh PGlite
// (the WASM PostgreSQL, its files and its heap) and asks one question: the part of the embedded
// server's RSS that is the database's before our code holds anything. Prints one JSON line.
import { PGlite } from '@electric-sql/pglite';

const rssMB = () => process.memoryUsage().rss / 1e6;
const before = rssMB();
const db = await PGlite.create(process.argv[2]);
const { rows } = await db.query('show shared_buffers');
console.log(JSON.stringify({ nodeMB: before, openMB: rssMB(), sharedBuffers: rows[0].shared_buffers }));
await db.close();
