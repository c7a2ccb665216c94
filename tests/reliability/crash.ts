/**
 * Crash suite (issue 11): a real server under a booking and payment load is killed with SIGKILL
 * several times and restarted on the same database; nothing it acknowledged may be lost, no
 * notification may count twice, no hold may outlive its expiry, the inventory invariant holds.
 * `npm run test:crash` (`-- --only=postgres` or `--only=pglite`; CRASH_KILLS, default 5).
 * Exits 1 when an expectation fails; prints the figures either way. docs/testing/reliability.md.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { checkPay, holdRooms, orderPay, submitOrder, Tally, type QrMethod } from './lib/api.ts';
import { createGuests, freshPglite, freshPostgres, prepare, setRooms, type Guest, type RunDatabase } from './lib/database.ts';
import { brokenNights, moneyFigures, overdue, rows } from './lib/invariants.ts';
import { checkAcknowledged, checkPaidTrades, type Acknowledged } from './lib/booking-load.ts';
import { ensureWebBuild, sleep, startSimulator, type StandaloneSimulator } from './lib/processes.ts';
import { Check, printSummary, seconds, ServerSet } from './lib/run.ts';

const KILLS = Number(process.env.CRASH_KILLS ?? 5);
const GUESTS = 300;
const WORKERS = 16;
const PORTS = { simulator: 3470, postgres: 3471, pglite: 3472 };
const HOTEL = 'pro001';
const ROOM = 'SK';
/** Rooms per night of the load's ten nights: enough to sell, few enough that some nights fill up. */
const ROOMS_PER_NIGHT = 150;
/** The provider retries faster than the demo's schedule, so the run waits less for the last ones. */
const RETRIES_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000, 30_000, 30_000];

const today = hotelToday();
const day = (n: number) => addDays(today, n);
const LOAD_NIGHTS = Array.from({ length: 10 }, (_, i) => day(70 + i));

interface Figures {
  label: string;
  journeys: number;
  kills: number;
  ack: { holds: number; orders: number; payRequests: number; paidTrades: number; paidChecks: number };
  notifications: { sent: number; afterFailure: number; redelivered: number };
  tally: Tally;
  lines: string[];
  ms: number;
}

/** One guest's visit: hold, maybe walk away, order, maybe pay by QR and wait for the result. */
async function journey(base: string, sim: StandaloneSimulator, guest: Guest, n: number, ack: Acknowledged, tally: Tally): Promise<'down' | void> {
  const from = n % 9;
  const nights = 1 + (n % 3);
  const prepaid = n % 10 < 7;
  const hold = await holdRooms(base, guest.token, {
    hotelCode: HOTEL,
    roomTypeCode: ROOM,
    rateCode: prepaid ? 'ADV' : 'BAR',
    checkIn: day(70 + from),
    checkOut: day(70 + Math.min(10, from + nights)),
  });
  tally.add('checkInventory', hold);
  if (hold.status === 0) return 'down';
  if (hold.status !== 200) return;
  ack.holds.add(hold.data.orderNo);
  if (n % 7 === 0) return; // walks away: the hold lapses
  const order = await submitOrder(base, guest.token, hold.data.orderNo);
  tally.add('submitOrder', order);
  if (order.status !== 200) return;
  ack.orders.set(order.data.orderNo, { revNo: order.data.revNo, memberId: guest.memberId });
  if (!prepaid || n % 11 === 0) return; // pays at the hotel, or never pays
  const method: QrMethod = n % 2 ? 'wechat' : 'alipay';
  const qr = await orderPay(base, guest.token, order.data.revNo, method);
  tally.add('orderpay', qr);
  if (qr.status !== 200 || !qr.data) return;
  ack.payRequests.set(qr.data.payId, order.data.revNo);
  sim.payByUrl(qr.data.payUrl);
  for (let i = 0; i < 12; i++) {
    const check = await checkPay(base, guest.token, order.data.revNo);
    if (check.status === 200 && check.data.paid) {
      ack.paidChecks.add(order.data.revNo);
      tally.add('checkpayret', { status: 200, message: 'paid' });
      return;
    }
    await sleep(250);
  }
  tally.add('checkpayret', { status: 0, message: 'not paid yet when the guest stopped looking' });
}

