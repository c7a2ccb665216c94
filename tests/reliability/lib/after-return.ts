import { sql } from 'drizzle-orm';
import { addDays } from '@hotel/shared/hotel-date';
import { request } from './api.ts';
import type { AnswerLog } from './answers.ts';
import { rows } from './invariants.ts';
import { withDb } from './pg-cluster.ts';
import { sleep } from './processes.ts';
import type { Check } from './run.ts';
import { searchNight, searchUntil } from './search-freshness.ts';

/** "Within seconds": a change after the return shows in search by then. */
const FRESH_WITHIN_MS = 5_000;
/** Confirmations owed after the return are all sent by then, counted from the end of the load. */
const JOBS_WITHIN_MS = Number(process.env.PG_RESTART_JOBS_WITHIN_MS ?? 60_000);

export interface Primed {
  hotel: string;
  roomType: string;
  /** [the night stop-sold through the staff API, the night repriced in the database]. */
  nights: [string, string];
  prices: [number, number];
}

/** Searched before the outage, so what search shows of these nights is in the caches. */
export async function primeSearches(log: AnswerLog, base: string, hotel: string, roomType: string, nights: [string, string]): Promise<Primed> {
  const prices: number[] = [];
  for (const night of nights) {
    await searchNight(log, base, hotel, roomType, night, addDays(night, 1));
    const seen = await searchNight(log, base, hotel, roomType, night, addDays(night, 1));
    if (!seen.onSale || seen.price === null) throw new Error(`${roomType} on ${night} is not on sale before the outage: ${JSON.stringify(seen)}`);
    prices.push(seen.price);
  }
  return { hotel, roomType, nights, prices: [prices[0]!, prices[1]!] };
}

/**
 * Caches are fresh after the return: a stop-sell through the staff API and a price changed in the
 * database (the change feed's triggers announce both) show in search within FRESH_WITHIN_MS.
 */
export async function checkSearchFresh(log: AnswerLog, base: string, staffCookie: string, databaseUrl: string, primed: Primed, check: Check, lines: string[]): Promise<void> {
  const { hotel, roomType, nights } = primed;
  const search = (night: string) => () => searchNight(log, base, hotel, roomType, night, addDays(night, 1));
  const stopSell = await request(base, 'POST', '/adminapi/v1/rates/bulk', {
    headers: { cookie: staffCookie },
    body: { hotel, roomTypes: [roomType], from: nights[0], to: nights[0], weekdays: [0, 1, 2, 3, 4, 5, 6], changes: { stopSell: true } },
  });
  check.equal(stopSell.status, 200, 'after the return: the staff stop-sell is accepted');
  const stopSellMs = await searchUntil(search(nights[0]), (n) => n.status === 200 && !n.onSale, FRESH_WITHIN_MS);
  check.that(stopSellMs !== null, `after the return: search shows the staff stop-sell within ${FRESH_WITHIN_MS} ms`);

  const price = primed.prices[1] + 111;
  await withDb(databaseUrl, (db) => db.execute(sql`update room_nights set price = ${price} where hotel_code = ${hotel} and room_type_code = ${roomType} and stay_date = ${nights[1]}`));
  const priceMs = await searchUntil(search(nights[1]), (n) => n.price === price, FRESH_WITHIN_MS);
  check.that(priceMs !== null, `after the return: search shows a price changed in the database within ${FRESH_WITHIN_MS} ms`);
  lines.push(`caches after the return: staff stop-sell seen by search after ${stopSellMs ?? '—'} ms, database price change after ${priceMs ?? '—'} ms`);
}

/**
 * Jobs resume: every confirmation owed after the last return (orders paid or booked then) is
 * sent, at most JOBS_WITHIN_MS after the load stopped. There must be some, or nothing was shown.
 */
export async function checkJobsResume(databaseUrl: string, since: number, check: Check, lines: string[]): Promise<void> {
  const sinceIso = new Date(since).toISOString();
  const count = () =>
    withDb(databaseUrl, async (db) => {
      const [row] = await rows<{ owed: number; unsent: number; unsent_all: number; sent_since: number }>(
        db,
        sql`select count(*) filter (where created_at >= ${sinceIso}::timestamptz)::int as owed,
                   count(*) filter (where created_at >= ${sinceIso}::timestamptz and sent_at is null)::int as unsent,
                   count(*) filter (where sent_at is null)::int as unsent_all,
                   count(*) filter (where sent_at >= ${sinceIso}::timestamptz)::int as sent_since
              from guest_confirmations`,
      );
      return row!;
    });
  const loadEnded = Date.now();
  const atEnd = await count();
  let now = atEnd;
  while (now.unsent > 0 && Date.now() - loadEnded < JOBS_WITHIN_MS) {
    await sleep(1_000);
    now = await count();
  }
  check.that(atEnd.owed > 0, 'after the return: the load made orders that owe a confirmation');
  check.that(now.sent_since > 0, 'after the return: the job queue sends confirmations again');
  check.equal(now.unsent, 0, `after the return: every confirmation owed since is sent within ${JOBS_WITHIN_MS} ms of the load's end (${now.owed} owed)`);
  lines.push(
    `jobs after the return: ${now.owed} confirmations owed since the last return; ${atEnd.unsent} of them (${atEnd.unsent_all} in all) unsent when the load stopped, ` +
      `${now.unsent} still unsent ${((Date.now() - loadEnded) / 1000).toFixed(1)} s later; ${now.sent_since} confirmations (older ones included) sent since the return`,
  );
}
