// bench/RESULTS.md: the machine, the date, every figure with its ratio to hello-world and the
// budget it is held to (met or missed).
import { budgetChecks, CHANNEL_FULL_SYNC_SECONDS, channelSyncBudgetMet, FIRST_LOAD_JS_BYTES, formatCores, formatRatio, JOBS_PER_SECOND, jobsBudgetMet, loadBudgetMet, loadBudgetText } from './budgets.mjs';

const mark = (met) => (met === null ? '' : met ? 'met' : '**missed**');
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

export function renderResults(results) {
  const { machine, settings } = results;
  const lines = [
    '# Benchmark results (`npm run bench`)',
    '',
    `Written by bench/run.mjs on ${results.date}${results.partial ? ` — **partial run** (${process.env.BENCH_ONLY ? `BENCH_ONLY=${results.parts.join(',')}, ` : ''}BENCH_DURATION=${settings.duration}): not for committing` : ''}.`,
    '',
    '## Machine',
    '',
    `- CPU: ${machine.cpu}, ${machine.cores} cores; memory ${machine.memoryGiB} GiB; load average at start ${machine.loadAtStart}`,
    `- Node.js ${machine.node}; ${machine.os}${results.postgresVersion ? `; PostgreSQL ${results.postgresVersion}` : ''}`,
    `- Commit ${machine.commit}`,
    '',
    '## How',
    '',
    `- autocannon ${settings.connections} connections, ${settings.duration} s per figure after a ${settings.warmup} s warm-up, from the bench process; headers of the site (channel, groupcode, a fresh random and timestamp) and \`accept-encoding: ${settings.acceptEncoding}\` on every request.`,
    '- hello-world: a bare Fastify route in its own process (bench/hello-server.mjs); every throughput ratio divides by it.',
    '- Server and bench CPU: the cores the server process kept busy (/proc/<pid>/stat, every thread) from the run\'s start until it had worked off its backlog, and the cores this process (autocannon) kept busy during the run. A figure whose bench is near 1.00 and whose server is well under it measures the load generator. The ratios the budgets hold are per second of server CPU: answers ÷ the server\'s CPU seconds, over the same for hello-world or the bare route (decision 0084).',
    `- The server: the compiled production server (apps/server/dist/main.js) under plain node, NODE_ENV=production DEMO_MODE=1 (demo data seeded into a fresh database) RATE_LIMIT=off METRICS=1, LOG_LEVEL ${settings.logLevel}, its log written to a file. PostgreSQL: a database of its own (bench_<pid>), dropped afterwards; PGlite: a fresh DATA_DIR.`,
    '- getRoomAndRate: hotel pro001, 1 room, 2 adults, 2 nights, arriving on each of the next 7 days in turn (hotel time).',
    '- /home uncached: a second server started with PAGE_CACHE=off on the same database.',
    '- After the warm-up and after each run the bench waits until the server uses under 10 % of a core over half a second (/proc/<pid>/stat): it has worked off the requests it had accepted, so no figure starts behind the previous one\'s backlog.',
    '- Event-loop block: nodejs_eventloop_lag_max_seconds at /metrics, read after the warm-up and after the run (each read resets it), so it covers the run and the working-off of its backlog.',
    '',
  ];
  if (results.loads?.length) {
    const { hello } = results;
    lines.push('## API and pages under load', '', `hello-world: **${Math.round(hello.reqPerSec)} req/s** with the server at ${formatCores(hello.serverCores)} of a core and the bench at ${formatCores(hello.clientCores)} (${perCpuSecond(hello)} answers per second of server CPU), p50 ${hello.p50} ms, p99 ${hello.p99} ms.`, '');
    lines.push(
      '| what | database | connections | req/s | server CPU | bench CPU | ÷ hello, req/s | ÷ hello, server CPU | ÷ bare route, req/s | ÷ bare route, server CPU | p50 ms | p99 ms | max ms | event-loop block ms | answers | failed | budget | |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const row of results.loads) {
      const ms = (v) => (row.total === 0 ? '—' : v);
      const floor = (ratio) => (row.floorRatio === undefined ? '' : formatRatio(ratio));
      lines.push(
        `| ${row.label} | ${row.db} | ${row.connections} | ${Math.round(row.reqPerSec)} | ${formatCores(row.serverCores)} | ${formatCores(row.clientCores)} | ${formatRatio(row.ratio)} | ${formatRatio(row.coreRatio)} | ${floor(row.floorRatio)} | ${floor(row.floorCoreRatio)} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${row.eventLoopMaxMs == null ? '' : Math.round(row.eventLoopMaxMs)} | ${row.total} | ${row.failed} | ${loadBudgetText(row)} | ${mark(loadBudgetMet(row))} |`,
      );
    }
    lines.push(
      '',
      'Latencies are of the answers received within the run: requests still waiting when it ended are not in them (— : none answered). ÷ bare route: a content read over the bare Fastify route that sends its own answer (bench/bare-answer-server.mjs), measured right after it. Server CPU and bench CPU: cores kept busy; the budgets hold the server-CPU ratios.',
      '',
    );
  }
  if (results.memory?.length) {
    lines.push('## Server memory', '', '| server | RSS after its whole run | peak RSS | started in |', '|---|---|---|---|');
    for (const m of results.memory) lines.push(`| ${m.server} | ${m.rssMB.toFixed(0)} MB | ${m.peakMB.toFixed(0)} MB | ${(m.startupMs / 1000).toFixed(1)} s (seeding included) |`);
    lines.push('', 'MB = 10⁶ bytes, from /proc/<pid>/status (VmRSS, VmHWM) of the node server process itself.', '');
  }
  if (results.lighthouse?.length) {
    const first = results.lighthouse[0];
    lines.push('## Lighthouse (mobile)', '', `Lighthouse ${first.lighthouse}, ${first.browser} (Debian Chromium, headless), default mobile profile; median of ${settings.lighthouseRuns} runs by performance score (all runs listed).`, '');
    lines.push('| page | performance (runs) | accessibility | best practices | SEO | LCP | FCP | TBT | CLS | JS transferred (files) | all transferred |', '|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of results.lighthouse) {
      lines.push(`| ${r.page} | ${r.perf} (${r.perfRuns.join(', ')}) | ${r.a11y} | ${r.bp} | ${r.seo} | ${r.lcpMs} ms | ${r.fcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${kB(r.scriptBytes)} (${r.scriptFiles}) | ${kB(r.totalBytes)} |`);
    }
    lines.push('', 'JS transferred: script bytes as Chromium received them (compressed, headers included) during the load; the budget is on the gzipped first-load JS below.', '');
    const failing = results.lighthouse.filter((r) => r.failedAudits.length);
    if (failing.length) {
      lines.push('Audits short of a full score in accessibility, best practices and SEO:', '');
      for (const r of failing) lines.push(`- ${r.page}: ${r.failedAudits.join(', ')}`);
      lines.push('');
    }
  }
  if (results.firstTap) {
    const list = results.firstTap.runs.map((r) => `${r.openMs} ms (button on screen at ${r.visibleMs} ms, ${r.taps} tap${r.taps === 1 ? '' : 's'})`).join(', ');
    lines.push('## First tap on /home', '', `bench/first-tap.mjs: Lighthouse's mobile profile applied through CDP (slow 4G, 4× CPU); a guest taps the search box's destination button as soon as it is on screen (again every 500 ms until the page takes it). Dialog open at ${list}.`, '');
  }
  if (results.firstLoad) {
    const { bytes, files, withZod } = results.firstLoad;
    lines.push('## First-load JavaScript of /home', '', `${bytes.toLocaleString('en')} B gzipped (gzip -9) in ${files} files (bench/first-load-js.mjs); zod in: ${withZod.length ? withZod.join(', ') : 'none'}.`, '');
  }
  lines.push(...jobsSection(results.jobs));
  lines.push(...channelSection(results.channelSync));
  lines.push(...limitsSection(results));
  const checks = budgetChecks(results);
  lines.push('## Budgets', '', '| budget of | figure | budget | |', '|---|---|---|---|');
  for (const c of checks) lines.push(`| ${c.what} | ${c.figure} | ${c.budget} | ${mark(c.met)} |`);
  const missed = checks.filter((c) => c.met === false).length;
  lines.push('', `${checks.length - missed} of ${checks.length} budgets met.`, '');
  if (results.errors?.length) lines.push('## Errors', '', ...results.errors.map((e) => `- ${e}`), '');
  return { markdown: lines.join('\n'), missed };
}

