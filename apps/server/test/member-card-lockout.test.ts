import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '@hotel/db/schema/user';
import { endpoints } from '@hotel/shared/api/endpoints';
import { cardLockedMessage, MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { CARD_PASSWORD_LOCK } from '../src/modules/user/member-wallet.service.ts';
import { bookStay, dayFromToday, memberBalance, newMember, setBalance } from './helpers/booking.ts';
import { expectFailure } from './helpers/expectations.ts';
import { MINUTE, SECOND, useMemberApp, withToken } from './helpers/member-app.ts';

const t = useMemberApp();

const payByCard = (token: string, revNo: string, cardPwd: string) => withToken(t.app, 'POST', endpoints.orderpay.path, token, { revNo, code: 1, cardPwd });

/** A member with a prepaid order and the balance to pay it. */
async function memberWithOrder(days: number) {
  const member = await newMember(t.app);
  const order = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, days), checkOut: dayFromToday(t.clock, days + 1) });
  await setBalance(t.db, member.mobile, order.hold.totalAmount + 100);
  return { member, order };
}

async function lockedUntil(mobile: string): Promise<Date | null> {
  const [row] = await t.db.select({ until: members.cardLockedUntil }).from(members).where(eq(members.mobile, mobile));
  return row?.until ?? null;
}

async function wrongTimes(token: string, revNo: string, times: number) {
  for (let i = 0; i < times; i++) {
    const wrong = await payByCard(token, revNo, 'Wrong999');
    expectFailure(wrong, 400);
    expect(wrong.body.message).toBe(SERVER_MESSAGES.memberPasswordWrong);
  }
}

describe('member-card password lockout', () => {
  it(`locks card payment after ${CARD_PASSWORD_LOCK.maxFailures} wrong passwords, even with the right one, until ${CARD_PASSWORD_LOCK.minutes} minutes pass`, async () => {
    const { member, order } = await memberWithOrder(3);
    const balance = await memberBalance(t.db, member.mobile);
    await wrongTimes(member.token, order.revNo, CARD_PASSWORD_LOCK.maxFailures - 1);

    const fifth = await payByCard(member.token, order.revNo, 'Wrong999');
    expectFailure(fifth, 429);
    const until = await lockedUntil(member.mobile);
    // Locked for the full period from the fifth wrong password (the clock stands still meanwhile).
    expect(until!.getTime() - t.clock.now().getTime()).toBeGreaterThan((CARD_PASSWORD_LOCK.minutes - 1) * MINUTE);
    expect(until!.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(CARD_PASSWORD_LOCK.minutes * MINUTE);
    expect(fifth.body.message).toBe(cardLockedMessage(until!));
    expect(fifth.body.message).toMatch(/\d{2}:\d{2}（現地時間）以降/);

    const right = await payByCard(member.token, order.revNo, member.password);
    expectFailure(right, 429);
    expect(right.body.message).toBe(cardLockedMessage(until!));
    expect(await memberBalance(t.db, member.mobile)).toBe(balance);

    t.clock.advance(CARD_PASSWORD_LOCK.minutes * MINUTE - 30 * SECOND);
    expectFailure(await payByCard(member.token, order.revNo, member.password), 429);
    t.clock.advance(60 * SECOND);
    const paid = await payByCard(member.token, order.revNo, member.password);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.message).toBe(MESSAGES.paySucceeded);
    expect(await lockedUntil(member.mobile)).toBeNull();
  }, 60_000);

  it('a right password starts the count again', async () => {
    const { member, order } = await memberWithOrder(4);
    await wrongTimes(member.token, order.revNo, CARD_PASSWORD_LOCK.maxFailures - 1);
    // Right password, balance short: refused for the money, but the password was right.
    await setBalance(t.db, member.mobile, 0);
    expectFailure(await payByCard(member.token, order.revNo, member.password), 409);
    await wrongTimes(member.token, order.revNo, CARD_PASSWORD_LOCK.maxFailures - 1);
    expect(await lockedUntil(member.mobile)).toBeNull();
  }, 60_000);

  it('counts wrong passwords sent all at once, each exactly once', async () => {
    const { member, order } = await memberWithOrder(5);
    const answers = await Promise.all(Array.from({ length: CARD_PASSWORD_LOCK.maxFailures }, () => payByCard(member.token, order.revNo, 'Wrong999')));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array.from({ length: CARD_PASSWORD_LOCK.maxFailures - 1 }, () => 400), 429]);
    expect(await lockedUntil(member.mobile)).not.toBeNull();
    expectFailure(await payByCard(member.token, order.revNo, member.password), 429);
  }, 60_000);

  it('leaves password login alone: the card lock is its own', async () => {
    const { member, order } = await memberWithOrder(6);
    await wrongTimes(member.token, order.revNo, CARD_PASSWORD_LOCK.maxFailures - 1);
    expectFailure(await payByCard(member.token, order.revNo, 'Wrong999'), 429);
    const login = await withToken(t.app, 'POST', endpoints.login.path, member.token, { mobile: member.mobile, Pwd: member.password, mode: 2 });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
  }, 60_000);
});
