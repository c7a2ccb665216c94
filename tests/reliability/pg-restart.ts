/**
 * Database restart suite (issue 32): the compiled production server under a booking and payment
 * load while its PostgreSQL — a cluster of the suite's own, never the machine's — is crashed and
 * started again several times (`pg_ctl stop -m immediate`, `-m fast`, kill -9 of the postmaster).
 * The server must survive (same process), answer 503 envelopes quickly while the database is
 * away, come back by itself, lose and double nothing it acknowledged, keep the inventory
 * invariant, serve fresh searches and run its jobs after the return. Then PGlite on a full disk
 * (lib/pglite-disk-full.ts). `npm run test:pg-restart` (`-- --only=postgres` or `--only=pglite`).
 * Prints figures; exits 1 when an expectation fails. docs/testing/reliability.md.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb } from '@hotel/db/client';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { signInManager } from './lib/api.ts';
import { AnswerLog, countByAnswer } from './lib/answers.ts';
import { BookingLoad, checkAcknowledged, checkPaidTrades } from './lib/booking-load.ts';
import { createGuests, prepare, setRooms } from './lib/database.ts';
import { rows } from './lib/invariants.ts';
import { judgeOutage, MAX_ANSWER_MS, probeOutage, waitForReturn, watchHealth, type Outage, type OutageFigures } from './lib/outage-window.ts';
import { PgCluster, withDb, type StopMode } from './lib/pg-cluster.ts';
import { runPgliteDiskFull } from './lib/pglite-disk-full.ts';
import { sleep, startServer, startSimulator, stopServer } from './lib/processes.ts';
import { Check, seconds } from './lib/run.ts';
import { checkJobsResume, checkSearchFresh, primeSearches, type Primed } from './lib/after-return.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PG_PORT = Number(process.env.PG_RESTART_PORT ?? 5499);
const PORTS = { simulator: 3480, server: 3481, pglite: 3482 };
/** Each outage: how the database goes away. */
const OUTAGES: StopMode[] = ['immediate', 'fast', 'kill -9', 'immediate'];
/** Load between outages, and how long the database stays away. */
const UP_MS = 6_000;
const DOWN_MS = Number(process.env.PG_RESTART_DOWN_MS ?? 4_000);
/** /readyz and bookings must be back this soon after the database takes connections again. */
const BACK_WITHIN_MS = 15_000;
const WORKERS = 8;
const GUESTS = 200;
const HOTEL = 'pro001';
const ROOM = 'SK';
const today = hotelToday();
const day = (n: number) => addDays(today, n);
/** Ten nights to book (the eleventh date is the last check-out), enough rooms for the whole run. */
const LOAD_DATES = Array.from({ length: 11 }, (_, i) => day(70 + i));
const ROOMS_PER_NIGHT = 300;

interface Figures {
  outages: Array<{ outage: Outage; figures: OutageFigures; startMs: number }>;
  lines: string[];
  log: AnswerLog;
}

const SERVER_LOG = path.join(ROOT, 'data', 'reliability', 'pg-restart.log');

/** Why the server ended, from its log: what node printed (an unhandled error) rather than the JSON lines. */
function whyTheServerEnded(): string[] {
  const tail = spawnSync('tail', ['-n', '60', SERVER_LOG], { encoding: 'utf8' }).stdout.split('\n');
  return tail.filter((l) => !l.startsWith('{') && /Unhandled|Error:|Emitted/.test(l)).map((l) => l.trim().slice(0, 200));
}

interface RunParts {
  cluster: PgCluster;
  databaseUrl: string;
  log: AnswerLog;
  load: BookingLoad;
  check: Check;
  base: string;
  pid: number | undefined;
  /** A guest for the probes asked while the database is away. */
  token: string;
  serverExit: () => { code: number | null; signal: string | null; at: number } | undefined;
}