/** The jobs part (bench/jobs.mjs): the mail queues at a booking peak, then working off a backlog. */
function jobsSection(jobs) {
  if (!jobs) return [];
  const { peak, backlog } = jobs;
  const ms = (v) => (v === null ? '—' : v.toLocaleString('en'));
  const booked = (b) => `${b.acknowledged} acknowledged in ${b.seconds.toFixed(1)} s (${(b.acknowledged / b.seconds).toFixed(1)} bookings/s)${Object.keys(b.refused).length ? `; refused: ${Object.entries(b.refused).map(([why, n]) => `${n} × ${why}`).join(', ')}` : ''}`;
  const lines = [
    '## Background jobs: confirmations and hotel notices (PostgreSQL, one server process)',
    '',
    `The compiled server as above on a PostgreSQL database of its own, its mail sent through \`SMTP_URL\` to a local SMTP sink (bench/smtp-sink.mjs) that notes when each message is handed over. ${jobs.clients} registered members book one pay-at-hotel night each (pro001 SK, BAR: /order/checkInventory, then /order/submitOrder), one booking after another, until ${peak.bookings.wanted} are made; each owes its guest a confirmation (send-confirmation: e-mail and SMS) and its hotel a notice (send-notice: e-mail).`,
    '',
    `**At a booking peak** (mail server up): ${booked(peak.bookings)}. The queues share the process with the bookings (${(peak.serverCpu * 100).toFixed(0)} % of a core from the burst's start until the queues were empty) and cannot go faster than the bookings come.`,
    '',
    '| queue | jobs | done | failed | not done | first queued → last done | jobs/s | most waiting | most running | queued → started p50 / p95 / max ms | run p50 / p95 ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...peak.queues.map(
      (q) =>
        `| ${q.name} | ${q.jobs} | ${q.done} | ${q.failed} | ${q.open} | ${q.seconds.toFixed(1)} s | ${q.perSecond.toFixed(1)} | ${q.mostWaiting} | ${q.mostRunning} | ${ms(q.waitBeforeStart.p50)} / ${ms(q.waitBeforeStart.p95)} / ${ms(q.waitBeforeStart.max)} | ${ms(q.run.p50)} / ${ms(q.run.p95)} |`,
    ),
    '',
    `Confirmation mail, from the booking's acknowledgement (the submitOrder answer received) to the message handed to the SMTP sink: **p50 ${ms(peak.mail.p50)} ms, p95 ${ms(peak.mail.p95)} ms, max ${ms(peak.mail.max)} ms** over ${peak.mail.matched} bookings${peak.mail.missing ? `; ${peak.mail.missing} had not arrived ${jobs.waitSeconds} s after the burst` : ''} (matched by the order number in each booking's e-mail address).`,
    '',
    `**Working off a backlog** (the budget): the same again with the mail server down, ${booked(backlog.bookings)}; every send failed once and waited for its retry (30 s). The server was stopped, started again once every retry was due, and worked the backlog off with nothing else to do (${(backlog.serverCpu * 100).toFixed(0)} % of a core from its answering until the queues were empty). Jobs/s: jobs done ÷ (last done − first started); ${backlog.mail.matched} of ${backlog.bookings.acknowledged} confirmations arrived.`,
    '',
    '| queue | jobs | done | failed | not done | first started → last done | jobs/s | run p50 / p95 ms | budget | |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...backlog.queues.map(
      (q) => `| ${q.name} | ${q.jobs} | ${q.done} | ${q.failed} | ${q.open} | ${q.seconds.toFixed(1)} s | ${q.perSecond.toFixed(1)} | ${ms(q.run.p50)} / ${ms(q.run.p95)} | ≥ ${JOBS_PER_SECOND} jobs/s | ${mark(jobsBudgetMet(q))} |`,
    ),
    '',
    'From pg-boss\'s rows of each job (created_on, started_on, completed_on); most waiting (due) and running: sampled every 200 ms. Both queues run at once in the one process.',
    '',
  ];
  return lines;
}

