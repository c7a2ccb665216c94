// The server's longest event-loop block, from prom-client's default metrics at /metrics (METRICS=1):
// nodejs_eventloop_lag_max_seconds is the maximum delay monitorEventLoopDelay saw since the last
// scrape (each scrape resets it), so one scrape before a run and one after it frame the run.
export async function eventLoopMaxMs(base) {
  const res = await fetch(`${base}/metrics`);
  const text = await res.text();
  const value = /^nodejs_eventloop_lag_max_seconds\s+([\d.eE+-]+)$/m.exec(text)?.[1];
  if (res.status !== 200 || value === undefined) throw new Error(`no event-loop metric at ${base}/metrics (${res.status})`);
  return Number(value) * 1000;
}
