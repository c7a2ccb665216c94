// The jobs part (issue 32): the compiled production server in demo mode on a PostgreSQL database
// of its own, its mail going to a local SMTP sink (bench/smtp-sink.mjs). Each pay-at-hotel booking
// owes its guest a confirmation (send-confirmation) and its hotel a notice (send-notice).
//   1. Peak: a burst of bookings through the API with the mail server up: each queue's pace, and
//      per booking the time from the order's acknowledgement to its confirmation mail being handed
//      to the mail server. The queues share the process with the bookings, and cannot go faster
//      than the bookings come.
//   2. Backlog: the same again with the mail server down (every send fails once and waits for its
//      retry); the server is stopped, restarted once every retry is due, and works the backlog off
//      with nothing else to do: each queue flat out, the figure the budget is held to.
import pg from 'pg';
import { bookNight, mailOf, openNights, registerMember } from './booking-client.mjs';
import { backlogFigures, JOB_QUEUES, mailFigures, openJobs, peakFigures, watchQueues } from './job-figures.mjs';
import { createBenchDatabase } from './postgres.mjs';
import { cpuSeconds, startServer } from './processes.mjs';
import { startSmtpSink } from './smtp-sink.mjs';

const BOOKINGS = Number(process.env.BENCH_JOBS_BOOKINGS ?? 500);
const CLIENTS = Number(process.env.BENCH_JOBS_CLIENTS ?? 16);
/** Seconds to wait for the queues after each burst; what is not done by then is reported as such. */
const WAIT_SECONDS = Number(process.env.BENCH_JOBS_WAIT ?? 120);
/** Nights booked from this many days ahead (clear of the demo's sold-out weeks), a few bookings each; the backlog takes the next as many. */
const FIRST_DAY = 150;
const NIGHTS = 50;

/** Runs the part; `own(cleanup)` registers what the bench tears down if it stops half-way. */
export async function measureJobs({ port, logDir, log, own }) {
  if (!(CLIENTS >= 1 && CLIENTS <= 25)) throw new Error('BENCH_JOBS_CLIENTS must be 1 to 25 (members register from one address)');
  const database = await createBenchDatabase('jobs');
  own(database.drop);
  const sink = await startSmtpSink();
  own(() => sink.stop());
  const mailEnv = { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'フェルトン・ホテルズ <bench@example.com>' };
  const start = (name) => startServer({ name, port, logDir, databaseUrl: database.url, extraEnv: mailEnv });
  let server = await start('PostgreSQL-jobs');
  own(() => server.stop());
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  own(() => db.end());
  try {
    log(`jobs: server ready in ${(server.startupMs / 1000).toFixed(1)} s; registering ${CLIENTS} members, opening ${2 * NIGHTS} nights`);
    const members = [];
    for (let i = 0; i < CLIENTS; i++) members.push(await registerMember(server.base, i));
    await openNights(server.base, { firstDay: FIRST_DAY, nights: 2 * NIGHTS, rooms: Math.ceil(BOOKINGS / NIGHTS) + 5 });

    // 1. Peak.
    const watch = watchQueues(db);
    const peakSince = new Date();
    const cpuBefore = cpuSeconds(server.pid);
    const peak = await bookAll(server.base, members, FIRST_DAY);
    log(`jobs: peak: ${peak.booked.length} bookings acknowledged in ${peak.seconds.toFixed(1)} s${peak.refusedCount ? `, ${peak.refusedCount} refused` : ''}; waiting for the queues`);
    const wanted = new Set(peak.booked.map((b) => mailOf(b.orderNo)));
    await until(async () => sink.messages.filter((m) => m.to.some((to) => wanted.has(to))).length >= wanted.size && (await openJobs(db, peakSince)) === 0);
    const serverCpu = (cpuSeconds(server.pid) - cpuBefore) / ((Date.now() - peakSince.getTime()) / 1000);
    const queues = await peakFigures(db, peakSince, await watch.stop());
    const mail = mailFigures(sink.messages, peak.booked);
    for (const q of queues) log(`jobs: peak: ${q.name} ${q.done}/${q.jobs} done, ${q.perSecond.toFixed(1)} jobs/s, at most ${q.mostWaiting} waiting, run p50 ${q.run.p50} ms`);
    log(`jobs: peak: confirmation mail ${mail.matched}/${peak.booked.length}, p50 ${mail.p50} ms, p95 ${mail.p95} ms, max ${mail.max} ms`);

    // 2. Backlog: every send fails once while the mail server is down.
    sink.down = true;
    const backlogSince = new Date();
    const outage = await bookAll(server.base, members, FIRST_DAY + NIGHTS);
    log(`jobs: backlog: ${outage.booked.length} bookings with the mail server down in ${outage.seconds.toFixed(1)} s; waiting for every send to fail once`);
    await until(async () => (await openJobs(db, backlogSince, ['created', 'active'])) === 0);
    await server.stop();
    // Every retry due before the restart, so the backlog is there all at once.
    await until(async () => (await db.query(`select count(*)::int as n from pgboss.job where name = any($1) and state = 'retry' and start_after > now() - interval '1 second'`, [JOB_QUEUES])).rows[0].n === 0);
    sink.down = false;
    server = await start('PostgreSQL-jobs-restarted');
    log(`jobs: backlog: restarted in ${(server.startupMs / 1000).toFixed(1)} s; working it off`);
    const drainStarted = Date.now();
    const drainCpuBefore = cpuSeconds(server.pid);
    await until(async () => (await openJobs(db, backlogSince)) === 0);
    const drainCpu = (cpuSeconds(server.pid) - drainCpuBefore) / ((Date.now() - drainStarted) / 1000);
    const backlog = await backlogFigures(db, backlogSince);
    for (const q of backlog) log(`jobs: backlog: ${q.name} ${q.done}/${q.jobs} done in ${q.seconds.toFixed(1)} s, ${q.perSecond.toFixed(1)} jobs/s`);
    return {
      clients: CLIENTS,
      waitSeconds: WAIT_SECONDS,
      peak: { bookings: summary(peak), queues, mail, serverCpu },
      backlog: { bookings: summary(outage), queues: backlog, mail: mailFigures(sink.messages, outage.booked), serverCpu: drainCpu },
      postgresVersion: database.version,
    };
  } finally {
    await server.stop();
  }
}

/** CLIENTS guests booking one night after another (from `firstDay` on, NIGHTS nights in turn) until BOOKINGS are made. */
async function bookAll(base, members, firstDay) {
  const started = Date.now();
  const booked = [];
  const refused = new Map();
  let next = 0;
  await Promise.all(
    members.map(async (member) => {
      while (next < BOOKINGS) {
        const result = await bookNight(base, member, firstDay + (next++ % NIGHTS));
        if (result.error) refused.set(result.error, (refused.get(result.error) ?? 0) + 1);
        else booked.push(result);
      }
    }),
  );
  return { booked, refused, refusedCount: [...refused.values()].reduce((a, b) => a + b, 0), seconds: (Date.now() - started) / 1000 };
}

const summary = ({ booked, refused, seconds }) => ({ wanted: BOOKINGS, acknowledged: booked.length, refused: Object.fromEntries(refused), seconds });

/** Polls `done` every 250 ms until it holds, at most WAIT_SECONDS (the figures then show what was left). */
async function until(done) {
  const deadline = Date.now() + WAIT_SECONDS * 1000;
  while (Date.now() < deadline) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}
