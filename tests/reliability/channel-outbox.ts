/**
 * Channel outbox suite (issue 26, decision 0062): "on PGlite and on PostgreSQL with two server
 * processes, each outbox row is sent once, in order". `npm run test:channel-outbox`
 * (`-- --only=postgres` or `--only=pglite`; RELIABILITY_PG_URL names the PostgreSQL server;
 * CHANNEL_OUTBOX_SECONDS how long the changes go on, default 40). Exits 1 when an expectation
 * fails; prints the figures either way.
 *
 * Set-up. The reference pmsXchange stand-in (apps/server/test/helpers/pmsxchange-stand-in.ts) answers
 * every request after ANSWER_DELAY_MS, as a real service takes its time, and keeps what each
 * message wrote. Real server processes run on one fresh database: two on PostgreSQL; one on PGlite,
 * whose data folder one process owns, so there the senders that meet are those of one process
 * (send-channel jobs, the minute's sweep, a full sync started by the manager's button), not two
 * processes. The group administrator connects pro001 to the stand-in through the staff API (every
 * room type, plans BAR and ADV) and switches it on: one full sync, waited for.
 *
 * The changes, for CHANNEL_OUTBOX_SECONDS, in waves of WAVE_MS: four writers edit nights through
 * POST /adminapi/v1/rates/bulk, each edit on the other process than the one before, while guests
 * book (hold, then pay-at-hotel order) other nights through both processes. Every commit is heard
 * by both processes' change feeds, which queue send-channel jobs that workers of both processes
 * take at once. Between two waves everything stops until nothing is owed; then the hotel manager
 * presses "full sync" (a second sender holding the connection for a while) and, as soon as its
 * first request has arrived, the next wave starts: its sends meet the full sync. A full sync
 * started when nothing is owed claims no outbox row.
 *
 * The values are chosen so that their committed order can be read back from each value:
 * - an edited ("staff") night starts at 20 rooms and price 500, and its writer's k-th edit sets
 *   rooms 20 + k, price 500 + 7k and stop-sell on odd k; one writer owns the night and edits one
 *   after another, so the committed rooms and price only grow;
 * - a booked ("guest") night is never edited and no booking of the run is cancelled or left to
 *   expire, so its rooms left only fall.
 *
 * Once nothing is owed (no channel_outbox row pending or sending, every request answered), with
 * R(n) = the outbox rows of the connection for room-night n and, over the requests the stand-in
 * received after the first full sync, C(n) = availability messages (BookingLimit) for n sent by a
 * send of changes and F(n) = those sent by a full sync (the run of each request is the sync log's,
 * matched by EchoToken), the expectations are:
 *  (a) one at a time: no request of the connection arrived while another was in flight
 *      (`overlapping` 0 on every request);
 *  (b) each row sent once: every row is 'sent', sent_at ≥ created_at, attempts 0 (no request
 *      failed), every request was answered with Success, and for every mapped room-night
 *      C(n) = R(n) and F(n) = the full syncs pressed; so the messages a night got never exceed its
 *      rows plus the full syncs, and every row had its message. A send of changes covers each
 *      night it claimed in exactly one availability message and no full sync claimed a row, so a
 *      row sent twice, or marked sent without its message, breaks it;
 *  (c) in order: from the first full sync on, for every staff night the BookingLimit and each
 *      plan's amount received never go down, and for every guest night the BookingLimit never goes
 *      up (no older value arrives after a newer one); at the end the stand-in holds exactly what a
 *      fresh full sync of a second connection sends to a second stand-in (availability,
 *      restrictions, rates, every mapped room type and plan, the whole year), and the staff nights
 *      hold their writer's last edit in the database.
 *
 * Seen failing: with the lease check taken out of connection.repository.ts's `lease` (any sender
 * takes the connection; tried in a separate worktree), PostgreSQL gave 575 requests that arrived
 * while another was in flight and rooms going back on the channel (SK 22 → 21), PGlite 34 and 44
 * in two runs and prices going back (DK/ADV 680 → 674). (b) held even so: a claim skips locked
 * rows, so two senders never claim one row; what breaks is the order. With the lease, none.
 */
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { roomNights } from '@hotel/db/schema/inventory';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { NO_RESTRICTIONS } from '@hotel/shared/restrictions';
import { STAFF_SESSION_COOKIE } from '@hotel/shared/schemas/admin/auth';
import { startPmsxchangeStandIn, type PmsxchangeStandIn, type StandInSnapshot } from '../../apps/server/test/helpers/pmsxchange-stand-in.ts';
import { holdRooms, request, signInManager, submitOrder, Tally } from './lib/api.ts';
import { createGuests, freshPglite, freshPostgres, prepare, type Guest, type RunDatabase } from './lib/database.ts';
import { rows } from './lib/invariants.ts';
import { ensureWebBuild, sleep } from './lib/processes.ts';
import { Check, pool, printSummary, seconds, ServerSet } from './lib/run.ts';

