// npm run security:sqlmap — Debian's sqlmap against the API on loopback (decision 0030).
//
// Installs nothing: needs `sqlmap` on the PATH (`apt-get install sqlmap`). Starts a demo server
// (production build, DEMO_MODE=1) on its own port and a fresh embedded database, signs in the
// demo member (usertoken header) and the demo administrator (staff_session cookie), then runs
// sqlmap in batch mode against representative GET query parameters and JSON bodies, one target
// after the other, and prints a table: parameters tested, HTTP requests, 5xx answers, verdict.
// Exits 1 when sqlmap finds an injection point or the server answered 5xx.
//
//   npm run security:sqlmap                       # every target, sqlmap level 1 / risk 1
//   SQLMAP_LEVEL=3 SQLMAP_RISK=2 npm run security:sqlmap
//   SQLMAP_PORT=3430 (default)  SQLMAP_ONLY=news  (targets whose name contains it)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild, ROOT } from '../web-build.mjs';

const PORT = Number(process.env.SQLMAP_PORT ?? 3430);
const LEVEL = process.env.SQLMAP_LEVEL ?? '1';
const RISK = process.env.SQLMAP_RISK ?? '1';
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO_MEMBER = { mobile: '13800138000', Pwd: 'Demo1234', mode: 2 };
const DEMO_ADMIN = { email: 'admin@demo.felton', password: 'FeltonStaff2026' };

if (spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).status !== 0) {
  console.error('sqlmap is not installed: `apt-get install sqlmap` (Debian), then run this again.');
  process.exit(2);
}
ensureWebBuild();

const work = mkdtempSync(path.join(os.tmpdir(), 'hotel-sqlmap-'));
const dataDir = path.join(work, 'data');
// Always the embedded database in its own folder, whatever DATABASE_URL says.
const { DATABASE_URL: _ignored, ...env } = process.env;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  env: { ...env, NODE_ENV: 'production', DEMO_MODE: '1', LOG_LEVEL: 'warn', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
server.stdout.on('data', (chunk) => (serverLog += chunk));
server.stderr.on('data', (chunk) => (serverLog += chunk));
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', () => {
  stop();
  rmSync(work, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server stopped:\n${serverLog}`);
    try {
      if ((await fetch(`${BASE}/crsapi/v1/hotel/getGroupCities`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer within 2 minutes:\n${serverLog}`);
}

