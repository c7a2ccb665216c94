import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { LOGIN_MODE, SMS_PURPOSE } from '@hotel/shared/member-contract';
import { MESSAGES, PRIVACY_MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { CLOSED_MEMBER_NAME, PRIVACY_POLICY_VERSION } from '@hotel/shared/privacy';
import { memberDataExport, type MemberDataExport } from '@hotel/shared/schemas/privacy';
import { sessions } from '@hotel/db/schema/session';
import { memberConsents, memberPoints, members } from '@hotel/db/schema/user';
import { orders } from '@hotel/db/schema/orders';
import { bookStay, dayFromToday, newMember, setBalance } from './helpers/booking.ts';
import { call, freshCode, randomMobile, registration, SECOND, SITE_HEADERS, useMemberApp, withToken } from './helpers/member-app.ts';

/** Decision 0033: consent at registration, the member's data download and closing the account. */
const t = useMemberApp();

const exportData = (token: string) => withToken<MemberDataExport>(t.app, 'GET', endpoints.exportData.path, token);
const closeAccount = (token: string, body: Record<string, unknown>) => withToken(t.app, 'POST', endpoints.closeAccount.path, token, body);
const memberRow = async (mobile: string) => (await t.db.select().from(members).where(eq(members.mobile, mobile)))[0];
const cancel = (token: string, id: number) => withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${id}`, token);

describe('consent at registration', () => {
  const registerWith = async (overrides: Record<string, unknown>, ip: string) => {
    const mobile = randomMobile();
    const code = await freshCode(t.app, mobile, SMS_PURPOSE.register);
    const response = await call(t.app, 'POST', endpoints.register.path, { body: registration(mobile, code, overrides), ip });
    return { mobile, response };
  };

  it('records the policy version, the time and the client network (never the full address) for the checkbox', async () => {
    const { mobile, response } = await registerWith({ agreeStatus: true }, '203.0.113.77');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const member = await memberRow(mobile);
    const consents = await t.db.select().from(memberConsents).where(eq(memberConsents.memberId, member!.id));
    expect(consents).toEqual([
      expect.objectContaining({ kind: 'privacy_policy', policyVersion: PRIVACY_POLICY_VERSION, source: 'checkbox', clientNetwork: '203.0.113.0/24', withdrawnAt: null }),
    ]);
    expect(Math.abs(consents[0]!.givenAt.getTime() - t.clock.now().getTime())).toBeLessThan(60_000);
  });

  it('still registers the spec payload without agreeStatus, recording the consent as unstated', async () => {
    const { mobile, response } = await registerWith({}, '198.51.100.5');
    expect(response.status).toBe(200);
    const member = await memberRow(mobile);
    const [consent] = await t.db.select().from(memberConsents).where(eq(memberConsents.memberId, member!.id));
    expect(consent).toMatchObject({ source: 'unstated', policyVersion: PRIVACY_POLICY_VERSION });
  });

  it('refuses agreeStatus false with the terms message and creates nobody', async () => {
    const { mobile, response } = await registerWith({ agreeStatus: false }, '198.51.100.6');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.termsRequired);
    expect(await memberRow(mobile)).toBeUndefined();
  });
});

describe('GET /user/exportData', () => {
  it('downloads the member’s own profile, consents, orders, payments, points, coupons and sessions as an attachment', async () => {
    const member = await newMember(t.app);
    const other = await newMember(t.app);
    await bookStay(t.app, member.token, { checkIn: dayFromToday(t.clock, 20), checkOut: dayFromToday(t.clock, 21) });
    await bookStay(t.app, other.token, { checkIn: dayFromToday(t.clock, 20), checkOut: dayFromToday(t.clock, 21) });

    const response = await exportData(member.token);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="felton-member-data-\d{8}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = memberDataExport.parse(response.body.data);
    expect(data.profile).toMatchObject({ mobile: member.mobile, name: member.name, level: 'silver' });
    expect(data.consents).toHaveLength(1);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ revUser: '佐藤 健', mobile: '13912345678', email: 'ken.sato@example.jp' });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.coupons).toEqual([expect.objectContaining({ title: '新規会員登録クーポン', kind: 'amount', value: 100, state: 'available', usedAt: null })]);
    expect(JSON.stringify(data)).not.toContain(other.mobile);
    expect(JSON.stringify(data)).not.toContain('scrypt');
  });

  it('answers 401 without a session', async () => {
    const response = await call(t.app, 'GET', endpoints.exportData.path);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MESSAGES.notLoggedIn);
  });
});

describe('POST /user/closeAccount', () => {
  it('is refused while a booking is open, then closes with the password: fields erased, orders anonymized, sessions ended, points voided', async () => {
    const member = await newMember(t.app);
    const booked = await bookStay(t.app, member.token, { checkIn: dayFromToday(t.clock, 30), checkOut: dayFromToday(t.clock, 32) });
    const id = (await memberRow(member.mobile))!.id;
    await t.db.update(members).set({ points: 120 }).where(eq(members.id, id));

    const refused = await closeAccount(member.token, { mode: LOGIN_MODE.password, Pwd: member.password });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PRIVACY_MESSAGES.closeRefusedOpenBooking);
    expect((await cancel(member.token, booked.id)).status).toBe(200);

    const wrong = await closeAccount(member.token, { Pwd: 'Wrong1234' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(PRIVACY_MESSAGES.closeWrongSecret);
    const empty = await closeAccount(member.token, { mode: 2 });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(PRIVACY_MESSAGES.closeConfirmRequired);

    const closed = await closeAccount(member.token, { Pwd: member.password });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.message).toBe(PRIVACY_MESSAGES.closed);

    const [row] = await t.db.select().from(members).where(eq(members.id, id));
    expect(row).toMatchObject({ name: CLOSED_MEMBER_NAME, mobile: `closed-${id}`, cardNo: `CLOSED${id}`, birthday: null, country: null, points: 0 });
    expect(row!.closedAt).not.toBeNull();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, booked.id));
    expect(order).toMatchObject({ revUser: '退会済み', mobile: '', email: null, remark: '', state: 2, memberId: id });
    expect(order!.totalAmount).toBeGreaterThan(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.memberId, id))).toEqual([]);
    const ledger = await t.db.select().from(memberPoints).where(eq(memberPoints.memberId, id));
    expect(ledger).toEqual([expect.objectContaining({ delta: -120, balanceAfter: 0 })]);
    const [consent] = await t.db.select().from(memberConsents).where(eq(memberConsents.memberId, id));
    expect(consent!.withdrawnAt).not.toBeNull();
    expect(consent!.clientNetwork).toBeNull();

    // The old token is dead, the password no longer logs in, and the number registers again.
    expect((await exportData(member.token)).status).toBe(401);
    const login = await call(t.app, 'POST', endpoints.login.path, { body: { mobile: member.mobile, mode: LOGIN_MODE.password, Pwd: member.password } });
    expect(login.status).toBe(401);
    t.clock.advance(61 * SECOND); // one code per number a minute
    const code = await freshCode(t.app, member.mobile, SMS_PURPOSE.register);
    const again = await call(t.app, 'POST', endpoints.register.path, { body: registration(member.mobile, code, { agreeStatus: true }) });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('closes with an SMS login code instead of the password', async () => {
    const member = await newMember(t.app);
    t.clock.advance(61 * SECOND); // one code per number a minute
    const code = await freshCode(t.app, member.mobile, SMS_PURPOSE.login);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await closeAccount(member.token, { mode: LOGIN_MODE.smsCode, code: wrongCode })).status).toBe(400);
    const closed = await closeAccount(member.token, { mode: LOGIN_MODE.smsCode, code });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(await memberRow(member.mobile)).toBeUndefined();
  });

  it('is refused while the member card holds stored value', async () => {
    const member = await newMember(t.app);
    await setBalance(t.db, member.mobile, 300);
    const response = await closeAccount(member.token, { Pwd: member.password });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(PRIVACY_MESSAGES.closeRefusedBalance);
    expect((await memberRow(member.mobile))!.closedAt).toBeNull();
  });

  it('needs the site headers with the cookie, and clears the cookie when done', async () => {
    const member = await newMember(t.app);
    const login = await call(t.app, 'POST', endpoints.login.path, {
      body: { mobile: member.mobile, mode: LOGIN_MODE.password, Pwd: member.password },
      headers: { 'x-session-mode': 'cookie' },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const bare = await call(t.app, 'POST', endpoints.closeAccount.path, { headers: { cookie }, body: { Pwd: member.password } });
    expect(bare.status).toBe(403);
    expect(bare.body.message).toBe(SERVER_MESSAGES.csrfRejected);
    const done = await call(t.app, 'POST', endpoints.closeAccount.path, { headers: { ...SITE_HEADERS, cookie }, body: { Pwd: member.password } });
    expect(done.status).toBe(200);
    expect(String(done.headers['set-cookie'])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});
