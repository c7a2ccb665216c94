// npm run bench: the budgets of issue 12 measured in one run, written to bench/RESULTS.md.
// Not part of the tests: budgets are shown here, never by timed tests (decision 0034).
//
//   1. first-load JS of /home (bench/first-load-js.mjs, from the last web build);
//   2. a bare Fastify hello-world in its own process under autocannon: the yardstick of every ratio;
//   3. on PostgreSQL (a database of its own, dropped after) then on PGlite (a fresh DATA_DIR), the
//      compiled production server in demo mode (seeded on start): Lighthouse mobile on the issue's
//      pages (PostgreSQL server, before any load), then autocannon against getHotelInfo, getBanner,
//      the news list, getRoomAndRate and /home; /home again on a server started with PAGE_CACHE=off;
//      on PGlite getRoomAndRate at 10 connections; each server's RSS after its run;
//   4. what the budgets are up against (bench/limits.mjs): on PostgreSQL, right after each content
//      read (getHotelInfo, getBanner, the news list), a bare Fastify route sending that read's own
//      answer, the floor its budget is a share of; /home uncached one request at a time, Lighthouse
//      with every script blocked; the framework's share of the first-load JS; PGlite opened alone;
//   5. background jobs (bench/jobs.mjs): on a PostgreSQL database of its own, a burst of 500
//      pay-at-hotel bookings through the API, then each mail queue's jobs drained per second and
//      the time from each booking's acknowledgement to its confirmation mail reaching a local SMTP sink;
//   6. booking changes (bench/changes.mjs, issue 25): on a PostgreSQL database of its own, 20 guests
//      changing their bookings at once, again and again: a change's time (price and apply);
//   7. a channel manager's full sync (bench/channel-sync.mjs, issue 26): on a PostgreSQL database of
//      its own, every demo hotel's room types and plans mapped to the pmsXchange stand-in, the
//      connection switched on: the year sent, from the switch to the stand-in's last answer.
//
// Builds the web app and the server first only if there is no build (`npm run build` rebuilds).
//
// Environment:
//   BENCH_ONLY=js,hello,api,pglite,lighthouse,jobs,changes,channels  parts to run (default all; api = PostgreSQL,
//                            alias postgres; api and pglite measure hello too; lighthouse alone runs
//                            on a PGlite server)
//   BENCH_DURATION=10        seconds per load figure;  BENCH_WARMUP=2  seconds of warm-up before each
//   BENCH_CONNECTIONS=100    connections of the load figures (the PGlite 10-connection one stays 10)
//   BENCH_LH_RUNS=3          Lighthouse runs per page (the median by performance is reported)
//   BENCH_PAGES=/a,/b        Lighthouse pages instead of the issue's four
//   BENCH_TAP_RUNS=5         first-tap runs on /home (bench/first-tap.mjs, with the Lighthouse part)
//   BENCH_FIRST_TAP_BUDGET=ms the first tap's budget on another machine (default: bcd0ba2's figure here)
//   BENCH_PORT=3300          first of the ports used: +0 hello, +1…+4 the servers, +5 the bare answer,
//                            +7 the jobs part's server (+6 skipped: 3306 is MySQL's usual port)
//   BENCH_JOBS_BOOKINGS=500  bookings of the jobs part's burst;  BENCH_JOBS_CLIENTS=16  guests booking at once
//   BENCH_CHANGE_CLIENTS=20  guests changing at once;  BENCH_CHANGE_ROUNDS=25  changes each (+8 the changes part's server)
//                            (+9 the channels part's server)
//   BENCH_JOBS_WAIT=120      seconds the jobs part waits after the burst for its queues to empty
//   BENCH_CHANNEL_ANSWER_MS=0 the channels part's stand-in waits this long more before each answer
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres   where bench_<pid> is created and dropped
//   BENCH_LOG_LEVEL          the server's LOG_LEVEL (default: unset, i.e. production's info)
//   BENCH_SERVER_NODE_OPTIONS the servers' NODE_OPTIONS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile them
//   BENCH_ACCEPT_ENCODING    accept-encoding of the load requests (default 'gzip, deflate, br', a browser's)
//   BENCH_STRICT=1           exit 1 when a budget is missed (otherwise only errors fail the run)
//   CHROMIUM_PATH            default /usr/bin/chromium
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from '../tools/web-build.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { lighthousePages, measurePages } from './lighthouse.mjs';
import { measureFirstTap } from './first-tap.mjs';
import { measureChanges } from './changes.mjs';
import { measureChannelSync } from './channel-sync.mjs';
import { measureJobs } from './jobs.mjs';
import { CONNECTIONS, DURATION, measureLoad } from './load.mjs';
import { machineInfo } from './machine.mjs';
import { eventLoopMaxMs } from './metrics.mjs';
import { createBenchDatabase } from './postgres.mjs';
import { captureAnswer, pgliteAlone } from './limits.mjs';
import { memoryOf, startBareAnswer, startHello, startServer } from './processes.mjs';
import { renderResults } from './report.mjs';
import { checkTarget, loadTargets } from './targets.mjs';

