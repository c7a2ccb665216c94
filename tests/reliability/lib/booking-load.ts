import { sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { checkPay, holdRooms, orderPay, submitOrder, type QrMethod } from './api.ts';
import type { AnswerLog } from './answers.ts';
import type { Guest } from './database.ts';
import { brokenNights, moneyViolations, rows } from './invariants.ts';
import { sleep, type StandaloneSimulator } from './processes.ts';
import type { Check } from './run.ts';

/** What the server acknowledged (a 200 answer): all of it must be in the database afterwards. */
export interface Acknowledged {
  holds: Set<string>;
  orders: Map<string, { revNo: string; memberId: number }>;
  payRequests: Map<string, string>;
  /** checkpayret said paid: revNo. */
  paidChecks: Set<string>;
}

export interface LoadOptions {
  base: string;
  sim: StandaloneSimulator;
  guests: Guest[];
  hotel: string;
  roomType: string;
  /** The nights the guests book (1 to 3 of them in a row). */
  nights: string[];
  workers: number;
  log: AnswerLog;
}

/**
 * Guests booking without pause, as the crash suite's (crash.ts): hold 1–3 nights, one in seven
 * walks away, the others submit; most prepaid orders ask for a QR, pay it at the provider and
 * poll checkpayret. Every call is timed into the AnswerLog; a guest whose call found the site
 * down (no answer or 503) tries again a moment later.
 */
export class BookingLoad {
  readonly ack: Acknowledged = { holds: new Set(), orders: new Map(), payRequests: new Map(), paidChecks: new Set() };
  journeys = 0;
  private stopped = false;
  private running: Promise<void>[] = [];

  constructor(private readonly options: LoadOptions) {}

  start(): void {
    this.running = Array.from({ length: this.options.workers }, async () => {
      while (!this.stopped) {
        const n = this.journeys++;
        if ((await this.journey(n)) === 'down') await sleep(250);
      }
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running);
  }

  private async journey(n: number): Promise<'down' | void> {
    const { base, sim, guests, hotel, roomType, nights, log } = this.options;
    const guest = guests[n % guests.length]!;
    const from = n % (nights.length - 1);
    const prepaid = n % 10 < 7;
    const down = (status: number) => status === 0 || status === 503;
    const hold = await log.timed('checkInventory', () =>
      holdRooms(base, guest.token, {
        hotelCode: hotel,
        roomTypeCode: roomType,
        rateCode: prepaid ? 'ADV' : 'BAR',
        checkIn: nights[from]!,
        checkOut: nights[Math.min(nights.length - 1, from + 1 + (n % 3))]!,
      }),
    );
    if (down(hold.status)) return 'down';
    if (hold.status !== 200) return;
    this.ack.holds.add(hold.data.orderNo);
    if (n % 7 === 0) return; // walks away: the hold lapses
    const order = await log.timed('submitOrder', () => submitOrder(base, guest.token, hold.data.orderNo));
    if (down(order.status)) return 'down';
    if (order.status !== 200) return;
    this.ack.orders.set(order.data.orderNo, { revNo: order.data.revNo, memberId: guest.memberId });
    if (!prepaid || n % 11 === 0) return; // pays at the hotel, or never pays
    const method: QrMethod = n % 2 ? 'wechat' : 'alipay';
    const qr = await log.timed('orderpay', () => orderPay(base, guest.token, order.data.revNo, method));
    if (down(qr.status)) return 'down';
    if (qr.status !== 200 || !qr.data) return;
    this.ack.payRequests.set(qr.data.payId, order.data.revNo);
    sim.payByUrl(qr.data.payUrl);
    for (let i = 0; i < 12; i++) {
      const paid = await log.timed('checkpayret', () => checkPay(base, guest.token, order.data.revNo));
      if (paid.status === 200 && paid.data.paid) {
        this.ack.paidChecks.add(order.data.revNo);
        return;
      }
      await sleep(250);
    }
  }
}

/**
 * Everything acknowledged is in the database once and unchanged, nothing is doubled, and the
 * inventory and money rules hold (the crash suite and the restart suite both ask it).
 */
export async function checkAcknowledged(db: Database, ack: Acknowledged, check: Check, when: string): Promise<void> {
  // What was acknowledged before the database is read: the load may still be running, and an order
  // acknowledged between the read and the comparison would look lost.
  const seen = { holds: [...ack.holds], orders: [...ack.orders], payRequests: [...ack.payRequests.keys()], paidChecks: [...ack.paidChecks] };
  const holds = await rows<{ order_no: string }>(db, sql`select order_no from room_holds`);
  const heldNos = new Set(holds.map((h) => h.order_no));
  check.equal(seen.holds.filter((no) => !heldNos.has(no)), [], `${when}: every acknowledged hold is there`);
  const orders = await rows<{ order_no: string; rev_no: string; member_id: number }>(db, sql`select order_no, rev_no, member_id from orders where rooms_held`);
  const byNo = new Map(orders.map((o) => [o.order_no, o]));
  const lost = seen.orders.filter(([no, a]) => byNo.get(no)?.rev_no !== a.revNo || byNo.get(no)?.member_id !== a.memberId);
  check.equal(lost.map(([no]) => no), [], `${when}: every acknowledged order is there, unchanged`);
  const payments = await rows<{ pay_id: string }>(db, sql`select pay_id from payments`);
  const payIds = new Set(payments.map((p) => p.pay_id));
  check.equal(seen.payRequests.filter((id) => !payIds.has(id)), [], `${when}: every acknowledged pay request has its payment`);
  const paid = await rows<{ rev_no: string }>(db, sql`select rev_no from orders where pay_result = 1`);
  const paidRevs = new Set(paid.map((p) => p.rev_no));
  check.equal(seen.paidChecks.filter((rev) => !paidRevs.has(rev)), [], `${when}: every order checkpayret called paid is still paid`);
  const doubled = await rows(
    db,
    sql`select 'order' as kind, order_no as key, count(*)::int as n from orders group by order_no having count(*) > 1
        union all select 'hold', order_no, count(*)::int from room_holds group by order_no having count(*) > 1
        union all select 'payment', pay_id, count(*)::int from payments group by pay_id having count(*) > 1`,
  );
  check.equal(doubled, [], `${when}: no order, hold or payment twice`);
  check.equal(await brokenNights(db), [], `${when}: inventory invariant`);
  check.equal(await moneyViolations(db), {}, `${when}: no payment on a dead order, none twice`);
}

/** Every trade the guests paid at the "provider" is a payment we recorded as money received, for its amount. */
export async function checkPaidTrades(db: Database, sim: StandaloneSimulator, check: Check): Promise<number> {
  const trades = sim.simulator.ledger.all().filter((t) => t.status === 'paid');
  const payments = await rows<{ pay_id: string; status: string; amount: number }>(db, sql`select pay_id, status, amount from payments`);
  const byId = new Map(payments.map((p) => [p.pay_id, p]));
  const unrecorded = trades.filter((t) => {
    const p = byId.get(t.outTradeNo);
    return !p || !['paid', 'refund_due'].includes(p.status) || p.amount * 100 !== t.amountFen;
  });
  check.equal(
    unrecorded.map((t) => ({ payId: t.outTradeNo, ours: byId.get(t.outTradeNo)?.status ?? null })),
    [],
    'every trade paid at the provider is recorded as money received (paid or refund_due)',
  );
  return trades.length;
}