/** The channel part (bench/channel-sync.mjs): a full sync of the demo group to the pmsXchange stand-in. */
function channelSection(c) {
  if (!c) return [];
  return [
    '## Channel manager: a full sync of the demo group (PostgreSQL, one server process)',
    '',
    `The compiled server as above on a PostgreSQL database of its own; the reference pmsXchange stand-in (apps/server/test/helpers/pmsxchange-stand-in.ts) in the bench's process, checking every message as the tests do. The group administrator maps every hotel's room types and rate plans (${c.hotels} hotels, ${c.roomTypes} room types, ${c.plans} room type × plan pairs) through the staff API and switches the connection on, which sends the year: availability per room type, restrictions and prices per room type and plan, 365 nights, one request at a time.`,
    '',
    '| from the switch to the last answer | requests (availability and restrictions / rates) | messages | sent | room-nights | plan-nights | server CPU | stand-in | budget | |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| **${c.seconds.toFixed(1)} s** | ${c.requests} (${c.availabilityRequests} / ${c.rateRequests}) | ${c.messages.toLocaleString('en')} | ${c.megabytes.toFixed(1)} MB | ${c.nights.toLocaleString('en')} | ${c.rateKeys.toLocaleString('en')} | ${c.serverCpuSeconds.toFixed(1)} s | ${c.standInSeconds.toFixed(1)} s | ≤ ${CHANNEL_FULL_SYNC_SECONDS} s | ${mark(channelSyncBudgetMet(c))} |`,
    '',
    `Server CPU: the server process's CPU time (/proc/<pid>/stat) from the switch until the connection showed its success; stand-in: the time it spent between reading each request and answering it (parsing and checking the XML${c.answerDelayMs ? `, and a wait of ${c.answerDelayMs} ms before each answer (BENCH_CHANNEL_ANSWER_MS)` : ''}), in the bench's process${c.refused ? `; **${c.refused} requests were refused**` : '; every request was answered with Success'}.`,
    '',
  ];
}