const ALL_PARTS = ['js', 'hello', 'lighthouse', 'api', 'pglite', 'jobs', 'changes', 'channels'];
const parts = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((p) => (p.trim() === 'postgres' ? 'api' : p.trim())) : ALL_PARTS;
const unknown = parts.filter((p) => !ALL_PARTS.includes(p));
if (unknown.length) {
  console.error(`BENCH_ONLY: unknown part ${unknown.join(', ')} (parts: ${ALL_PARTS.join(', ')}, postgres)`);
  process.exit(2);
}
const want = (part) => parts.includes(part) || (part === 'hello' && (parts.includes('api') || parts.includes('pglite')));
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const LABELS = {
  getHotelInfo: 'POST getHotelInfo',
  getBanner: 'POST getBanner',
  newslist: 'GET newslist.aspx',
  getRoomAndRate: 'POST getRoomAndRate',
  home: 'GET /home, anonymous',
  'home-uncached': 'GET /home, PAGE_CACHE=off',
  'getRoomAndRate-10': 'POST getRoomAndRate',
  'bare-getHotelInfo': 'POST getHotelInfo\'s answer from a bare Fastify route (no server)',
  'bare-getBanner': 'POST getBanner\'s answer from a bare Fastify route (no server)',
  'bare-newslist': 'GET newslist.aspx\'s answer from a bare Fastify route (no server)',
  'home-uncached-1': 'GET /home, PAGE_CACHE=off, one at a time',
};
/** The content reads, each held to a share of a bare route sending its own answer (issue 31). */
const CONTENT_READS = ['getHotelInfo', 'getBanner', 'newslist'];
const log = (line) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

const results = {
  date: new Date().toISOString().replace(/\.\d+Z$/, ' UTC').replace('T', ' '),
  machine: machineInfo(),
  parts,
  partial: parts.length < ALL_PARTS.length || DURATION !== 10,
  settings: {
    duration: DURATION,
    connections: CONNECTIONS,
    warmup: Number(process.env.BENCH_WARMUP ?? 2),
    lighthouseRuns: Number(process.env.BENCH_LH_RUNS ?? 3),
    acceptEncoding: process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br',
    logLevel: process.env.BENCH_LOG_LEVEL ? `${process.env.BENCH_LOG_LEVEL} (BENCH_LOG_LEVEL)` : 'unset (production default: info, every request logged)',
  },
  loads: [],
  memory: [],
  errors: [],
};
const workDir = mkdtempSync(path.join(tmpdir(), 'hotel-bench-'));
const cleanups = [];
process.once('SIGINT', async () => {
  await cleanUp();
  process.exit(130);
});