const RUN_SECONDS = Number(process.env.CHANNEL_OUTBOX_SECONDS ?? 40);
/** Changes go on this long, then stop until nothing is owed, and a full sync starts the next wave. */
const WAVE_MS = 4000;
const PORTS = { postgres: [3491, 3492], pglite: [3493] };
const HOTEL = 'pro001';
const CHANNEL_HOTEL = 'FEL-HZ1';
/** The plans sold on the channel (every room type is). */
const PLANS = ['BAR', 'ADV'];
const roomCode = (ours: string) => `R-${ours}`;
const rateCode = (ours: string) => `P-${ours}`;
const CREDENTIALS = { requestorId: 'FELTON', username: 'felton-pms', password: 'pw-outbox-suite' };
/** How long the stand-in takes to answer: long enough that two senders' requests would meet. */
const ANSWER_DELAY_MS = 25;
/** How long the suite waits, after the last change, for nothing to be owed (the sweep runs every minute). */
const DRAIN_TIMEOUT_MS = 180_000;
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];
const STAFF_ROOMS = 20;
const STAFF_PRICE = 500;
const PRICE_STEP = 7;
/** A writer's last edit: rooms to sell stop at 999 (RATES_LIMITS), and rooms must only grow. */
const MAX_EDITS = 999 - STAFF_ROOMS;
/** A writer's pause between two edits. */
const EDIT_PAUSE_MS = 25;
/** Each writer owns a room type's nights (days from today) and edits them again and again. */
const WRITERS = [
  { roomType: 'SK', from: 10, to: 16 },
  { roomType: 'ST', from: 10, to: 16 },
  { roomType: 'DK', from: 12, to: 18 },
  { roomType: 'DT', from: 14, to: 22 },
];
/** The guests' nights: these room types, these days, never edited. */
const GUEST_ROOMS = ['EX', 'SU'];
const GUEST_FROM = 30;
const GUEST_NIGHTS = 10;
const GUEST_ROOMS_TO_SELL = 100;
const GUESTS = Number(process.env.CHANNEL_OUTBOX_GUESTS ?? 300);
const BOOKERS_AT_ONCE = 6;

const today = hotelToday();
const day = (n: number) => addDays(today, n);

/**
 * Lets the run's writers and guests go on, or holds them: `close()` waits for those already past it
 * to finish what they started; `enter()` waits while it is closed.
 */
class Gate {
  private inside = 0;
  private opened: Promise<void> = Promise.resolve();
  private openIt: () => void = () => {};
  private emptied: (() => void) | null = null;

  async enter(): Promise<void> {
    // Closed while waiting for the promise it had: wait for the new one.
    for (let opened = this.opened; ; opened = this.opened) {
      await opened;
      if (opened === this.opened) break;
    }
    this.inside++;
  }

