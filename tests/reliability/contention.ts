/**
 * Contention suite (issue 11): real server processes on one database, many guests racing for the
 * last rooms, staff lowering rooms to sell meanwhile. `npm run test:contention`
 * (`-- --only=postgres` or `--only=pglite`; RELIABILITY_PG_URL names the PostgreSQL server).
 * Exits 1 when an expectation fails; prints the figures either way. docs/testing/reliability.md.
 */
import { sql } from 'drizzle-orm';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { CHANGE_MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { RATES_MESSAGES } from '@hotel/shared/schemas/admin/rates';
import { changeOrder, checkPay, holdRooms, orderPay, setRoomsToSell, signInManager, submitOrder, Tally, type QrMethod, type Stay } from './lib/api.ts';
import { createGuests, freshPglite, freshPostgres, prepare, setRooms, type Guest, type RunDatabase } from './lib/database.ts';
import { brokenNights, moneyFigures, moneyViolations, rows } from './lib/invariants.ts';
import { ensureWebBuild, sleep, startSimulator, type StandaloneSimulator } from './lib/processes.ts';
import { Check, pool, printSummary, seconds, ServerSet } from './lib/run.ts';

const ATTEMPTS = Number(process.env.CONTENTION_ATTEMPTS ?? 500);
/** The rooms left on the contested night: every stay of the race covers it. */
const LAST_ROOMS = 5;
const PORTS = { simulator: 3460, postgres: [3461, 3462], pglite: [3463] };
const HOTEL = 'pro001';
/** The staff race starts with this many rooms on each of its three nights; the manager lowers them step by step. */
const STAFF_RACE_ROOMS = 60;
const ROOM = 'SK';
/** Issue 25: this many guests each with a one-night booking ask at once to stay one night more, on a night with one room left. */
const CHANGERS = 20;

interface Figures {
  label: string;
  attempts: number;
  orders: number;
  paid: number;
  tally: Tally;
  lines: string[];
  ms: number;
}

const today = hotelToday();
const day = (n: number) => addDays(today, n);

/** The stays of the race: 1 to 3 nights, each covering the contested night (day 41). */
const RACE_STAYS: Array<[number, number]> = [
  [41, 42],
  [40, 42],
  [41, 43],
  [40, 43],
];
const raceStay = (i: number): Stay => {
  const [from, to] = RACE_STAYS[i % RACE_STAYS.length]!;
  return { hotelCode: HOTEL, roomTypeCode: ROOM, rateCode: 'ADV', checkIn: day(from), checkOut: day(to) };
};

/** Pays an order by QR on a server and waits until checkpayret says paid (the notification arrived). */
async function payOrder(sim: StandaloneSimulator, base: string, guest: Guest, revNo: string, method: QrMethod, tally: Tally): Promise<boolean> {
  const qr = await orderPay(base, guest.token, revNo, method);
  tally.add('orderpay', qr);
  if (qr.status !== 200 || !qr.data) return false;
  sim.payByUrl(qr.data.payUrl);
  for (let i = 0; i < 240; i++) {
    const check = await checkPay(base, guest.token, revNo);
    if (check.data?.paid) return true;
    await sleep(250);
  }
  tally.add('checkpayret', { status: 0, message: 'never paid' });
  return false;
}

async function runOn(database: RunDatabase, ports: number[], sim: StandaloneSimulator, check: Check): Promise<Figures> {
  const label = `${database.kind} × ${ports.length} process${ports.length > 1 ? 'es' : ''}`;
  console.log(`\n== contention on ${label} ==`);
  const tally = new Tally();
  const lines: string[] = [];

  const setup = await database.open();
  await prepare(setup);
  await setRooms(setup.db, HOTEL, ROOM, [day(40), day(41), day(42)], LAST_ROOMS);
  await setRooms(setup.db, HOTEL, ROOM, [day(50)], LAST_ROOMS);
  await setRooms(setup.db, HOTEL, ROOM, [day(60), day(61), day(62)], STAFF_RACE_ROOMS);
  await setRooms(setup.db, HOTEL, ROOM, [day(70)], CHANGERS + 5);
  await setRooms(setup.db, HOTEL, ROOM, [day(71)], 1);
  const guests = await createGuests(setup.db, ATTEMPTS);
  // The demo's own bookings fall on these nights too (its seeded history moves with today): count the run's.
  const ofGuests = sql`member_id in (${sql.join(guests.map((g) => sql`${g.memberId}`), sql`, `)})`;
  await setup.close();

  const set = new ServerSet(database, ports.map((p) => `contention-${database.kind}-${p}`), ports, sim.env);
  await set.start();
  const started = Date.now();
  try {
    // 1. ATTEMPTS guests at once, spread over the processes, for the last rooms of day 41.
    const raceStart = Date.now();
    const outcomes = await Promise.all(
      guests.map(async (guest, i) => {
        const base = set.url(i);
        const hold = await holdRooms(base, guest.token, raceStay(i));
        tally.add('race checkInventory', hold);
        if (hold.status !== 200) return { won: false, paid: false };
        // The order goes in and is paid on the other process than the hold, where there are two.
        const other = set.url(i + 1);
        const order = await submitOrder(other, guest.token, hold.data.orderNo);
        tally.add('race submitOrder', order);
        if (order.status !== 200) return { won: true, paid: false };
        const paid = await payOrder(sim, base, guest, order.data.revNo, i % 2 ? 'wechat' : 'alipay', tally);
        return { won: true, paid, orderNo: order.data.orderNo };
      }),
    );
    const raceMs = Date.now() - raceStart;
    const won = outcomes.filter((o) => o.won).length;
    const paid = outcomes.filter((o) => o.paid).length;
    lines.push(`race: ${ATTEMPTS} attempts for the last ${LAST_ROOMS} rooms → ${won} holds, ${paid} paid orders in ${seconds(raceMs)}`);
    check.equal(won, LAST_ROOMS, 'the race wins exactly as many holds as rooms were left');
    check.equal(paid, LAST_ROOMS, 'every winner submits and pays');
    check.equal(tally.counts.get(`race checkInventory 409 ${SERVER_MESSAGES.soldOut}`) ?? 0, ATTEMPTS - LAST_ROOMS, 'every other attempt is refused as sold out');

    // 2. A lost race for money: five prepaid orders miss their deadline while their guests pay
    //    and 200 others want the rooms. The rooms go to the others; the late money is refund_due.
    const late = guests.slice(5, 10);
    const lateOrders = await Promise.all(
      late.map(async (guest, i) => {
        const base = set.url(i);
        const hold = await holdRooms(base, guest.token, { hotelCode: HOTEL, roomTypeCode: ROOM, rateCode: 'ADV', checkIn: day(50), checkOut: day(51) });
        tally.add('late checkInventory', hold);
        const order = await submitOrder(base, guest.token, hold.data?.orderNo ?? '');
        tally.add('late submitOrder', order);
        const qr = await orderPay(base, guest.token, order.data?.revNo ?? '', 'alipay');
        tally.add('late orderpay (in time)', qr);
        return { guest, revNo: order.data?.revNo ?? '', payUrl: qr.data?.payUrl ?? '' };
      }),
    );
    check.that(lateOrders.every((o) => o.payUrl), 'the five late payers each get a QR in time', lateOrders);
    await sim.simulator.delivery.settled();
    const phase1 = await set.withDatabase(async ({ db }) => {
      const raceOrders = await rows<{ n: number }>(db, sql`select count(*)::int as n from orders where hotel_code = ${HOTEL} and room_type_code = ${ROOM} and check_in between ${day(40)} and ${day(41)} and ${ofGuests}`);
      // "Time passes" for these five orders only: their pay deadline is now behind them.
      await db.execute(sql`update orders set pay_deadline = now() - interval '1 second' where check_in = ${day(50)} and state = 0`);
      return { raceOrders: raceOrders[0]!.n, broken: await brokenNights(db) };
    });
    check.equal(phase1.raceOrders, LAST_ROOMS, 'the database holds exactly one order per room that was left');
    check.equal(phase1.broken, [], 'inventory invariant after the race');

    const lostStart = Date.now();
    const others = guests.slice(100, 300);
    const [lateAnswers, otherAnswers] = await Promise.all([
      Promise.all(
        lateOrders.map(async ({ guest, revNo, payUrl }, i) => {
          // The guest pays the open trade anyway (the provider's clock says it is still open) and asks again.
          sim.payByUrl(payUrl);
          const again = await orderPay(set.url(i), guest.token, revNo, 'wechat');
          tally.add('late orderpay (after the deadline)', again);
          return again;
        }),
      ),
      Promise.all(
        others.map(async (guest, i) => {
          const hold = await holdRooms(set.url(i), guest.token, { hotelCode: HOTEL, roomTypeCode: ROOM, rateCode: 'ADV', checkIn: day(50), checkOut: day(51) });
          tally.add('resale checkInventory', hold);
          if (hold.status !== 200) return false;
          const order = await submitOrder(set.url(i), guest.token, hold.data.orderNo);
          tally.add('resale submitOrder', order);
          return order.status === 200 && (await payOrder(sim, set.url(i + 1), guest, order.data.revNo, 'alipay', tally));
        }),
      ),
    ]);
    await sim.simulator.delivery.settled();
    const resold = otherAnswers.filter(Boolean).length;
    lines.push(`lost race: 5 orders past their deadline while their guests pay, ${others.length} others book → ${resold} resold and paid in ${seconds(Date.now() - lostStart)}`);
    check.equal(resold, LAST_ROOMS, 'the lapsed rooms are sold again exactly once each');
    check.that(
      lateAnswers.every((a) => a.status === 410 && a.message === SERVER_MESSAGES.payDeadlinePassed),
      'a pay request after the deadline is refused (410)',
      lateAnswers,
    );

    // 3. Staff lower the rooms to sell while guests book: the manager's bulk edits on one process,
    //    holds and orders on all of them, over three nights of 20 rooms.
    const staffStart = Date.now();
    const cookie = await signInManager(set.url(1));
    const bookers = guests.slice(300, 500);
    // Down by 3 at a time with a step back up now and then: early edits land, later ones meet the sold rooms.
    const targets = Array.from({ length: 20 }, (_, i) => STAFF_RACE_ROOMS - 3 * (i + 1) + (i % 4 === 3 ? 5 : 0));
    const editAnswers: Array<{ status: number; message: string; rooms: number }> = [];
    const editing = (async () => {
      for (const rooms of targets) {
        const answer = await setRoomsToSell(set.url(1), cookie, HOTEL, ROOM, day(60), day(62), rooms);
        tally.add('staff rates/bulk', { status: answer.status, message: answer.status === 400 ? 'below sold' : answer.message });
        editAnswers.push({ ...answer, rooms });
        await sleep(100);
      }
    })();
    const bookings = pool(bookers, 8, async (guest, i) => {
      const from = 60 + (i % 3);
      const to = Math.min(63, from + 1 + (i % 2));
      const hold = await holdRooms(set.url(i), guest.token, { hotelCode: HOTEL, roomTypeCode: ROOM, rateCode: 'BAR', checkIn: day(from), checkOut: day(to) });
      tally.add('staff-race checkInventory', hold);
      if (hold.status !== 200) return false;
      const order = await submitOrder(set.url(i + 1), guest.token, hold.data.orderNo);
      tally.add('staff-race submitOrder', order);
      return order.status === 200;
    });
    const [, booked] = await Promise.all([editing, bookings]);
    const ordersBooked = booked.filter(Boolean).length;
    const accepted = editAnswers.filter((a) => a.status === 200).length;
    const refused = editAnswers.filter((a) => a.status === 400);
    check.that(
      editAnswers.every((a) => a.status === 200 || a.status === 400),
      'every bulk edit is accepted or refused with a message',
      editAnswers.filter((a) => a.status !== 200 && a.status !== 400),
    );
    check.that(
      refused.every((a) => /販売済み/.test(a.message)),
      'a refused edit names the rooms sold',
      refused.map((a) => a.message),
    );
    lines.push(
      `staff: ${targets.length} bulk edits (${accepted} accepted, ${refused.length} refused below sold) while ${bookers.length} guests booked → ${ordersBooked} orders in ${seconds(Date.now() - staffStart)}`,
    );
    const final = await set.withDatabase(async ({ db }) => {
      const nights = await rows<{ stay_date: string; sold_rooms: number; total_rooms: number }>(
        db,
        sql`select stay_date::text, sold_rooms, total_rooms from room_nights where hotel_code = ${HOTEL} and room_type_code = ${ROOM} and stay_date between ${day(60)} and ${day(62)} order by stay_date`,
      );
      const staffOrders = await rows<{ n: number }>(db, sql`select count(*)::int as n from orders where hotel_code = ${HOTEL} and check_in between ${day(60)} and ${day(62)} and state = 0 and ${ofGuests}`);
      const late = await rows<{ state: number; statuses: string }>(
        db,
        sql`select o.state, string_agg(p.status, ',' order by p.id) as statuses from orders o left join payments p on p.order_id = o.id
             where o.check_in = ${day(50)} and o.member_id in (${sql.join(lateOrders.map((l) => sql`${l.guest.memberId}`), sql`, `)}) group by o.id`,
      );
      return { nights, staffOrders: staffOrders[0]!.n, late, broken: await brokenNights(db), money: await moneyViolations(db), figures: await moneyFigures(db) };
    });
    check.equal(final.staffOrders, ordersBooked, 'every acknowledged order of the staff race is in the database');
    check.that(final.nights.every((n) => n.sold_rooms <= n.total_rooms), 'staff never lowered rooms to sell below the rooms sold', final.nights);
    check.that(final.late.every((l) => l.state === 10 && l.statuses === 'refund_due'), 'the late money is refund_due on an expired order, not a room', final.late);
    check.equal(final.broken, [], 'inventory invariant at the end');
    check.equal(final.money, {}, 'nobody paid for a room they did not get, nobody paid twice');
    lines.push(`nights 60–62 at the end: ${final.nights.map((n) => `${n.sold_rooms}/${n.total_rooms}`).join(', ')} (sold/to sell)`);
    lines.push(`payments: ${JSON.stringify(final.figures)}`);

    // Lowering below what is sold is refused, to exactly it accepted (the rule the race relied on).
    const sold = Math.max(...final.nights.map((n) => n.sold_rooms));
    const soldNights = (nights: typeof final.nights, atLeast: number) =>
      nights.filter((n) => n.sold_rooms >= atLeast).map((n) => ({ date: n.stay_date, roomType: ROOM, sold: n.sold_rooms }));
    if (sold > 0) {
      const below = await setRoomsToSell(set.url(0), cookie, HOTEL, ROOM, day(60), day(62), sold - 1);
      check.that(below.status === 400 && below.message === RATES_MESSAGES.roomsBelowSold(soldNights(final.nights, sold)), 'an edit below the rooms sold is refused, naming the nights', below);
    }
    // 4. Issue 25: CHANGERS guests with a booking of day 70 ask at once, spread over the processes,
    //    to stay day 71 too, where one room is left: exactly one change is applied.
    const changers = guests.slice(30, 30 + CHANGERS);
    const bookedForChange = await Promise.all(
      changers.map(async (guest, i) => {
        const hold = await holdRooms(set.url(i), guest.token, { hotelCode: HOTEL, roomTypeCode: ROOM, rateCode: 'BAR', checkIn: day(70), checkOut: day(71) });
        tally.add('change-race checkInventory', hold);
        const order = await submitOrder(set.url(i + 1), guest.token, hold.data?.orderNo ?? '');
        tally.add('change-race submitOrder', order);
        return { guest, orderId: order.data?.id ?? 0 };
      }),
    );
    check.that(bookedForChange.every((b) => b.orderId > 0), 'every guest of the change race has a booking to change', bookedForChange.length);
    const changeStart = Date.now();
    const changes = await Promise.all(
      bookedForChange.map(({ guest, orderId }, i) => changeOrder(set.url(i), guest.token, { orderId, checkIn: day(70), checkOut: day(72), rateCode: 'BAR', roomTypeCode: ROOM })),
    );
    for (const answer of changes) tally.add('change-race changeOrder', answer);
    const applied = changes.filter((a) => a.status === 200).length;
    check.equal(applied, 1, 'exactly one of the changes aimed at the last free night is applied');
    check.that(
      changes.every((a) => a.status === 200 || (a.status === 409 && a.message === CHANGE_MESSAGES.soldOut)),
      'every other change is refused as sold out (409)',
      changes.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.message}`),
    );
    const afterChanges = await set.withDatabase(async ({ db }) => ({
      night: await rows<{ sold_rooms: number; total_rooms: number }>(db, sql`select sold_rooms, total_rooms from room_nights where hotel_code = ${HOTEL} and room_type_code = ${ROOM} and stay_date = ${day(71)}`),
      broken: await brokenNights(db),
    }));
    check.that(afterChanges.night.every((n) => n.sold_rooms <= n.total_rooms), 'the changes never sold the last night twice', afterChanges.night);
    check.equal(afterChanges.broken, [], 'inventory invariant after the change race');
    lines.push(`change race: ${CHANGERS} changes at once for the last room of a night → ${applied} applied in ${seconds(Date.now() - changeStart)}`);

    const figures: Figures = { label, attempts: ATTEMPTS, orders: won, paid, tally, lines, ms: Date.now() - started };
    return figures;
  } finally {
    await set.close();
  }
}

async function main(): Promise<void> {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  await ensureWebBuild();
  const sim = await startSimulator(PORTS.simulator);
  const check = new Check();
  const results: Figures[] = [];
  const started = Date.now();
  try {
    if (only !== 'pglite') {
      const database = await freshPostgres('contention');
      try {
        results.push(await runOn(database, PORTS.postgres, sim, check));
      } finally {
        await database.drop();
      }
    }
    if (only !== 'postgres') {
      const database = freshPglite('contention');
      try {
        results.push(await runOn(database, PORTS.pglite, sim, check));
      } finally {
        await database.drop();
      }
    }
  } finally {
    await sim.close();
  }
  printSummary('contention', results, check, started);
}

await main();