await ensureWebBuild();
try {
  if (want('js')) await part('first-load JS', () => (results.firstLoad = firstLoadJs('routes/home')));
  if (want('hello')) await part('hello-world', measureHello);
  if (want('api')) {
    await part('PostgreSQL', async () => {
      const database = await createBenchDatabase();
      cleanups.push(database.drop);
      results.postgresVersion = database.version;
      await databaseSuite({ db: 'PostgreSQL', connection: { databaseUrl: database.url }, port: PORT + 1, lighthouse: want('lighthouse') });
    });
  }
  if (want('pglite') || (want('lighthouse') && !want('api'))) {
    await part('PGlite', () =>
      databaseSuite({ db: 'PGlite', connection: { dataDir: path.join(workDir, 'pglite') }, port: PORT + 3, lighthouse: want('lighthouse') && !want('api'), load: want('pglite') }),
    );
    if (want('pglite')) await part('PGlite alone', () => (results.pgliteAlone = pgliteAlone(path.join(workDir, 'pglite-alone'))));
  }
  if (want('jobs')) {
    await part('jobs', async () => {
      results.jobs = await measureJobs({ port: PORT + 7, logDir: workDir, log, own: (cleanup) => cleanups.push(cleanup) });
      results.postgresVersion ??= results.jobs.postgresVersion;
    });
  }
  if (want('changes')) {
    await part('changes', async () => {
      results.changes = await measureChanges({ port: PORT + 8, logDir: workDir, log, own: (cleanup) => cleanups.push(cleanup) });
      results.postgresVersion ??= results.changes.postgresVersion;
    });
  }
  if (want('channels')) {
    await part('channels', async () => {
      results.channelSync = await measureChannelSync({ port: PORT + 9, logDir: workDir, log, own: (cleanup) => cleanups.push(cleanup) });
      results.postgresVersion ??= results.channelSync.postgresVersion;
    });
  }
} finally {
  await cleanUp();
}

const { markdown, missed } = renderResults(results);
const file = path.join(import.meta.dirname, 'RESULTS.md');
writeFileSync(file, markdown);
console.log(`\n${markdown}\nWritten to ${path.relative(process.cwd(), file)}.`);
if (results.errors.length) process.exitCode = 1;
else if (missed > 0 && process.env.BENCH_STRICT === '1') process.exitCode = 1;

async function part(name, run) {
  log(`${name}…`);
  try {
    await run();
  } catch (error) {
    results.errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    log(`${name} failed: ${error instanceof Error ? error.stack : error}`);
  }
}

async function measureHello() {
  const hello = await startHello({ port: PORT, logDir: workDir });
  cleanups.push(() => hello.stop());
  try {
    results.hello = await measureLoad(hello.base, [{ method: 'GET', path: '/' }], { untilIdle: hello.untilIdle, pid: hello.pid, fresh: false });
    log(`hello-world: ${Math.round(results.hello.reqPerSec)} req/s (server ${results.hello.serverCores.toFixed(2)} of a core, bench ${results.hello.clientCores.toFixed(2)})`);
  } finally {
    await hello.stop();
  }
}

/** One database: the server under load (and Lighthouse), then /home on a PAGE_CACHE=off server. */
async function databaseSuite({ db, connection, port, lighthouse, load = true }) {
  const server = await startServer({ name: db, port, logDir: workDir, ...connection });
  cleanups.push(() => server.stop());
  log(`${db} server ready in ${(server.startupMs / 1000).toFixed(1)} s (pid ${server.pid})`);
  const targets = loadTargets();
  try {
    if (lighthouse) {
      results.lighthouse = await measurePages(server.base, lighthousePages(), log);
      results.lighthouseNoJs = await measurePages(server.base, lighthousePages(), log, { runsPerPage: 1, blockScripts: true });
      results.lighthouseDevtools = await measurePages(server.base, lighthousePages(), log, { runsPerPage: 1, devtools: true });
      results.firstTap = await measureFirstTap(server.base, log);
    }
    if (!load) return;
    for (const name of ['getHotelInfo', 'getBanner', 'newslist', 'getRoomAndRate', 'home']) {
      const row = await measureTarget(server, db, name, targets[name]);
      // The content reads' budget is a share of their floor, measured right after them (issue 31).
      if (db === 'PostgreSQL' && CONTENT_READS.includes(name)) await measureBareAnswer(server, name, targets[name], row);
    }
    if (db === 'PGlite') await measureTarget(server, db, 'getRoomAndRate-10', targets.getRoomAndRate, { connections: 10 });
    results.memory.push({ server: `${db}, whole run`, startupMs: server.startupMs, ...memoryOf(server.pid) });
  } finally {
    await server.stop();
  }
  // The same database, now seeded: this server starts without seeding.
  const uncached = await startServer({ name: `${db}-uncached`, port: port + 1, logDir: workDir, ...connection, extraEnv: { PAGE_CACHE: 'off' } });
  cleanups.push(() => uncached.stop());
  try {
    await measureTarget(uncached, db, 'home-uncached', targets.home);
    if (db === 'PostgreSQL') await measureTarget(uncached, db, 'home-uncached-1', targets.home, { connections: 1 });
  } finally {
    await uncached.stop();
  }
}