/** Answers per second of a server's CPU, rounded: its throughput were it the only limit. */
function perCpuSecond(figure) {
  return figure.perServerCpuSecond == null ? '—' : Math.round(figure.perServerCpuSecond).toLocaleString('en');
}

/**
 * The measurements behind the missed budgets (bench/limits.mjs), taken in this same run: each
 * says what a budget is up against, so the reason for a miss is measured, not asserted.
 */
function limitsSection(results) {
  const rows = [];
  const load = (db, target) => results.loads?.find((row) => row.db === db && row.target === target);
  const floors = Object.entries(results.bareAnswers ?? {}).flatMap(([name, bare]) => {
    const ours = load('PostgreSQL', name);
    return ours
      ? [
          `${name} ${perCpuSecond(ours)} of ${perCpuSecond(bare)} answers per second of server CPU, ${formatRatio(ours.floorCoreRatio)} (${Math.round(ours.reqPerSec)} of ${Math.round(bare.reqPerSec)} req/s with the servers at ${formatCores(ours.serverCores)} and ${formatCores(bare.serverCores)} of a core, the bench at ${formatCores(ours.clientCores)} and ${formatCores(bare.clientCores)}; its answer ${bare.bytes.toLocaleString('en')} B, ${bare.encoding})`,
        ]
      : [];
  });
  if (floors.length) {
    rows.push(
      `- **Content reads.** Each against a bare Fastify route that parses the request and sends that read's own answer (the same bytes and headers) and nothing else, measured right after it: ${floors.join('; ')}. A cached read's answer is kept as bytes per encoding with its ETag (decision 0081); the rest is what every API request goes through (request id and its async context, the site's header checks, body validation, security headers, metrics, the log's child logger, the read cache lookup).`,
    );
  }
  const one = load('PostgreSQL', 'home-uncached-1');
  if (one?.perServerCpuSecond && results.hello?.perServerCpuSecond) {
    const budgetMs = 1000 / (0.02 * results.hello.perServerCpuSecond);
    rows.push(
      `- **Uncached /home.** One request at a time, a render of /home takes ${one.p50} ms at p50 (${Math.round(one.reqPerSec)} req/s on one connection), ${(1000 / one.perServerCpuSecond).toFixed(1)} ms of server CPU a page. The 0.02 × budget is ${budgetMs.toFixed(2)} ms of server CPU a page.`,
    );
  }
  if (results.lighthouseNoJs?.length) {
    const list = results.lighthouseNoJs.map((r) => `${r.page.replace(/\?.*/, '?…')} ${r.lcpMs} ms (FCP ${r.fcpMs} ms, performance ${r.perf})`).join('; ');
    rows.push(`- **LCP with every script blocked** (one Lighthouse run a page, the HTML, CSS and images alone): ${list}. The difference from the table above is the JavaScript on the paint's path.`);
  }
  if (results.lighthouseDevtools?.length) {
    const list = results.lighthouseDevtools.map((r) => `${r.page.replace(/\?.*/, '?…')} ${r.lcpMs} ms (FCP ${r.fcpMs} ms, performance ${r.perf})`).join('; ');
    rows.push(
      `- **LCP in a throttled Chromium** (one Lighthouse run a page with DevTools throttling: the same phone, network and CPU applied to the browser, not simulated): ${list}. Lighthouse's default simulates the load from an unthrottled one, and counts every script that had arrived before the paint there as on the paint's path (decision 0082).`,
    );
  }
  if (results.firstLoad?.frameworkBytes) {
    rows.push(
      `- **First-load JS.** The client entry's file, React, React DOM and React Router (the build's \`framework\` group), is ${results.firstLoad.frameworkBytes.toLocaleString('en')} B gzipped of the ${results.firstLoad.bytes.toLocaleString('en')} B; the ${FIRST_LOAD_JS_BYTES.toLocaleString('en')} B budget leaves ${Math.max(0, FIRST_LOAD_JS_BYTES - results.firstLoad.frameworkBytes).toLocaleString('en')} B for the page itself.`,
    );
  }
  if (results.pgliteAlone) {
    const p = results.pgliteAlone;
    rows.push(
      `- **PGlite RSS.** A Node process that only opens PGlite in a new folder as the server does (initdb in a child process first) and asks one question: ${p.openMB.toFixed(0)} MB RSS (${p.nodeMB.toFixed(0)} MB before opening it); its shared_buffers is ${p.sharedBuffers}. That is the embedded database's own memory before the server holds anything (decision 0083).`,
    );
  }
  if (!rows.length) return [];
  return ['## What the missed budgets are up against (measured in this run)', '', ...rows, ''];
}
