import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { PASSWORD_LOCK } from '../src/modules/user/account.service.ts';
import { CARD_PASSWORD_LOCK } from '../src/modules/user/member-wallet.service.ts';
import { bookStay, dayFromToday, newMember, setBalance } from './helpers/booking.ts';
import { call, useMemberApp, withToken } from './helpers/member-app.ts';

/**
 * Guesses sent all at once (from one process or many) must not have more passwords compared than
 * the lock allows: each try is counted in the database before the comparison (decision 0028).
 */
const t = useMemberApp();
const BURST = 20;
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

describe(`${BURST} wrong passwords sent at once`, () => {
  it(`member login: ${PASSWORD_LOCK.maxFailures} are compared (401), the rest find password login paused (429)`, async () => {
    const member = await newMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => call(t.app, 'POST', endpoints.login.path, { body: { mobile: member.mobile, Pwd: 'Wrong999', mode: 2 } })),
    );
    expect(statuses(answers)).toEqual([...Array<number>(PASSWORD_LOCK.maxFailures).fill(401), ...Array<number>(BURST - PASSWORD_LOCK.maxFailures).fill(429)]);
    for (const answer of answers.filter((a) => a.status === 429)) expect(answer.body.message).toBe(SERVER_MESSAGES.passwordLocked);
    // The right password waits for the pause like everyone else.
    const right = await call(t.app, 'POST', endpoints.login.path, { body: { mobile: member.mobile, Pwd: member.password, mode: 2 } });
    expect(right.status).toBe(429);
  }, 60_000);

  it(`member card: ${CARD_PASSWORD_LOCK.maxFailures} are compared, the rest are refused by the lock (429)`, async () => {
    const member = await newMember(t.app);
    const order = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 9), checkOut: dayFromToday(t.clock, 10) });
    await setBalance(t.db, member.mobile, order.hold.totalAmount + 100);
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => withToken(t.app, 'POST', endpoints.orderpay.path, member.token, { revNo: order.revNo, code: 1, cardPwd: 'Wrong999' })),
    );
    // At most five plain "wrong password" answers (the fifth may be the one that locks); all the others: locked.
    const wrong = answers.filter((a) => a.status === 400).length;
    expect(wrong).toBeGreaterThanOrEqual(CARD_PASSWORD_LOCK.maxFailures - 1);
    expect(wrong).toBeLessThanOrEqual(CARD_PASSWORD_LOCK.maxFailures);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(BURST - wrong);
    const right = await withToken(t.app, 'POST', endpoints.orderpay.path, member.token, { revNo: order.revNo, code: 1, cardPwd: member.password });
    expect(right.status).toBe(429);
  }, 60_000);
});