/**
 * The floor under a content read: its answer, as sent, from a bare Fastify route (bench/limits.mjs),
 * measured right after the read itself so both see the same machine; the read's row gets its share.
 */
async function measureBareAnswer(server, name, target, row) {
  const [request] = target.requests;
  const answerFile = path.join(workDir, `${name}-answer.json`);
  const answer = await captureAnswer(server.base, request, answerFile);
  const bare = await startBareAnswer({ port: PORT + 5, logDir: workDir, answerFile, answerPath: new URL(request.path, server.base).pathname, answerMethod: request.method ?? 'POST' });
  cleanups.push(() => bare.stop());
  try {
    const floor = await measureTarget(bare, '—', `bare-${name}`, target, { eventLoop: false });
    row.floorRatio = floor.reqPerSec > 0 ? row.reqPerSec / floor.reqPerSec : null;
    row.floorCoreRatio = perCoreRatio(row, floor);
    (results.bareAnswers ??= {})[name] = { ...answer, reqPerSec: floor.reqPerSec, ratio: floor.ratio, serverCores: floor.serverCores, clientCores: floor.clientCores, perServerCpuSecond: floor.perServerCpuSecond };
  } finally {
    await bare.stop();
  }
}

async function measureTarget(server, db, name, target, options) {
  const { eventLoop: readEventLoop = true, ...loadOptions } = options ?? {};
  await checkTarget(server.base, name, target);
  // Reading the maximum resets it: the read after the warm-up starts the window of this run alone.
  const figure = await measureLoad(server.base, target.requests, {
    ...loadOptions,
    untilIdle: server.untilIdle,
    pid: server.pid,
    beforeRun: () => (readEventLoop ? eventLoopMaxMs(server.base) : Promise.resolve()),
  });
  const eventLoop = readEventLoop ? await eventLoopMaxMs(server.base) : null;
  const ratio = results.hello ? figure.reqPerSec / results.hello.reqPerSec : null;
  const row = { db, target: name, label: LABELS[name], ...figure, ratio, coreRatio: results.hello ? perCoreRatio(figure, results.hello) : null, eventLoopMaxMs: eventLoop };
  results.loads.push(row);
  log(`${db} ${name}: ${Math.round(figure.reqPerSec)} req/s (server ${figure.serverCores.toFixed(2)} of a core, bench ${figure.clientCores.toFixed(2)}), p50 ${figure.p50} ms, p99 ${figure.p99} ms${eventLoop === null ? '' : `, event loop ${Math.round(eventLoop)} ms`}${figure.failed ? `, ${figure.failed} failed` : ''}`);
  return row;
}

/** One figure's answers per second of server CPU over another's: the ratio were the servers the only limit. */
function perCoreRatio(figure, base) {
  return figure.perServerCpuSecond && base.perServerCpuSecond ? figure.perServerCpuSecond / base.perServerCpuSecond : null;
}

async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      log(`clean-up: ${error instanceof Error ? error.message : error}`);
    }
  }
  rmSync(workDir, { recursive: true, force: true });
}