/** One outage: the database goes away for DOWN_MS, comes back; then its expectations are judged. */
async function crashAndRestart(run: RunParts, label: string, mode: StopMode): Promise<Figures['outages'][number]> {
  const { cluster, log, check, serverExit } = run;
  const outage: Outage = { mode, stopping: Date.now(), down: 0, starting: 0, up: 0 };
  await cluster.stop(mode);
  outage.down = Date.now();
  const stopProbes = probeOutage(log, run.base, run.token, { hotelCode: HOTEL, roomTypeCode: ROOM, rateCode: 'BAR', checkIn: day(90), checkOut: day(91) });
  await sleep(DOWN_MS);
  await stopProbes();
  outage.starting = Date.now();
  const startMs = await cluster.start();
  outage.up = Date.now();
  await waitForReturn(log, outage, BACK_WITHIN_MS, () => !!serverExit());
  const exited = serverExit();
  check.that(!exited, `${label}: the server process survives (pid ${run.pid})`, exited ? { exitCode: exited.code, signal: exited.signal, msAfterTheStop: exited.at - outage.stopping, log: whyTheServerEnded() } : undefined);
  // A dead server's answers (refused connections) say nothing more than that it died.
  if (exited) return { outage, figures: { longest: undefined, inside: log.overlapping(outage.down, outage.starting), readyBackMs: null, bookingBackMs: null }, startMs };
  const figures = judgeOutage(log, outage, check, label);
  check.that(figures.readyBackMs !== null, `${label}: /readyz is 200 within ${BACK_WITHIN_MS} ms of the return`);
  check.that(figures.bookingBackMs !== null, `${label}: a booking succeeds within ${BACK_WITHIN_MS} ms of the return`);
  await withDb(run.databaseUrl, (db) => checkAcknowledged(db, run.load.ack, check, `after ${label}`));
  console.log(`  ${label}: ${describeOutage(outage, figures, startMs)}; ${run.load.ack.orders.size} orders acknowledged`);
  return { outage, figures, startMs };
}

function describeOutage(outage: Outage, figures: OutageFigures, startMs: number): string {
  const l = figures.longest;
  return (
    `stopped ${seconds(outage.starting - outage.down)}, then pg_ctl start ${seconds(startMs)}; longest answer ${l ? `${l.ms} ms (${l.what} ${l.status})` : '—'}; ` +
    `/readyz 200 ${figures.readyBackMs ?? '—'} ms and a booking ${figures.bookingBackMs ?? '—'} ms after the database was back`
  );
}

async function runPostgres(check: Check): Promise<Figures> {
  const lines: string[] = [];
  const log = new AnswerLog();
  const outages: Figures['outages'] = [];
  const cluster = await PgCluster.create(PG_PORT);
  try {
    await cluster.start();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database hotel');
    await admin.end();
    const databaseUrl = cluster.url.replace(/\/postgres$/, '/hotel');
    console.log(`\n== PostgreSQL ${cluster.version} of our own on port ${PG_PORT} (${cluster.folder}) ==`);

    const setup = await createDb({ databaseUrl });
    await prepare(setup);
    await setRooms(setup.db, HOTEL, ROOM, LOAD_DATES.slice(0, -1), ROOMS_PER_NIGHT);
    const guests = await createGuests(setup.db, GUESTS);
    await setup.close();

    const sim = await startSimulator(PORTS.simulator);
    sim.simulator.delivery.configure({ retryDelaysMs: [500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000, 8_000] });
    rmSync(SERVER_LOG, { force: true });
    const server = await startServer('pg-restart', PORTS.server, { ...sim.env, DATABASE_URL: databaseUrl }, { compiled: true });
    const pid = server.child.pid;
    // Set when the server process ends: it must not, while the suite runs.
    const ended: { exit?: { code: number | null; signal: string | null; at: number } } = {};
    server.child.once('exit', (code, signal) => (ended.exit = { code, signal, at: Date.now() }));
    const serverExit = () => ended.exit;
    const base = server.url;
    const cookie = await signInManager(base);
    const stopHealth = watchHealth(log, base);
    const load = new BookingLoad({ base, sim, guests, hotel: HOTEL, roomType: ROOM, nights: LOAD_DATES, workers: WORKERS, log });
    const started = Date.now();
    load.start();
    let primed: Primed | undefined;
    try {
      for (const [i, mode] of OUTAGES.entries()) {
        await sleep(UP_MS);
        if (serverExit()) break;
        if (i === OUTAGES.length - 1) primed = await primeSearches(log, base, HOTEL, ROOM, [day(100), day(102)]);
        const done = await crashAndRestart({ cluster, databaseUrl, log, load, check, base, pid, token: guests[0]!.token, serverExit }, `outage ${i + 1} (${mode})`, mode);
        outages.push(done);
        if (serverExit()) break;
      }
      const lastUp = outages.at(-1)?.outage.up ?? started;
      const alive = () => !serverExit();
      if (alive() && primed) await checkSearchFresh(log, base, cookie, databaseUrl, primed, check, lines);
      await load.stop();
      if (alive()) await checkJobsResume(databaseUrl, lastUp, check, lines);
      // The provider's retries deliver what the outages cut off (to a dead server they cannot).
      if (alive()) await sim.simulator.delivery.settled();
      const records = sim.simulator.delivery.records;
      if (alive()) check.that(records.every((r) => r.acknowledged), 'every payment notification is acknowledged in the end', records.filter((r) => !r.acknowledged).length);
      const paidTrades = await withDb(databaseUrl, async (db) => {
        await checkAcknowledged(db, load.ack, check, 'at the end');
        const orderNos = new Set((await rows<{ order_no: string }>(db, sql`select order_no from orders where rooms_held`)).map((o) => o.order_no));
        const kept = [...load.ack.orders.keys()].filter((no) => orderNos.has(no)).length;
        lines.push(`orders kept: ${kept} of ${load.ack.orders.size} acknowledged (${load.ack.holds.size} holds, ${load.ack.payRequests.size} pay requests, ${load.ack.paidChecks.size} shown paid)`);
        return alive() ? checkPaidTrades(db, sim, check) : sim.simulator.ledger.all().filter((t) => t.status === 'paid').length;
      });
      const exit = serverExit();
      if (exit) lines.push(`the server (pid ${pid}) exited with ${exit.code ?? exit.signal}: ${whyTheServerEnded().join(' | ')}`);
      lines.push(`load: ${load.journeys} journeys in ${seconds(Date.now() - started)}; ${paidTrades} trades paid at the provider${alive() ? ', all recorded' : ''}; ${records.length} notifications`);
    } finally {
      await load.stop();
      await stopHealth();
      await stopServer(server);
      await sim.close();
    }
  } finally {
    // A failed check leaves the database to be looked at; a passing run leaves nothing behind.
    if (check.failures.length > 0) lines.push(`a check failed: the cluster is kept in ${cluster.folder} (start it with: ${cluster.keep()})`);
    else await cluster.destroy();
  }
  return { outages, lines, log };
}

