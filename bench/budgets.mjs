// The budgets of issue 12 (and issue 32's job drain), each held to the figure the bench measured.
// Throughput is a ratio to the hello-world route of the same run, except the content reads' (issue
// 31): a ratio to a bare Fastify route sending the read's own answer, measured right after it (its
// floor). Both ratios are held as answers per second of the server's own CPU (decision 0084): on
// two cores the load generator's core fills before the server's does, and req/s then measures the
// generator. Latency, memory and jobs/s are absolute. Budgets are shown, not
// tests: BENCH_STRICT=1 alone turns a missed one into a failing exit.

/**
 * First-load JS budget of /home, gzipped. Issue 12 asked 110 KB, below React Router 7 with React DOM 19
 * alone (≈ 108 KB, decision 0031); issue 31 sets 120 KB: what the page adds beyond the framework loads
 * when first used (decision 0082).
 */
export const FIRST_LOAD_JS_BYTES = 120_000;
/**
 * Issue 31, budget 1: the first tap no later than at bcd0ba2, where the issue was filed. Measured there
 * with bench/first-tap.mjs on 2026-11-29, beside the change on the same machine: 3,334–3,412 ms (median
 * of 3 runs each). A figure of one machine: BENCH_FIRST_TAP_BUDGET sets it for another.
 */
export const FIRST_TAP_MS = Number(process.env.BENCH_FIRST_TAP_BUDGET ?? 0) || 3400;
export const RSS_MB = 250;
/**
 * Issue 31, budget 4: the embedded database's own memory, a process that only opens PGlite in a new
 * folder as the server does (bench/pglite-alone.mjs) and asks one question (decision 0083).
 */
export const PGLITE_ALONE_MB = 300;
/** Issue 32: confirmations and hotel notices worked off per second by one process, per queue. */
export const JOBS_PER_SECOND = 20;
/** Issue 25: a booking change (price and apply) with 20 changing at once, on PostgreSQL. */
export const CHANGE_P99_MS = 150;
/** Issue 26: a full sync of the demo group (every hotel × 365 nights × every mapped plan) to the pmsXchange stand-in, on PostgreSQL. */
export const CHANNEL_FULL_SYNC_SECONDS = 30;
const LIGHTHOUSE = { perf: 97, a11y: 100, bp: 100, seo: 100, lcpMs: 1800, tbtMs: 50 };

/**
 * Budgets of the load figures, by target; the throughput ones are held on PostgreSQL, as the issue
 * measured. minRatio: × hello-world; minFloorRatio: × the bare route sending the same answer (issue 31);
 * both per second of server CPU (row.coreRatio, row.floorCoreRatio).
 */
const LOAD_BUDGETS = {
  'PostgreSQL getHotelInfo': { minFloorRatio: 0.8 },
  'PostgreSQL getBanner': { minFloorRatio: 0.8 },
  'PostgreSQL newslist': { minFloorRatio: 0.8 },
  'PostgreSQL getRoomAndRate': { minRatio: 0.15, maxP99: 80 },
  'PostgreSQL home': { minRatio: 0.1 },
  'PostgreSQL home-uncached': { minRatio: 0.02 },
  'PGlite getRoomAndRate-10': { maxP99: 100, maxEventLoopMs: 50 },
};

