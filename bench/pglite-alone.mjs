// node bench/pglite-alone.mjs <dir>: the memory of a Node process that only opens PGlite in <dir>
// as the server does (openPglite: a new folder is made by initdb in a child process first; its
// start-up parameters, decision 0083) and asks one question: the part of the embedded server's RSS
// that is the database's before our code holds anything. Prints one JSON line.
import { openPglite } from '../packages/db/src/pglite-open.mjs';

const rssMB = () => process.memoryUsage().rss / 1e6;
const before = rssMB();
const db = await openPglite(process.argv[2]);
const { rows } = await db.query('show shared_buffers');
console.log(JSON.stringify({ nodeMB: before, openMB: rssMB(), sharedBuffers: rows[0].shared_buffers }));
await db.close();