async function postJson(url, body, headers = {}) {
  const response = await fetch(`${BASE}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

const started = Date.now();
await waitForServer();
const token = (await (await postJson('/crsapi/v1/user/login', DEMO_MEMBER)).json()).data.token;
const orders = (await (await postJson('/crsapi/v1/order/getAllOrder', { state: 100, count: 5 }, { usertoken: token })).json()).data;
const orderId = (Array.isArray(orders) ? orders : (orders.list ?? orders.orders ?? []))[0]?.id ?? 1;
const staffCookie = (await postJson('/adminapi/v1/auth/login', DEMO_ADMIN)).headers.get('set-cookie').split(';')[0];
const newsId = (await (await fetch(`${BASE}/cms/newslist.aspx?sid=18&pageIndex=1&pageSize=6`)).json()).data.list[0]?.newid ?? 199;
const checkIn = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const checkOut = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

/** name, method, path (with query for GET), JSON body, extra headers. */
const targets = [
  { name: 'hotel info (POST JSON)', url: '/crsapi/v1/hotel/getHotelInfo', data: { HotelCode: 'pro001' } },
  { name: 'city hotels (GET query)', url: '/crsapi/v1/hotel/getCityHotel?HotelCode=pro018' },
  { name: 'offer detail (GET query)', url: '/crsapi/v1/hotel/getsaledetail?id=1' },
  {
    name: 'room search (POST JSON)',
    url: '/crsapi/v1/hotel/getRoomAndRate',
    data: { HotelCode: 'pro001', CheckIn: checkIn, CheckOut: checkOut, RoomTypeCode: '', roomNum: 1, adultNum: 2, childrenNum: 0, discountType: '', discountCode: 'CORP2026' },
  },
  { name: 'news list (GET query)', url: '/cms/newslist.aspx?sid=18&pageIndex=1&pageSize=6' },
  { name: 'news item (GET query)', url: `/cms/shownews.aspx?sid=${newsId}` },
  { name: 'order detail, member (GET query, usertoken)', url: `/crsapi/v1/order/getOrderDetail?orderId=${orderId}`, headers: [`usertoken: ${token}`] },
  { name: 'order list, member (POST JSON, usertoken)', url: '/crsapi/v1/order/getAllOrder', data: { state: 100, count: 20, orderNo: 'FO2026' }, headers: [`usertoken: ${token}`] },
  { name: 'staff order search (GET query, staff cookie)', url: '/adminapi/v1/orders/search?hotel=pro001&q=yamada&state=0', cookie: staffCookie },
  { name: 'staff member search (GET query, staff cookie)', url: '/adminapi/v1/members/search?q=13800138000', cookie: staffCookie },
].filter((t) => !process.env.SQLMAP_ONLY || t.name.includes(process.env.SQLMAP_ONLY));

function runSqlmap(target, index) {
  const traffic = path.join(work, `traffic-${index}.txt`);
  const args = ['-u', `${BASE}${target.url}`, '--batch', '--flush-session', '--disable-coloring', `--level=${LEVEL}`, `--risk=${RISK}`, '--dbms=PostgreSQL', `--output-dir=${path.join(work, 'out')}`, '-t', traffic];
  if (target.data) args.push(`--data=${JSON.stringify(target.data)}`, '-H', 'Content-Type: application/json');
  for (const header of target.headers ?? []) args.push('-H', header);
  // The session itself is not a target: a tampered one is a 401, which stops sqlmap (level ≥ 2 tests cookies).
  if (target.cookie) args.push(`--cookie=${target.cookie}`, `--skip=${target.cookie.split('=')[0]}`);
  const t0 = Date.now();
  const result = spawnSync('sqlmap', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const out = `${result.stdout}\n${result.stderr}`;
  const requests = existsSync(traffic) ? (readFileSync(traffic, 'utf8').match(/^HTTP request \[#\d+\]/gm) ?? []).length : 0;
  const errors = [...out.matchAll(/HTTP error codes detected during run:\s*\n?(.*)/g)].map((m) => m[1].trim()).join('; ');
  const fivexx = [...errors.matchAll(/5\d\d \([^)]*\) - (\d+) times/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  const tested = new Set([...out.matchAll(/testing if (?:\(custom\) )?(?:GET|POST|\(custom\) POST|JSON) parameter '([^']+)' is dynamic|(?:GET|POST|JSON) parameter '([^']+)' does not seem to be injectable/g)].map((m) => m[1] ?? m[2]));
  const vulnerable = /sqlmap identified the following injection point|is vulnerable\./.test(out);
  const clean = /all tested parameters do not appear to be injectable/.test(out);
  return { name: target.name, seconds: Math.round((Date.now() - t0) / 1000), requests, parameters: [...tested].join(', '), fivexx, errors, verdict: vulnerable ? 'INJECTABLE' : clean ? 'not injectable' : 'inconclusive', out };
}

console.log(`sqlmap ${/\d+\.\d+[\w.#]*/.exec(spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).stdout)?.[0] ?? '?'} · level ${LEVEL} risk ${RISK} · ${BASE} · ${targets.length} targets`);
const results = [];
for (const [index, target] of targets.entries()) {
  const result = runSqlmap(target, index);
  results.push(result);
  console.log(`${result.verdict.padEnd(14)} ${String(result.requests).padStart(5)} requests ${String(result.seconds).padStart(4)} s  5xx: ${result.fivexx}  ${result.name}  [${result.parameters}]${result.errors ? `  (${result.errors})` : ''}`);
  if (result.verdict !== 'not injectable' || process.env.SQLMAP_VERBOSE) console.log(result.out.split('\n').filter((l) => /\[(WARNING|ERROR|CRITICAL)\]|injection point|Parameter:|Type:|Payload:/.test(l)).join('\n'));
}
const total = results.reduce((sum, r) => sum + r.requests, 0);
const failed = results.filter((r) => r.verdict === 'INJECTABLE' || r.fivexx > 0);
console.log(`\n${results.length} targets, ${total} requests, ${Math.round((Date.now() - started) / 1000)} s: ${results.filter((r) => r.verdict === 'INJECTABLE').length} injectable, ${results.reduce((s, r) => s + r.fivexx, 0)} answers 5xx, ${results.filter((r) => r.verdict === 'inconclusive').length} inconclusive.`);
stop();
process.exit(failed.length ? 1 : 0);
