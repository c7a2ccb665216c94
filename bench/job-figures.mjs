// The figures of the jobs part (bench/jobs.mjs), read from pg-boss's own rows (created_on,
// started_on, completed_on of each job) and from the SMTP sink's arrivals.
import { mailOf } from './booking-client.mjs';

export const JOB_QUEUES = ['send-confirmation', 'send-notice'];
const OPEN_STATES = ['created', 'retry', 'active'];

/** Jobs of the queues queued since `since` and still in one of `states`. */
export async function openJobs(db, since, states = OPEN_STATES) {
  const { rows } = await db.query(`select count(*)::int as n from pgboss.job where name = any($1) and created_on >= $2 and state = any($3::pgboss.job_state[])`, [JOB_QUEUES, since, states]);
  return rows[0].n;
}

/** Samples each queue every 200 ms; stop() answers the most jobs due and waiting, and running, per queue. */
export function watchQueues(db) {
  const peaks = Object.fromEntries(JOB_QUEUES.map((name) => [name, { mostWaiting: 0, mostRunning: 0 }]));
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await db.query(
        `select name,
                count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as waiting,
                count(*) filter (where state = 'active')::int as running
           from pgboss.job where name = any($1) group by name`,
        [JOB_QUEUES],
      );
      for (const row of rows) {
        peaks[row.name].mostWaiting = Math.max(peaks[row.name].mostWaiting, row.waiting);
        peaks[row.name].mostRunning = Math.max(peaks[row.name].mostRunning, row.running);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return peaks;
    },
  };
}

async function jobsSince(db, since) {
  const { rows } = await db.query(
    // pg-boss 12 keeps finished jobs in the same table until their retention ends (no archive table).
    `select name, state, created_on, started_on, completed_on from pgboss.job where name = any($1) and created_on >= $2`,
    [JOB_QUEUES, since],
  );
  return (name) => {
    const jobs = rows.filter((r) => r.name === name);
    const done = jobs.filter((r) => r.state === 'completed');
    return {
      jobs,
      done,
      counts: { jobs: jobs.length, done: done.length, failed: jobs.filter((r) => r.state === 'failed').length, open: jobs.filter((r) => OPEN_STATES.includes(r.state)).length },
      runs: percentiles(done.map((r) => r.completed_on - r.started_on)),
    };
  };
}

/**
 * The peak, per queue: jobs done ÷ (last done − first queued), which cannot pass the bookings'
 * pace; how long jobs waited to start and ran; the sampled peaks.
 */
export async function peakFigures(db, since, peaks) {
  const of = await jobsSince(db, since);
  return JOB_QUEUES.map((name) => {
    const { jobs, done, counts, runs } = of(name);
    const seconds = done.length ? (Math.max(...done.map((r) => r.completed_on.getTime())) - Math.min(...jobs.map((r) => r.created_on.getTime()))) / 1000 : 0;
    const waits = jobs.filter((r) => r.started_on).map((r) => r.started_on - r.created_on);
    return { name, ...counts, seconds, perSecond: seconds > 0 ? done.length / seconds : 0, ...peaks[name], waitBeforeStart: percentiles(waits), run: runs };
  });
}

/** The backlog, per queue: jobs done ÷ (last done − first started after the restart): the queue flat out. */
export async function backlogFigures(db, since) {
  const of = await jobsSince(db, since);
  return JOB_QUEUES.map((name) => {
    const { done, counts, runs } = of(name);
    const seconds = done.length ? (Math.max(...done.map((r) => r.completed_on.getTime())) - Math.min(...done.map((r) => r.started_on.getTime()))) / 1000 : 0;
    return { name, ...counts, seconds, perSecond: seconds > 0 ? done.length / seconds : 0, run: runs };
  });
}

/** Acknowledgement → the confirmation handed to the mail server, per booking whose mail came (matched by the order number in its address). */
export function mailFigures(messages, booked) {
  const arrivals = new Map();
  for (const message of messages) for (const to of message.to) if (!arrivals.has(to)) arrivals.set(to, message.at);
  const latencies = booked.filter((b) => arrivals.has(mailOf(b.orderNo))).map((b) => arrivals.get(mailOf(b.orderNo)) - b.ackAt);
  return { matched: latencies.length, missing: booked.length - latencies.length, ...percentiles(latencies) };
}

/** p50, p95 and max in whole ms (null when there is nothing to measure). */
function percentiles(values) {
  if (!values.length) return { p50: null, p95: null, max: null };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: Math.round(at(0.5)), p95: Math.round(at(0.95)), max: Math.round(sorted.at(-1)) };
}
