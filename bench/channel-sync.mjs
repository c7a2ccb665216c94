// The channel part (issue 26, decision 0062): the compiled production server in demo mode on a
// PostgreSQL database of its own, and the reference pmsXchange stand-in
// (apps/server/test/helpers/pmsxchange-stand-in.ts, TypeScript, loaded through tsx) in the bench's
// process. The group administrator, through the staff API, saves a connection selling every demo
// hotel (switched off), maps every hotel's room types and rate plans, then switches it on, which
// sends the whole year (a full sync, as the switch, the button, the CLI and the nightly run do).
// The figure: from the switch's request to the stand-in's answer to the last request of that sync;
// the budget ≤ 30 s. Each request is checked by the stand-in (shape, codes, at most 500 messages)
// and must be answered with Success. The stand-in answers as soon as it has checked a request;
// BENCH_CHANNEL_ANSWER_MS makes it wait that long more, as a distant service would (requests go one
// at a time, so a full sync takes about requests × that much longer).
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { createBenchDatabase } from './postgres.mjs';
import { cpuSeconds, startServer } from './processes.mjs';
import { hotelDate } from './targets.mjs';

const STAND_IN = '../apps/server/test/helpers/pmsxchange-stand-in.ts';
const GROUP_ADMIN = { email: 'admin@demo.felton', password: 'FeltonStaff2026' };
const STAFF_SESSION_COOKIE = 'staff_session';
const CREDENTIALS = { requestorId: 'FELTON-BENCH', username: 'felton-pms', password: 'bench-channel-password' };
/** The channel's code for one of our hotels; room types and plans keep our codes. */
const channelHotel = (code) => `FEL-${code}`;
const WAIT_MS = 600_000;
const ANSWER_MS = Number(process.env.BENCH_CHANNEL_ANSWER_MS ?? 0);

