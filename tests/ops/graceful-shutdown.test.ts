import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { logLines, startServer, type ServerProcess } from './server-process.ts';

// Our port range for spawned servers is 3300-3339.
const PORT = 3301;
const IN_FLIGHT = 30;
const LATE = 10;
/** The paths asked while shutting down: a server-rendered page (its loaders call the API in-process) and an API call. */
const PATHS = ['/home', '/crsapi/v1/hotel/getHotelByCode?hotelCode=pro001'];
let server: ServerProcess | undefined;

/** A GET on a connection of its own (no keep-alive): sent at once, whatever else is in flight. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

afterAll(() => {
  // The server's own lines, for a failure's reader: OPS_DEBUG=1 npm run test:ops
  if (process.env.OPS_DEBUG) console.log(server?.output());
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  server?.cleanUp();
});

describe('graceful shutdown of the real server (SIGTERM)', () => {
  it('turns /readyz to 503, finishes every request in flight, stops the jobs and exits 0 with a clean log', async () => {
    server = await startServer({ port: PORT, env: { SHUTDOWN_DRAIN_MS: '3000' } });
    const { url } = server;
    expect((await get(`${url}/healthz`)).status).toBe(200);
    const received = () => logLines(server!.output()).filter((l) => l.msg === 'incoming request' && PATHS.includes((l.req as { url: string }).url)).length;

    // Requests on their own connections, all at once; SIGTERM once the server has read every one.
    const requests = Array.from({ length: IN_FLIGHT }, (_, i) => get(`${url}${PATHS[i % PATHS.length]}`));
    await expect.poll(received, { timeout: 60_000, interval: 20 }).toBe(IN_FLIGHT);
    server.child.kill('SIGTERM');

    // While draining, the load balancer is told to stop sending; the process still answers.
    await expect
      .poll(async () => {
        const readiness = await get(`${url}/readyz`);
        return { status: readiness.status, body: JSON.parse(readiness.body) as unknown };
      }, { timeout: 5000, interval: 50 })
      .toEqual({ status: 503, body: { status: 'shutting down' } });

    // Pages asked during the drain are still served, and finish after the listener has closed:
    // their loaders reach the API in-process, which stays open until every connection has ended.
    const late = Array.from({ length: LATE }, () => get(`${url}/home`));
    const results = await Promise.all([...requests, ...late]);
    expect(results.map((r) => r.status)).toEqual(Array(IN_FLIGHT + LATE).fill(200));
    expect(results.every((r) => r.body.length > 0)).toBe(true);

    expect(await server.exited).toBe(0);
    const lines = logLines(server.output());
    const messages = lines.map((l) => l.msg);
    const shutdownAt = messages.indexOf('shutdown: started; /readyz answers 503');
    expect(shutdownAt).toBeGreaterThan(0);
    expect(messages.at(-1)).toBe('shutdown: complete');
    expect(lines.slice(shutdownAt).filter((l) => l.msg === 'request completed').length).toBeGreaterThanOrEqual(LATE);
    const closingAt = messages.indexOf('shutdown: drained; closing the listener');
    expect(closingAt).toBeGreaterThan(shutdownAt);
    console.log(`graceful shutdown: ${IN_FLIGHT} requests before SIGTERM, ${LATE} during the drain, all 200; ${lines.slice(closingAt).filter((l) => l.msg === 'request completed').length} answers after the listener closed`);
    expect(lines.slice(shutdownAt).filter((l) => l.level >= 40)).toEqual([]);

    // Nothing listens any more.
    await expect(get(`${url}/healthz`)).rejects.toThrow(/ECONNREFUSED/);
  });
});
