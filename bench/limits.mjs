// What the missed budgets are up against, measured in the same run: issue 12 asks, for a budget
// that cannot be met, for the measurements that show why and what would meet it.
//   - the content reads' floor: a bare Fastify route sending getHotelInfo's own answer (bare-answer-server.mjs);
//   - one uncached page at a time: what a single render of /home costs (run.mjs, 1 connection);
//   - LCP without JavaScript: Lighthouse with every script blocked (lighthouse.mjs);
//   - the framework's share of the first-load JS (first-load-js.mjs);
//   - PGlite alone: a process that only opens the embedded database (pglite-alone.mjs).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { commonHeaders } from './targets.mjs';

/** Headers that describe the connection or are set again by the bare route itself. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * One answer of the server exactly as sent (compressed bytes and headers; fetch would decode
 * it), written to `file` for bare-answer-server.mjs.
 */
export async function captureAnswer(base, request, file) {
  const url = new URL(request.path, base);
  const headers = { ...commonHeaders(), random: '123456', timestamp: String(Date.now()), ...request.headers };
  const { status, raw, body } = await new Promise((resolve, reject) => {
    const req = http.request(url, { method: request.method ?? 'GET', headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, raw: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(request.body);
  });
  if (status !== 200) throw new Error(`${request.path} answered ${status}`);
  const kept = Object.fromEntries(Object.entries(raw).filter(([name]) => !HOP_HEADERS.has(name)));
  writeFileSync(file, JSON.stringify({ headers: kept, body: body.toString('base64') }));
  return { bytes: body.length, encoding: raw['content-encoding'] ?? 'identity' };
}

/** RSS of a process that only opens PGlite in the new folder `dir` as the server does (MB), and its shared_buffers. */
export function pgliteAlone(dir) {
  const out = execFileSync(process.execPath, [path.join(import.meta.dirname, 'pglite-alone.mjs'), dir], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop());
}