export function loadBudgetText(row) {
  const budget = LOAD_BUDGETS[`${row.db} ${row.target}`];
  if (!budget) return row.db === 'PGlite' ? '(held on PostgreSQL)' : '';
  return [
    budget.minRatio !== undefined && `≥ ${budget.minRatio} ×`,
    budget.minFloorRatio !== undefined && `≥ ${budget.minFloorRatio} × its bare route`,
    budget.maxP99 !== undefined && `p99 ≤ ${budget.maxP99} ms`,
    budget.maxEventLoopMs !== undefined && `event-loop block ≤ ${budget.maxEventLoopMs} ms`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** true, false, or null when the figure has no budget. A run with failed answers misses its budget. */
export function loadBudgetMet(row) {
  const budget = LOAD_BUDGETS[`${row.db} ${row.target}`];
  if (!budget) return null;
  // No answer within the run (its percentiles are empty) or error answers: not a figure to pass.
  if (row.total === 0 || row.failed > 0) return false;
  return (
    (budget.minRatio === undefined || (row.coreRatio != null && row.coreRatio >= budget.minRatio)) &&
    (budget.minFloorRatio === undefined || (row.floorCoreRatio != null && row.floorCoreRatio >= budget.minFloorRatio)) &&
    (budget.maxP99 === undefined || row.p99 <= budget.maxP99) &&
    (budget.maxEventLoopMs === undefined || row.eventLoopMaxMs <= budget.maxEventLoopMs)
  );
}

/**
 * A rooms address with a stay says noindex on purpose (decision 0067: its canonical is the
 * address without the stay), which Lighthouse scores as `is-crawlable` failed. There the budget is
 * every other SEO audit passed and that one failed: a stay address that became indexable misses it.
 */
function seoCheck(row) {
  const what = `Lighthouse SEO ${row.page}`;
  if (!isStayAddress(row.page)) return { what, figure: row.seo, budget: `${LIGHTHOUSE.seo}`, met: row.seo >= LIGHTHOUSE.seo };
  const failed = row.failedAudits.filter((a) => a.startsWith('seo: '));
  return { what, figure: `${row.seo} (failed: ${failed.join(', ') || 'none'})`, budget: 'noindex (seo: is-crawlable) alone failed', met: failed.length === 1 && failed[0] === 'seo: is-crawlable' };
}

function isStayAddress(page) {
  const url = new URL(page, 'http://bench');
  return /\/rooms$/.test(url.pathname) && url.searchParams.has('checkIn');
}

/** Every budget with its figure: { what, figure, budget, met }. */
export function budgetChecks(results) {
  const checks = [];
  for (const row of results.lighthouse ?? []) {
    checks.push({ what: `Lighthouse performance ${row.page}`, figure: row.perf, budget: `≥ ${LIGHTHOUSE.perf}`, met: row.perf >= LIGHTHOUSE.perf });
    checks.push({ what: `Lighthouse accessibility ${row.page}`, figure: row.a11y, budget: `${LIGHTHOUSE.a11y}`, met: row.a11y >= LIGHTHOUSE.a11y });
    checks.push({ what: `Lighthouse best practices ${row.page}`, figure: row.bp, budget: `${LIGHTHOUSE.bp}`, met: row.bp >= LIGHTHOUSE.bp });
    checks.push(seoCheck(row));
    checks.push({ what: `LCP (lab, mobile) ${row.page}`, figure: `${row.lcpMs} ms`, budget: `≤ ${LIGHTHOUSE.lcpMs} ms`, met: row.lcpMs <= LIGHTHOUSE.lcpMs });
    checks.push({ what: `TBT (lab, mobile) ${row.page}`, figure: `${row.tbtMs} ms`, budget: `≤ ${LIGHTHOUSE.tbtMs} ms`, met: row.tbtMs <= LIGHTHOUSE.tbtMs });
  }
  if (results.firstTap) {
    const { medianMs, runs } = results.firstTap;
    checks.push({ what: 'first tap on /home: the search dialog open (slow 4G, 4× CPU)', figure: `${medianMs} ms (median of ${runs.length})`, budget: `≤ ${FIRST_TAP_MS} ms`, met: medianMs <= FIRST_TAP_MS });
  }
  if (results.firstLoad) {
    const { bytes, files } = results.firstLoad;
    checks.push({ what: 'first-load JS of /home, gzipped', figure: `${bytes.toLocaleString('en')} B in ${files} files`, budget: `≤ ${FIRST_LOAD_JS_BYTES.toLocaleString('en')} B`, met: bytes <= FIRST_LOAD_JS_BYTES });
  }
  for (const row of results.loads ?? []) {
    const met = loadBudgetMet(row);
    if (met === null) continue;
    const ratios =
      row.floorRatio === undefined
        ? `${formatRatio(row.coreRatio)} × hello per second of server CPU, ${formatRatio(row.ratio)} × in req/s`
        : `${formatRatio(row.floorCoreRatio)} × its bare route per second of server CPU, ${formatRatio(row.floorRatio)} × in req/s`;
    const figure = [`${Math.round(row.reqPerSec)} req/s with the server at ${formatCores(row.serverCores)} of a core (${ratios})`, row.total === 0 ? 'no answer within the run' : `p99 ${row.p99} ms`, row.eventLoopMaxMs != null && `event-loop block ${Math.round(row.eventLoopMaxMs)} ms`, row.failed > 0 && `${row.failed} failed answers`]
      .filter(Boolean)
      .join(', ');
    checks.push({ what: `${row.label} (${row.db}, ${row.connections} connections)`, figure, budget: loadBudgetText(row), met });
  }
  for (const q of results.jobs?.backlog.queues ?? []) {
    checks.push({ what: `${q.name}: a backlog worked off by one process (PostgreSQL)`, figure: jobsFigure(q), budget: `≥ ${JOBS_PER_SECOND} jobs/s`, met: jobsBudgetMet(q) });
  }
  if (results.changes) {
    const c = results.changes;
    const cpu = c.serverCpuPerChangeMs == null ? '' : `; the server at ${formatCores(c.serverCores)} of a core, ${c.serverCpuPerChangeMs.toFixed(1)} ms of its CPU a change, its jobs included`;
    const figure = `p50 ${c.p50} ms, p99 ${c.p99} ms (${c.changes} changes by ${c.clients} guests at once${Object.keys(c.refused).length ? `, ${Object.values(c.refused).reduce((a, b) => a + b, 0)} refused` : ''}${cpu})`;
    checks.push({ what: 'a booking change, price and apply (PostgreSQL)', figure, budget: `p99 ≤ ${CHANGE_P99_MS} ms`, met: c.p99 !== null && c.p99 <= CHANGE_P99_MS && Object.keys(c.refused).length === 0 });
  }
  if (results.channelSync) {
    const c = results.channelSync;
    checks.push({ what: 'a full sync of the demo group to the pmsXchange stand-in (PostgreSQL)', figure: channelSyncFigure(c), budget: `≤ ${CHANNEL_FULL_SYNC_SECONDS} s`, met: channelSyncBudgetMet(c) });
  }
  if (results.pgliteAlone) {
    const p = results.pgliteAlone;
    checks.push({ what: 'PGlite alone: a new folder opened as the server opens it, one question', figure: `${p.openMB.toFixed(0)} MB (shared_buffers ${p.sharedBuffers})`, budget: `≤ ${PGLITE_ALONE_MB} MB`, met: p.openMB <= PGLITE_ALONE_MB });
  }
  for (const m of results.memory ?? []) {
    checks.push({ what: `server RSS after the bench (${m.server})`, figure: `${m.rssMB.toFixed(0)} MB`, budget: `≤ ${RSS_MB} MB`, met: m.rssMB <= RSS_MB });
  }
  return checks;
}

/** The channel part (bench/channel-sync.mjs): in time, and every request answered with Success. */
export function channelSyncBudgetMet(c) {
  return c.refused === 0 && c.seconds <= CHANNEL_FULL_SYNC_SECONDS;
}

function channelSyncFigure(c) {
  return `${c.seconds.toFixed(1)} s (${c.hotels} hotels, ${c.nights.toLocaleString('en')} room-nights, ${c.rateKeys.toLocaleString('en')} plan-nights; ${c.requests} requests${c.refused ? `, ${c.refused} refused` : ''})`;
}

/** Cores a process kept busy, e.g. 0.93. */
export function formatCores(cores) {
  return cores == null || Number.isNaN(cores) ? '—' : cores.toFixed(2);
}

export function formatRatio(ratio) {
  if (ratio == null || Number.isNaN(ratio)) return '—';
  return ratio >= 0.1 ? ratio.toFixed(2) : ratio.toFixed(3);
}

/** A queue's backlog (bench/jobs.mjs): worked off at the budget's pace, every job done, none failed. */
export function jobsBudgetMet(q) {
  return q.perSecond >= JOBS_PER_SECOND && q.open === 0 && q.failed === 0;
}

function jobsFigure(q) {
  return `${q.perSecond.toFixed(1)} jobs/s (${q.done} of ${q.jobs} in ${q.seconds.toFixed(1)} s${q.open ? `, ${q.open} not done` : ''}${q.failed ? `, ${q.failed} failed` : ''})`;
}