function printPostgres(r: Figures): void {
  console.log('\n== PostgreSQL restarts: summary ==');
  for (const { outage, figures, startMs } of r.outages) {
    console.log(`  ${outage.mode.padEnd(9)} ${describeOutage(outage, figures, startMs)}`);
    for (const line of countByAnswer(figures.inside.filter((a) => a.what !== 'healthz'))) console.log(`      ${line}`);
  }
  const longest = Math.max(0, ...r.outages.map((o) => o.figures.longest?.ms ?? 0));
  const worst = (pick: (f: OutageFigures) => number | null) => (r.outages.some((o) => pick(o.figures) === null) ? '—' : `${Math.max(0, ...r.outages.map((o) => pick(o.figures) ?? 0))} ms`);
  console.log(`  longest answer during any outage: ${longest} ms (limit ${MAX_ANSWER_MS}); /readyz back within ${worst((f) => f.readyBackMs)}; bookings back within ${worst((f) => f.bookingBackMs)}`);
  for (const line of r.lines) console.log(`  ${line}`);
  console.log('  every answer of the run:');
  for (const line of countByAnswer(r.log.all.filter((a) => a.what !== 'healthz' && a.what !== 'readyz'))) console.log(`    ${line}`);
}

/** No web build, or a page or shared source newer than it (a merge, an edit). The server build takes a second: always made. */
function webBuildIsStale(): boolean {
  const built = path.join(ROOT, 'apps/web/build/server/index.js');
  if (!existsSync(built)) return true;
  const newer = spawnSync('find', ['apps/web/app', 'packages/shared/src', '-newer', built, '-type', 'f', '-print', '-quit'], { cwd: ROOT, encoding: 'utf8' });
  return newer.stdout.trim() !== '';
}

async function main(): Promise<void> {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const started = Date.now();
  // The build of these sources: one left from before a merge would test other code.
  const build = spawnSync('npm', ['run', '--silent', webBuildIsStale() ? 'build' : 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  const check = new Check();
  if (only !== 'pglite') printPostgres(await runPostgres(check));
  if (only !== 'postgres') {
    const lines = await runPgliteDiskFull(check, PORTS.pglite);
    console.log('\n== PGlite on a full disk: summary ==');
    for (const line of lines) console.log(`  ${line}`);
  }
  console.log(`\ntotal ${seconds(Date.now() - started)}; ${check.failures.length === 0 ? 'all expectations held' : `${check.failures.length} expectation(s) failed:`}`);
  for (const failure of check.failures) console.log(`  ✗ ${failure.slice(0, 600)}`);
  if (check.failures.length > 0) process.exitCode = 1;
}

await main();