  leave(): void {
    this.inside--;
    if (this.inside === 0) this.emptied?.();
  }

  async close(): Promise<void> {
    this.opened = new Promise((resolve) => (this.openIt = resolve));
    if (this.inside > 0) await new Promise<void>((resolve) => (this.emptied = resolve));
    this.emptied = null;
  }

  open(): void {
    this.openIt();
  }
}

interface Figures {
  label: string;
  ms: number;
  lines: string[];
  tally: Tally;
}

interface ConnectionSummary {
  id: number;
  name: string;
  enabled: boolean;
  lastSuccessAt: string | null;
  failingSince: string | null;
  owed: number;
}

/** The group administrator (or anyone of DEMO_STAFF) signed in through the staff API, as a browser on the site does. */
async function signIn(base: string, role: (typeof DEMO_STAFF)[number]['role']): Promise<string> {
  const person = DEMO_STAFF.find((s) => s.role === role)!;
  const response = await fetch(`${base}/adminapi/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: person.email, password: DEMO_STAFF_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${STAFF_SESSION_COOKIE}=`));
  if (!response.ok || !cookie) throw new Error(`${person.email} could not sign in: ${response.status}`);
  return cookie.split(';')[0]!;
}

const staff = <T = unknown>(base: string, cookie: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  request<T>(base, method, path, { headers: { cookie, origin: base }, ...(body === undefined ? {} : { body }) });

async function connections(base: string, cookie: string): Promise<ConnectionSummary[]> {
  const answer = await staff<{ items: ConnectionSummary[] }>(base, cookie, 'GET', '/adminapi/v1/channels');
  if (answer.status !== 200) throw new Error(`GET /adminapi/v1/channels: ${answer.status} ${answer.message}`);
  return answer.data.items;
}

/**
 * A connection to the stand-in as the group administrator makes one: saved switched off, pro001's
 * mapping saved, then switched on (which sends the whole year); answers once that full sync is done.
 */
async function connectThroughStaffApi(base: string, cookie: string, name: string, standIn: PmsxchangeStandIn, roomTypes: string[]): Promise<number> {
  const fields = { name, endpointUrl: standIn.url, ...CREDENTIALS, hotelCodes: [HOTEL] };
  const saved = await staff<{ id: number }>(base, cookie, 'POST', '/adminapi/v1/channels', { ...fields, enabled: false });
  if (saved.status !== 200) throw new Error(`saving connection ${name}: ${saved.status} ${saved.message}`);
  const id = saved.data.id;
  const mapping = await staff(base, cookie, 'POST', '/adminapi/v1/channels/mapping', {
    id,
    hotel: HOTEL,
    hotelChannelCode: CHANNEL_HOTEL,
    rooms: Object.fromEntries(roomTypes.map((r) => [r, roomCode(r)])),
    rates: Object.fromEntries(PLANS.map((p) => [p, rateCode(p)])),
  });
  if (mapping.status !== 200) throw new Error(`saving ${name}'s mapping: ${mapping.status} ${mapping.message}`);
  const on = await staff(base, cookie, 'POST', '/adminapi/v1/channels', { ...fields, id, password: '', enabled: true });
  if (on.status !== 200) throw new Error(`switching ${name} on: ${on.status} ${on.message}`);
  const until = Date.now() + 120_000;
  for (;;) {
    const connection = (await connections(base, cookie)).find((c) => c.id === id);
    if (connection?.failingSince) throw new Error(`${name}'s full sync failed (see the sync log)`);
    if (connection?.lastSuccessAt && standIn.received.every((m) => m.answeredAt !== null)) return id;
    if (Date.now() > until) throw new Error(`${name}'s full sync did not finish within 2 minutes`);
    await sleep(200);
  }
}

/** Availability keys (`hotel|room|date`) and rate keys (`hotel|room|rate|date`) as the stand-in keeps them. */
const availabilityKey = (roomType: string, date: string) => `${CHANNEL_HOTEL}|${roomCode(roomType)}|${date}`;
const rateKey = (roomType: string, plan: string, date: string) => `${CHANNEL_HOTEL}|${roomCode(roomType)}|${rateCode(plan)}|${date}`;

/** A snapshot without the nights before the hotel's today (a run across its midnight no longer sends yesterday). */
function fromToday(snapshot: StandInSnapshot): StandInSnapshot {
  const now = hotelToday();
  const keep = <V>(entries: Record<string, V>) => Object.fromEntries(Object.entries(entries).filter(([key]) => key.slice(-10) >= now));
  return { availability: keep(snapshot.availability), restrictions: keep(snapshot.restrictions), rates: keep(snapshot.rates) };
}

/** Where two snapshots differ, a few keys of each part (empty: equal). */
function differences(a: StandInSnapshot, b: StandInSnapshot): string[] {
  const out: string[] = [];
  for (const part of ['availability', 'restrictions', 'rates'] as const) {
    const keys = new Set([...Object.keys(a[part]), ...Object.keys(b[part])]);
    const differing = [...keys].filter((k) => JSON.stringify(a[part][k]) !== JSON.stringify(b[part][k]));
    if (differing.length) out.push(`${part}: ${differing.length} keys differ, e.g. ${differing.slice(0, 3).map((k) => `${k} ${JSON.stringify(a[part][k])} vs ${JSON.stringify(b[part][k])}`).join('; ')}`);
  }
  return out;
}

/** Keys whose values, in the order they arrived, go the wrong way once (`ok(previous, next)` false). */
function outOfOrder(sequences: Map<string, number[]>, ok: (previous: number, next: number) => boolean): string[] {
  const broken: string[] = [];
  for (const [key, values] of sequences) {
    const at = values.findIndex((v, i) => i > 0 && !ok(values[i - 1]!, v));
    if (at > 0) broken.push(`${key}: … ${values.slice(Math.max(0, at - 3), at + 2).join(' → ')} …`);
  }
  return broken;
}

async function runOn(database: RunDatabase, ports: number[], check: Check): Promise<Figures> {
  const label = `${database.kind} × ${ports.length} process${ports.length > 1 ? 'es' : ''}`;
  console.log(`\n== channel outbox on ${label} ==`);
  const tally = new Tally();
  const lines: string[] = [];
  const started = Date.now();

  // The database: the demo group, nothing sold; the staff nights at 20 rooms and 500 CNY with no
  // restriction, the guests' nights at 100 rooms. No connection yet, so nothing is owed.
  const setup = await database.open();
  let roomTypes: string[];
  let guests: Guest[];
  try {
    await prepare(setup);
    roomTypes = (await rows<{ code: string }>(setup.db, sql`select code from room_types where hotel_code = ${HOTEL} order by code`)).map((r) => r.code);
    const n = roomNights;
    for (const w of WRITERS) {
      await setup.db
        .update(n)
        .set({ totalRooms: STAFF_ROOMS, price: STAFF_PRICE, ...NO_RESTRICTIONS })
        .where(and(eq(n.hotelCode, HOTEL), eq(n.roomTypeCode, w.roomType), between(n.stayDate, day(w.from), day(w.to))));
    }
    await setup.db
      .update(n)
      .set({ totalRooms: GUEST_ROOMS_TO_SELL, ...NO_RESTRICTIONS })
      .where(and(eq(n.hotelCode, HOTEL), inArray(n.roomTypeCode, GUEST_ROOMS), between(n.stayDate, day(GUEST_FROM), day(GUEST_FROM + GUEST_NIGHTS - 1))));
    guests = await createGuests(setup.db, GUESTS);
  } finally {
    await setup.close();
  }

  const standIn = await startPmsxchangeStandIn({
    ...CREDENTIALS,
    hotels: { [CHANNEL_HOTEL]: { rooms: roomTypes.map(roomCode), rates: PLANS.map(rateCode) } },
    today: () => hotelToday(),
    answerDelayMs: ANSWER_DELAY_MS,
    recordWrites: true,
  });
  const twin = await startPmsxchangeStandIn({ ...CREDENTIALS, hotels: { [CHANNEL_HOTEL]: { rooms: roomTypes.map(roomCode), rates: PLANS.map(rateCode) } }, today: () => hotelToday() });
  const set = new ServerSet(database, ports.map((p) => `channel-outbox-${database.kind}-${p}`), ports, { CHANNEL_ALLOWED_HOSTS: '127.0.0.1' });
  await set.start();
  try {
    const admin = await signIn(set.url(0), 'group_admin');
    const syncStart = Date.now();
    const id = await connectThroughStaffApi(set.url(0), admin, 'SiteMinder', standIn, roomTypes);
    const baseline = standIn.received.length;
    lines.push(`connection switched on through the staff API: its full sync, ${baseline} requests, in ${seconds(Date.now() - syncStart)}`);

    // Nothing owed: no row pending or sending, every request answered, the stand-in quiet a moment.
    const owedNow = async () => {
      if (database.kind === 'postgres') {
        return set.withDatabase(async ({ db }) => (await rows<{ n: number }>(db, sql`select count(*)::int as n from channel_outbox where connection_id = ${id} and state <> 'sent'`))[0]!.n);
      }
      // PGlite: the harness cannot read the folder while the server owns it; the staff API says
      // what is pending, and a sender holding rows would be sending them (the stand-in is not quiet).
      return (await connections(set.url(0), admin)).find((c) => c.id === id)!.owed;
    };
    const untilNothingOwed = async (quietMs: number, timeoutMs: number): Promise<boolean> => {
      const since = Date.now();
      for (;;) {
        const quiet = standIn.received.every((m) => m.answeredAt !== null) && Date.now() - Math.max(...standIn.received.map((m) => m.answeredAt ?? 0)) > quietMs;
        if (quiet && (await owedNow()) === 0) return true;
        if (Date.now() - since > timeoutMs) return false;
        await sleep(100);
      }
    };

    // The changes: writers and guests at once, over both processes, in waves; between two waves a full sync.
    const manager = await signInManager(set.url(0));
    const until = Date.now() + RUN_SECONDS * 1000;
    const gate = new Gate();
    const lastEdit = new Map<string, number>();
    const writing = WRITERS.map(async (w, i) => {
      for (let k = 1; k <= MAX_EDITS; k++) {
        await gate.enter();
        if (Date.now() >= until) {
          gate.leave();
          break;
        }
        const answer = await staff(set.url(i + k), manager, 'POST', '/adminapi/v1/rates/bulk', {
          hotel: HOTEL,
          roomTypes: [w.roomType],
          from: day(w.from),
          to: day(w.to),
          weekdays: ALL_WEEK,
          changes: { rooms: STAFF_ROOMS + k, price: STAFF_PRICE + PRICE_STEP * k, stopSell: k % 2 === 1 },
        });
        gate.leave();
        tally.add('staff rates/bulk', { status: answer.status, message: answer.status === 200 ? '' : answer.message });
        // An edit that was not applied leaves a gap in k, which the checks allow; it is counted above.
        if (answer.status === 200) lastEdit.set(w.roomType, k);
        await sleep(EDIT_PAUSE_MS);
      }
    });
    let unsubmitted = 0;
    const booking = pool(guests, BOOKERS_AT_ONCE, async (guest, i) => {
      await gate.enter();
      try {
        if (Date.now() >= until) return false;
        const from = GUEST_FROM + (i % GUEST_NIGHTS);
        const to = Math.min(GUEST_FROM + GUEST_NIGHTS, from + 1 + (i % 2));
        const hold = await holdRooms(set.url(i), guest.token, { hotelCode: HOTEL, roomTypeCode: GUEST_ROOMS[i % GUEST_ROOMS.length]!, rateCode: 'BAR', checkIn: day(from), checkOut: day(to) });
        tally.add('guest checkInventory', hold);
        if (hold.status !== 200) return false;
        const order = await submitOrder(set.url(i + 1), guest.token, hold.data.orderNo);
        tally.add('guest submitOrder', order);
        if (order.status !== 200) unsubmitted++;
        return order.status === 200;
      } finally {
        gate.leave();
      }
    });
    let fullSyncs = 0;
    const waves = (async () => {
      for (;;) {
        await sleep(WAVE_MS);
        if (Date.now() >= until) return;
        await gate.close();
        if (!(await untilNothingOwed(300, DRAIN_TIMEOUT_MS))) throw new Error(`something is still owed ${DRAIN_TIMEOUT_MS / 1000} s into a pause between two waves`);
        const before = standIn.received.length;
        const pressed = await staff(set.url(fullSyncs), manager, 'POST', '/adminapi/v1/channels/full-sync', { id, hotel: HOTEL });
        tally.add('manager channels/full-sync', pressed);
        if (pressed.status === 200) {
          fullSyncs++;
          // The full sync holds the connection (and has claimed what it claims: nothing) once its
          // first request, availability, has arrived: the next wave meets it.
          const pressedAt = Date.now();
          while (!standIn.received.slice(before).some((m) => m.name === 'OTA_HotelAvailNotifRQ')) {
            if (Date.now() - pressedAt > 60_000) throw new Error('a full sync pressed did not start within a minute');
            await sleep(5);
          }
        }
        gate.open();
      }
    })();
    const [, booked] = await Promise.all([Promise.all(writing), booking, waves]);
    const changesEnded = Date.now();
    const edits = [...lastEdit.values()].reduce((a, b) => a + b, 0);
    lines.push(
      `changes for ${RUN_SECONDS} s in waves of ${WAVE_MS / 1000} s, each after a full sync pressed (${fullSyncs}): ${edits} staff bulk edits by ${WRITERS.length} writers over ${ports.length} process(es), ${booked.filter(Boolean).length} guest bookings`,
    );
    check.equal(unsubmitted, 0, 'every hold of the run became an order (a hold left to expire would give its rooms back)');

    if (!(await untilNothingOwed(2000, DRAIN_TIMEOUT_MS))) check.that(false, `something is still owed ${DRAIN_TIMEOUT_MS / 1000} s after the last change`);
    const lastArrival = Math.max(...standIn.received.slice(baseline).map((m) => m.answeredAt ?? 0));
    lines.push(`last change → last answer: ${seconds(Math.max(0, lastArrival - changesEnded))}; nothing owed ${seconds(Date.now() - changesEnded)} after the last change`);

    // A second connection to a second stand-in: its full sync is what the database holds now.
    const twinStart = Date.now();
    const twinId = await connectThroughStaffApi(set.url(0), admin, 'Twin', twin, roomTypes);
    lines.push(`the twin's full sync: ${twin.received.length} requests in ${seconds(Date.now() - twinStart)}`);

    if (database.kind === 'pglite') await set.stop();
    const found = await set.withDatabase(async ({ db }) => ({
      outbox: await rows<{ id: number; room_type_code: string; stay_date: string; state: string; attempts: number; created_at: Date; sent_at: Date | null }>(
        db,
        sql`select id::int, room_type_code, stay_date::text, state, attempts, created_at, sent_at from channel_outbox where connection_id = ${id} order by id`,
      ),
      runs: await rows<{ echo: string; run: string }>(db, sql`select detail->>'echoToken' as echo, run from channel_sync_log where connection_id = ${id} and detail ? 'echoToken'`),
      staffNights: await rows<{ room_type_code: string; stay_date: string; total_rooms: number; price: number }>(
        db,
        sql`select room_type_code, stay_date::text, total_rooms, price from room_nights where hotel_code = ${HOTEL} and (${sql.join(
          WRITERS.map((w) => sql`(room_type_code = ${w.roomType} and stay_date between ${day(w.from)} and ${day(w.to)})`),
          sql` or `,
        )})`,
      ),
      twinOwed: (await rows<{ n: number }>(db, sql`select count(*)::int as n from channel_outbox where connection_id = ${twinId} and state <> 'sent'`))[0]!.n,
    }));

    // (a) One request at a time.
    const overlapped = standIn.received.filter((m) => m.overlapping > 0);
    check.that(overlapped.length === 0, 'the connection never had two requests in flight', overlapped.slice(0, 5).map((m) => `${m.name} ${m.hotelCode ?? ''} at ${new Date(m.at).toISOString()} with ${m.overlapping} in flight`));
    lines.push(`requests: ${standIn.received.length} (${standIn.received.length - baseline} after the first full sync), ${overlapped.length} arrived while another was in flight`);

    // (b) Each row sent once.
    const failed = standIn.received.filter((m) => !m.ok);
    check.that(failed.length === 0, 'every request was answered with Success', failed.slice(0, 5).map((m) => `${m.name}: ${m.error}`));
    const notSent = found.outbox.filter((r) => r.state !== 'sent' || r.sent_at === null || new Date(r.sent_at) < new Date(r.created_at));
    check.that(notSent.length === 0, "every outbox row is 'sent', after it was written", notSent.slice(0, 5));
    const retried = found.outbox.filter((r) => r.attempts !== 0);
    check.that(retried.length === 0, 'no row needed a second attempt (no request failed)', retried.slice(0, 5));
    const runOf = new Map(found.runs.map((r) => [r.echo, r.run]));
    const rowsOf = new Map<string, number>();
    for (const r of found.outbox) rowsOf.set(availabilityKey(r.room_type_code, r.stay_date), (rowsOf.get(availabilityKey(r.room_type_code, r.stay_date)) ?? 0) + 1);
    const changesOf = new Map<string, number>();
    const fullOf = new Map<string, number>();
    const unlogged: string[] = [];
    for (const m of standIn.received.slice(baseline)) {
      if (m.name !== 'OTA_HotelAvailNotifRQ') continue;
      const run = runOf.get(m.echoToken ?? '');
      if (run !== 'changes' && run !== 'full') unlogged.push(`${m.echoToken ?? '(none)'}: ${run ?? 'not in the log'}`);
      const counts = run === 'full' ? fullOf : changesOf;
      for (const w of m.writes ?? []) if (w.table === 'availability') counts.set(w.key, (counts.get(w.key) ?? 0) + 1);
    }
    check.that(unlogged.length === 0, 'every availability request is in the sync log (by its EchoToken) as a send of changes or a full sync', unlogged.slice(0, 5));
    const year = new Set(Object.keys(fromToday(twin.snapshot()).availability));
    const counted = [...new Set([...rowsOf.keys(), ...changesOf.keys(), ...fullOf.keys(), ...year])].map((key) => ({
      key,
      rows: rowsOf.get(key) ?? 0,
      changes: changesOf.get(key) ?? 0,
      full: fullOf.get(key) ?? 0,
    }));
    const miscounted = counted.filter((c) => c.changes !== c.rows);
    check.that(miscounted.length === 0, 'each room-night got one availability message from a send of changes per outbox row (C = R)', miscounted.slice(0, 8));
    const unevenFull = counted.filter((c) => year.has(c.key) && c.full !== fullSyncs);
    check.that(unevenFull.length === 0, `each room-night of the year got one availability message from each of the ${fullSyncs} full syncs (F = full syncs)`, unevenFull.slice(0, 8));
    const rowsTotal = found.outbox.length;
    lines.push(`outbox rows: ${rowsTotal} over ${rowsOf.size} room-nights (at most ${Math.max(0, ...rowsOf.values())} for one), all sent; availability messages after the first full sync: ${[...changesOf.values()].reduce((a, b) => a + b, 0)} from sends of changes, ${[...fullOf.values()].reduce((a, b) => a + b, 0)} from ${fullSyncs} full syncs`);

    // (c) In order.
    const sequences = new Map<string, number[]>();
    const push = (key: string, value: number) => {
      const list = sequences.get(key) ?? [];
      list.push(value);
      sequences.set(key, list);
    };
    for (const m of standIn.received) {
      for (const w of m.writes ?? []) {
        if (w.table === 'availability') push(w.key, w.value);
        else if (w.table === 'rates') push(w.key, Number(w.value.amount));
      }
    }
    const staffKeys = new Set<string>();
    const guestKeys = new Set<string>();
    for (const w of WRITERS) {
      for (let d = w.from; d <= w.to; d++) {
        staffKeys.add(availabilityKey(w.roomType, day(d)));
        for (const plan of PLANS) staffKeys.add(rateKey(w.roomType, plan, day(d)));
      }
    }
    for (const room of GUEST_ROOMS) for (let d = GUEST_FROM; d < GUEST_FROM + GUEST_NIGHTS; d++) guestKeys.add(availabilityKey(room, day(d)));
    const pick = (keys: Set<string>) => new Map([...sequences].filter(([key]) => keys.has(key)));
    const staffBackwards = outOfOrder(pick(staffKeys), (a, b) => b >= a);
    const guestBackwards = outOfOrder(pick(guestKeys), (a, b) => b <= a);
    check.that(staffBackwards.length === 0, 'an edited night never got an older rooms or price value after a newer one', staffBackwards.slice(0, 5));
    check.that(guestBackwards.length === 0, 'a booked night never got more rooms left after fewer', guestBackwards.slice(0, 5));
    const staffReceived = [...pick(staffKeys).values()].reduce((a, v) => a + v.length, 0);
    const guestReceived = [...pick(guestKeys).values()].reduce((a, v) => a + v.length, 0);
    lines.push(`values received in order: ${staffReceived} for ${staffKeys.size} edited night keys (rooms and prices), ${guestReceived} for ${guestKeys.size} booked nights`);

    const notLast = found.staffNights.filter((n) => {
      const k = lastEdit.get(n.room_type_code) ?? 0;
      return n.total_rooms !== STAFF_ROOMS + k || n.price !== STAFF_PRICE + PRICE_STEP * k;
    });
    check.that(notLast.length === 0, "every edited night holds its writer's last edit in the database", notLast.slice(0, 5));
    const diff = differences(fromToday(standIn.snapshot()), fromToday(twin.snapshot()));
    check.that(diff.length === 0, 'the stand-in holds what a fresh full sync sends (the database now)', diff);
    check.equal(found.twinOwed, 0, 'the twin owes nothing either');
    const snapshot = fromToday(standIn.snapshot());
    lines.push(
      `the stand-in equals a fresh full sync: ${Object.keys(snapshot.availability).length} room-nights, ${Object.keys(snapshot.restrictions).length} restriction and ${Object.keys(snapshot.rates).length} rate keys`,
    );
    return { label, ms: Date.now() - started, lines, tally };
  } finally {
    await set.close();
    await standIn.close();
    await twin.close();
  }
}

async function main(): Promise<void> {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  await ensureWebBuild();
  const check = new Check();
  const results: Figures[] = [];
  const started = Date.now();
  if (only !== 'pglite') {
    const database = await freshPostgres('channels');
    try {
      results.push(await runOn(database, PORTS.postgres, check));
    } finally {
      await database.drop();
    }
  }
  if (only !== 'postgres') {
    const database = freshPglite('channels');
    try {
      results.push(await runOn(database, PORTS.pglite, check));
    } finally {
      await database.drop();
    }
  }
  printSummary('channel outbox', results, check, started);
}

await main();