/** The money received and its orders (what a notification changes), to compare before and after redelivering every one. */
const snapshot = async (db: Database) =>
  (
    await rows<{ pay_id: string }>(
      db,
      sql`select p.pay_id, o.order_no, o.state, o.pay_result, o.pay_code, o.paid_at, o.updated_at, p.status, p.paid_at as p_paid_at, p.provider_trade_no
            from orders o join payments p on p.order_id = o.id where p.status in ('paid', 'refund_due') order by p.pay_id`,
    )
  ).map((row) => JSON.stringify(row));

async function runOn(database: RunDatabase, port: number, check: Check): Promise<Figures> {
  // A provider of its own per run: its trades and deliveries are this run's alone.
  const sim = await startSimulator(PORTS.simulator);
  sim.simulator.delivery.configure({ retryDelaysMs: RETRIES_MS });
  try {
    return await runWith(database, port, sim, check);
  } finally {
    await sim.close();
  }
}

async function runWith(database: RunDatabase, port: number, sim: StandaloneSimulator, check: Check): Promise<Figures> {
  const label = `${database.kind}, ${KILLS} × kill -9`;
  console.log(`\n== crashes on ${label} ==`);
  const tally = new Tally();
  const lines: string[] = [];
  const ack: Acknowledged = { holds: new Set(), orders: new Map(), payRequests: new Map(), paidChecks: new Set() };

  const setup = await database.open();
  await prepare(setup);
  await setRooms(setup.db, HOTEL, ROOM, LOAD_NIGHTS, ROOMS_PER_NIGHT);
  const guests = await createGuests(setup.db, GUESTS);
  await setup.close();

  const set = new ServerSet(database, [`crash-${database.kind}`], [port], sim.env);
  await set.start();
  const started = Date.now();
  let journeys = 0;
  let served = 0;
  let stop = false;
  const workers = Array.from({ length: WORKERS }, async () => {
    while (!stop) {
      const n = journeys++;
      // While the server is down the guests try again a moment later.
      if (set.servers.length === 0 || (await journey(set.url(0), sim, guests[n % GUESTS]!, n, ack, tally)) === 'down') await sleep(300);
      else served++;
    }
  });

  try {
    for (let kill = 1; kill <= KILLS; kill++) {
      // Up for 6 to 10 s of load (a restart takes longer than that on a busy machine).
      await sleep(6_000 + ((kill * 1_777) % 4_000));
      await set.kill();
      const downAt = Date.now();
      // Checked while it is down: PostgreSQL beside it, PGlite by reopening the folder it owned.
      await set.withDatabase(({ db }) => checkAcknowledged(db, ack, check, `after kill ${kill}`));
      await set.start();
      lines.push(`kill ${kill}: after ${served} journeys served, ${ack.orders.size} orders acknowledged; checked and back in ${seconds(Date.now() - downAt)}`);
      console.log(`  ${lines.at(-1)}`);
    }
    await sleep(4_000);
  } finally {
    stop = true;
    await Promise.all(workers);
  }

  try {
    // The provider's retries deliver what the crashes cut off.
    await sim.simulator.delivery.settled();
    const loadMs = Date.now() - started;
    const records = [...sim.simulator.delivery.records];
    const afterFailure = records.filter((r) => r.acknowledged && r.answers.some((a) => a.status === 0 || a.status >= 500)).length;
    check.that(
      records.every((r) => r.acknowledged),
      'every notification is acknowledged in the end',
      records.filter((r) => !r.acknowledged).map((r) => r.answers),
    );

    let before: string[] = [];
    let paidTrades = 0;
    const aged = await set.withDatabase(async ({ db }) => {
      await checkAcknowledged(db, ack, check, 'after the load');
      paidTrades = await checkPaidTrades(db, sim, check);
      before = await snapshot(db);
      // Time passes for what was left open: walked-away holds and unpaid orders reach their expiry.
      const holds = await rows(db, sql`update room_holds set expires_at = now() - interval '1 second' where status = 'held' returning id`);
      const orders = await rows(db, sql`update orders set pay_deadline = now() - interval '1 second' where state = 0 and pay_result = 0 and payment = 'prepaid' returning id`);
      return { holds: holds.length, orders: orders.length };
    });

    // Every paid trade's notification once more, signed by the provider, after the restarts.
    const redeliverFrom = sim.simulator.delivery.records.length;
    sim.simulator.delivery.configure({ duplicateRate: 0, retryDelaysMs: RETRIES_MS });
    for (const trade of sim.simulator.ledger.all().filter((t) => t.status === 'paid')) {
      const half = sim.simulator.halves.find((h) => h.protocol === trade.protocol)!;
      sim.simulator.delivery.send(half.notification(trade));
    }
    // The lazy expiry path: the next hold gives back whatever has lapsed (a batch per pass).
    const expiryFrom = new Date();
    const passes = Math.ceil(Math.max(aged.holds, aged.orders) / 200) + 1;
    for (let i = 0; i < passes; i++) {
      const probe = await holdRooms(set.url(0), guests[i]!.token, { hotelCode: HOTEL, roomTypeCode: ROOM, rateCode: 'BAR', checkIn: day(90), checkOut: day(91) });
      tally.add('expiry probe checkInventory', probe);
    }
    await sim.simulator.delivery.settled();
    const redelivered = sim.simulator.delivery.records.slice(redeliverFrom);
    check.that(redelivered.every((r) => r.acknowledged), 'every redelivered notification is acknowledged', redelivered.filter((r) => !r.acknowledged).length);

    const end = await set.withDatabase(async ({ db }) => ({
      after: await snapshot(db),
      overdue: await overdue(db, expiryFrom),
      broken: await brokenNights(db),
      money: await moneyFigures(db),
    }));
    check.that(
      end.after.length === before.length && end.after.every((row, i) => row === before[i]),
      'redelivered notifications change nothing (each applied exactly once)',
      { before: before.filter((row) => !end.after.includes(row)), after: end.after.filter((row) => !before.includes(row)) },
    );
    check.equal(end.overdue, { holds: 0, orders: 0 }, 'no hold or unpaid order outlives its expiry once a release pass has run');
    check.equal(end.broken, [], 'inventory invariant after the expiry');
    lines.push(`load: ${served} journeys served (${journeys - served} more tried while the server was down) in ${seconds(loadMs)}; ${aged.holds} holds and ${aged.orders} unpaid orders left open, released by ${passes} lazy pass(es)`);
    lines.push(`payments: ${JSON.stringify(end.money)}; ${paidTrades} trades paid at the provider`);
    return {
      label,
      journeys: served,
      kills: KILLS,
      ack: { holds: ack.holds.size, orders: ack.orders.size, payRequests: ack.payRequests.size, paidTrades, paidChecks: ack.paidChecks.size },
      notifications: { sent: records.length, afterFailure, redelivered: redelivered.length },
      tally,
      lines,
      ms: Date.now() - started,
    };
  } finally {
    await set.close();
  }
}

async function main(): Promise<void> {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  await ensureWebBuild();
  const check = new Check();
  const results: Figures[] = [];
  const started = Date.now();
  const runs: Array<[() => Promise<RunDatabase>, number]> = [];
  if (only !== 'pglite') runs.push([() => freshPostgres('crash'), PORTS.postgres]);
  if (only !== 'postgres') runs.push([async () => freshPglite('crash'), PORTS.pglite]);
  for (const [make, port] of runs) {
    const database = await make();
    try {
      results.push(await runOn(database, port, check));
    } finally {
      await database.drop();
    }
  }
  printSummary('crash', results, check, started, (r) => [
    `acknowledged and found after every crash: ${r.ack.holds} holds, ${r.ack.orders} orders, ${r.ack.payRequests} pay requests, ${r.ack.paidChecks} orders shown paid; ${r.ack.paidTrades} trades paid at the provider, all recorded`,
    `notifications: ${r.notifications.sent} sent, ${r.notifications.afterFailure} acknowledged only after a failed attempt (crash), ${r.notifications.redelivered} redelivered after the restarts: no change`,
  ]);
}

await main();