export async function measureChannelSync({ port, logDir, log, own }) {
  const database = await createBenchDatabase('channels');
  own(database.drop);
  const server = await startServer({ name: 'PostgreSQL-channels', port, logDir, databaseUrl: database.url, extraEnv: { CHANNEL_ALLOWED_HOSTS: '127.0.0.1' } });
  own(() => server.stop());
  try {
    const catalogue = await readCatalogue(database.url);
    const hotels = Object.fromEntries([...catalogue].map(([code, { rooms, plans }]) => [channelHotel(code), { rooms, rates: plans }]));
    const { startPmsxchangeStandIn } = await tsImport(STAND_IN, import.meta.url);
    const standIn = await startPmsxchangeStandIn({ ...CREDENTIALS, hotels, today: () => hotelDate(0), answerDelayMs: ANSWER_MS });
    own(() => standIn.close());

    const base = server.base;
    const cookie = await signIn(base);
    const staff = (method, path, body) => call(base, cookie, method, path, body);
    const fields = { name: 'SiteMinder (bench)', endpointUrl: standIn.url, ...CREDENTIALS, hotelCodes: [...catalogue.keys()] };
    const saved = expectOk(await staff('POST', '/adminapi/v1/channels', { ...fields, enabled: false }), 'saving the connection');
    for (const [hotel, { rooms, plans }] of catalogue) {
      const mapping = { id: saved.id, hotel, hotelChannelCode: channelHotel(hotel), rooms: identity(rooms), rates: identity(plans) };
      expectOk(await staff('POST', '/adminapi/v1/channels/mapping', mapping), `mapping ${hotel}`);
    }
    const roomTypes = [...catalogue.values()].reduce((n, h) => n + h.rooms.length, 0);
    const plans = [...catalogue.values()].reduce((n, h) => n + h.rooms.length * h.plans.length, 0);
    log(`channels: server ready in ${(server.startupMs / 1000).toFixed(1)} s; ${catalogue.size} hotels, ${roomTypes} room types, ${plans} room type × plan pairs mapped; switching the connection on`);

    const cpuBefore = cpuSeconds(server.pid);
    const benchCpuBefore = process.cpuUsage();
    const started = Date.now();
    expectOk(await staff('POST', '/adminapi/v1/channels', { ...fields, id: saved.id, password: '', enabled: true }), 'switching the connection on');
    let connection;
    for (;;) {
      connection = expectOk(await staff('GET', '/adminapi/v1/channels'), 'the connections').items.find((c) => c.id === saved.id);
      if (connection.lastSuccessAt || connection.failingSince) break;
      if (Date.now() - started > WAIT_MS) throw new Error(`the full sync did not finish within ${WAIT_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const doneSeen = Date.now();
    const serverCpu = cpuSeconds(server.pid) - cpuBefore;
    const benchCpu = process.cpuUsage(benchCpuBefore);
    if (connection.failingSince) throw new Error(`the full sync failed: ${JSON.stringify(standIn.received.filter((m) => !m.ok).slice(0, 3).map((m) => m.error))}`);

    const received = standIn.received;
    const lastAnswer = Math.max(...received.map((m) => m.answeredAt ?? 0));
    const refused = received.filter((m) => !m.ok);
    const snapshot = standIn.snapshot();
    const byName = (name) => received.filter((m) => m.name === name);
    const figures = {
      hotels: catalogue.size,
      roomTypes,
      plans,
      seconds: (lastAnswer - started) / 1000,
      seenDoneSeconds: (doneSeen - started) / 1000,
      requests: received.length,
      availabilityRequests: byName('OTA_HotelAvailNotifRQ').length,
      rateRequests: byName('OTA_HotelRateAmountNotifRQ').length,
      messages: received.reduce((n, m) => n + m.items, 0),
      megabytes: received.reduce((n, m) => n + Buffer.byteLength(m.body), 0) / 1e6,
      refused: refused.length,
      nights: Object.keys(snapshot.availability).length,
      rateKeys: Object.keys(snapshot.rates).length,
      restrictionKeys: Object.keys(snapshot.restrictions).length,
      serverCpuSeconds: serverCpu,
      // The stand-in's share of the bench process's time (it parses and checks every message).
      standInCpuSeconds: (benchCpu.user + benchCpu.system) / 1e6,
      standInSeconds: received.reduce((n, m) => n + ((m.answeredAt ?? m.at) - m.at), 0) / 1000,
      answerDelayMs: ANSWER_MS,
      postgresVersion: database.version,
    };
    log(
      `channels: full sync of ${figures.nights} room-nights and ${figures.rateKeys} plan-nights in ${figures.seconds.toFixed(1)} s (${figures.requests} requests, ${figures.messages} messages, ${figures.megabytes.toFixed(1)} MB; server ${serverCpu.toFixed(1)} s of CPU, stand-in ${figures.standInSeconds.toFixed(1)} s)${refused.length ? `; ${refused.length} refused: ${refused[0].error}` : ''}`,
    );
    return figures;
  } finally {
    await server.stop();
  }
}

/** Every hotel's room types and rate plans, by hotel code (as the demo seeded them). */
async function readCatalogue(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rooms = (await client.query('select hotel_code, code from room_types order by hotel_code, code')).rows;
    const plans = (await client.query('select hotel_code, code from rate_plans order by hotel_code, code')).rows;
    const catalogue = new Map();
    for (const r of rooms) {
      const hotel = catalogue.get(r.hotel_code) ?? { rooms: [], plans: [] };
      hotel.rooms.push(r.code);
      catalogue.set(r.hotel_code, hotel);
    }
    for (const p of plans) catalogue.get(p.hotel_code)?.plans.push(p.code);
    return catalogue;
  } finally {
    await client.end();
  }
}

const identity = (codes) => Object.fromEntries(codes.map((c) => [c, c]));

async function signIn(base) {
  const response = await fetch(`${base}/adminapi/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(GROUP_ADMIN) });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${STAFF_SESSION_COOKIE}=`));
  if (!response.ok || !cookie) throw new Error(`the group administrator could not sign in: ${response.status}`);
  return cookie.split(';')[0];
}

async function call(base, cookie, method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: { cookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    envelope = { message: text.slice(0, 80) };
  }
  return { status: response.status, message: envelope.message ?? '', data: envelope.data };
}

function expectOk(answer, what) {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.message}`);
  return answer.data;
}
