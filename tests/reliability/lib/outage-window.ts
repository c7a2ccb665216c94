import { endpoints } from '@hotel/shared/api/endpoints';
import { SESSION_COOKIE } from '@hotel/shared/member-contract';
import { SITE_HEADERS } from './api.ts';
import { isOutageAnswer, type AnswerLog, type TimedAnswer } from './answers.ts';
import { sleep } from './processes.ts';
import type { Check } from './run.ts';

/** "A few seconds": no request may take longer while the database is away. */
export const MAX_ANSWER_MS = Number(process.env.PG_RESTART_MAX_ANSWER_MS ?? 5_000);
/** /readyz asked this long after the database went away must say 503 (its check has a 3 s timeout of its own). */
const READY_GRACE_MS = 1_000;

/** The moments of one outage (epoch ms). */
export interface Outage {
  mode: string;
  /** The stop command was given / had returned (the database is away). */
  stopping: number;
  down: number;
  /** The start command was given / had returned (the database takes connections). */
  starting: number;
  up: number;
}

/**
 * /healthz and /readyz asked every 200 ms for the whole run, as a load balancer would.
 * Returns the function that stops asking.
 */
export function watchHealth(log: AnswerLog, base: string): () => Promise<void> {
  let watching = true;
  const loop = (async () => {
    while (watching) {
      await Promise.all([log.call('healthz', `${base}/healthz`, { timeoutMs: 10_000 }), log.call('readyz', `${base}/readyz`, { timeoutMs: 10_000 })]);
      await sleep(200);
    }
  })();
  return async () => {
    watching = false;
    await loop;
  };
}

/**
 * While the database is away: a guest's hold (an API call that needs the database), a signed-in
 * guest's page (no page cache for a visitor with a cookie) and a search, every 400 ms, with
 * their headers kept. Returns the function that stops asking.
 */
export function probeOutage(log: AnswerLog, base: string, token: string, stay: { hotelCode: string; roomTypeCode: string; rateCode: string; checkIn: string; checkOut: string }): () => Promise<void> {
  let probing = true;
  const member = { ...SITE_HEADERS, usertoken: token };
  const loop = (async () => {
    while (probing) {
      await Promise.all([
        log.call('probe checkInventory', `${base}${endpoints.checkInventory.path}`, { method: 'POST', headers: member, body: { roomQty: 1, ...stay } }),
        log.call('probe page', `${base}/courtesy?tab=orders`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } }),
        log.call('probe getRoomAndRate', `${base}${endpoints.getRoomAndRate.path}`, {
          method: 'POST',
          headers: SITE_HEADERS,
          body: { HotelCode: stay.hotelCode, CheckIn: stay.checkIn, CheckOut: stay.checkOut },
        }),
      ]);
      await sleep(400);
    }
  })();
  return async () => {
    probing = false;
    await loop;
  };
}

export interface OutageFigures {
  longest: TimedAnswer | undefined;
  /** Answered while the database was away (asked after it went, answered before it was started again). */
  inside: TimedAnswer[];
  readyBackMs: number | null;
  bookingBackMs: number | null;
}

const describe = (a: TimedAnswer) => ({ what: a.what, status: a.status, ms: a.ms, message: a.message.slice(0, 80), retryAfter: a.retryAfter });

/**
 * The expectations of issue 32 for one outage: every answer while the database was away is a
 * 503 with a Japanese message (API: the envelope and Retry-After; pages: 503 and Retry-After)
 * or a success that needed no database; none takes longer than MAX_ANSWER_MS; /healthz stays
 * 200 and /readyz says 503; the answers cut by the stop or the start are answered, never a
 * 500 or a dropped connection.
 */
export function judgeOutage(log: AnswerLog, outage: Outage, check: Check, label: string): OutageFigures {
  const around = log.overlapping(outage.stopping, outage.starting);
  const inside = around.filter((a) => a.startedAt >= outage.down && a.endedAt <= outage.starting);
  const edges = around.filter((a) => !inside.includes(a));
  const longest = [...around].sort((a, b) => b.ms - a.ms)[0];
  check.equal(around.filter((a) => a.ms > MAX_ANSWER_MS).map(describe), [], `${label}: no answer takes longer than ${MAX_ANSWER_MS} ms while the database is away`);
  const api = inside.filter((a) => a.what !== 'healthz' && a.what !== 'readyz' && a.what !== 'probe page');
  check.equal(api.filter((a) => !(a.status === 200 || isOutageAnswer(a))).map(describe), [], `${label}: API answers are 503 envelopes with a Japanese message and Retry-After (or a success needing no database)`);
  const holds = inside.filter((a) => a.what === 'probe checkInventory');
  check.that(holds.length > 0 && holds.every(isOutageAnswer), `${label}: a hold asked while the database is away answers 503, the envelope, a Japanese message and Retry-After`, holds.map(describe).slice(0, 3));
  const pages = inside.filter((a) => a.what === 'probe page');
  check.that(pages.length > 0 && pages.every((a) => a.status === 503 && !!a.retryAfter), `${label}: a page asked while the database is away answers 503 with Retry-After`, pages.map(describe).slice(0, 3));
  const ready = inside.filter((a) => a.what === 'readyz' && a.startedAt >= outage.down + READY_GRACE_MS);
  check.that(ready.length > 0 && ready.every((a) => a.status === 503), `${label}: /readyz says 503 while the database is away`, ready.map(describe).slice(0, 3));
  check.equal(around.filter((a) => a.what === 'healthz' && a.status !== 200).map(describe), [], `${label}: /healthz stays 200`);
  check.equal(edges.filter((a) => a.status === 0 || (a.status >= 500 && a.status !== 503)).map(describe), [], `${label}: requests in flight when the database went or came back are answered (no 500, no dropped connection)`);
  const readyBack = log.firstAfter('readyz', outage.up, (a) => a.status === 200);
  const bookingBack = log.firstAfter('checkInventory', outage.up, (a) => a.status === 200);
  return {
    longest,
    inside,
    readyBackMs: readyBack ? readyBack.endedAt - outage.up : null,
    bookingBackMs: bookingBack ? bookingBack.endedAt - outage.up : null,
  };
}

/** Waits until /readyz and a booking have succeeded after the return, at most `withinMs` (or until `gaveUp`: the server died). */
export async function waitForReturn(log: AnswerLog, outage: Outage, withinMs: number, gaveUp: () => boolean): Promise<void> {
  const until = outage.up + withinMs;
  while (Date.now() < until && !gaveUp()) {
    if (log.firstAfter('readyz', outage.up, (a) => a.status === 200) && log.firstAfter('checkInventory', outage.up, (a) => a.status === 200)) return;
    await sleep(100);
  }
}
