// autocannon in this process against one target: a short warm-up, then the measured run.
import autocannon from 'autocannon';
import { cpuSeconds } from './processes.mjs';
import { commonHeaders } from './targets.mjs';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);

/**
 * Runs one load; answers req/s, latency percentiles (ms) and every answer that was not a 2xx.
 * fresh: a new random and timestamp on each request, as the site's pages send them. The
 * hello-world yardstick runs without (prebuilt requests are cheaper for autocannon, so its figure,
 * the divisor of every ratio, is not held down by the client). beforeRun: after the warm-up.
 * untilIdle: resolves once the server has worked off what it had accepted (processes.mjs): when
 * autocannon's time is up the server still has every request in flight to finish (a slow page at
 * 100 connections is seconds of work), and the next figure must not start behind that backlog.
 * pid: the server's process. Its CPU time from the run's start until it is idle again, and this
 * process's own (autocannon's) during the run, say which of the two was the limit: on a machine of
 * two cores the load generator can saturate its core long before the server does (decision 0084).
 */
export async function measureLoad(base, requests, { untilIdle, pid, connections = CONNECTIONS, duration = DURATION, fresh = true, beforeRun = async () => {} }) {
  const options = {
    url: base,
    connections,
    headers: commonHeaders(),
    requests: fresh
      ? requests.map((r) => ({
          ...r,
          setupRequest: (req) => ({ ...req, headers: { ...req.headers, random: String(Math.floor(Math.random() * 1e6)), timestamp: String(Date.now()) } }),
        }))
      : requests,
  };
  if (WARMUP > 0) {
    await run({ ...options, duration: WARMUP });
    await untilIdle();
  }
  await beforeRun();
  const serverBefore = cpuSeconds(pid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await run({ ...options, duration });
  const client = process.cpuUsage(clientBefore);
  await untilIdle();
  const serverCpu = cpuSeconds(pid) - serverBefore;
  const answers = result.requests.total;
  return {
    connections,
    duration,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    /** Cores the server kept busy, from the run's start until it had worked off its backlog. */
    serverCores: serverCpu / ((performance.now() - started) / 1000),
    /** Cores autocannon (this process) kept busy during the run. */
    clientCores: (client.user + client.system) / 1e6 / duration,
    /** Answers per second of the server's CPU: its throughput were it the only limit. */
    perServerCpuSecond: serverCpu > 0 ? answers / serverCpu : null,
  };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
