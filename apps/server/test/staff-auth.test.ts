import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { staff, staffSessions } from '@hotel/db/schema/staff';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { MINUTE, useMemberApp } from './helpers/member-app.ts';
import { addStaff, adminCall, me, setCookieOf, signIn, staffCookieHeader, staffLogin, staffTokenOf } from './helpers/staff-app.ts';

// Behind a trusted proxy (TRUST_PROXY): X-Forwarded-Proto decides the Secure flag.
const t = useMemberApp({ appOptions: { trustProxy: true } });
const HOUR = 60 * MINUTE;
const demo = (role: string) => DEMO_STAFF.find((s) => s.role === role)!;

function expectLoginFailed(response: Awaited<ReturnType<typeof staffLogin>>): void {
  expectFailure(response, 401);
  expect(response.body.message).toBe(SERVER_MESSAGES.staffLoginFailed);
  expect(response.headers['set-cookie']).toBeUndefined();
}

function expectSignedOut(response: Awaited<ReturnType<typeof me>>): void {
  expectFailure(response, 401);
  expect(response.body.message).toBe(SERVER_MESSAGES.staffNotSignedIn);
}

describe('POST /adminapi/v1/auth/login', () => {
  it('signs a demo administrator in with an HttpOnly, SameSite=Strict, Path=/ cookie for 12 hours', async () => {
    const response = await staffLogin(t.app, 'Admin@Demo.Felton ', DEMO_STAFF_PASSWORD);
    expect(expectSuccess(response)).toEqual({ email: 'admin@demo.felton', name: demo('group_admin').name, role: 'group_admin', hotels: null });
    expect(response.body.message).toBe(MESSAGES.loginSucceeded);
    const cookie = setCookieOf(response);
    expect(cookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43}; /);
    for (const part of ['; Path=/', '; HttpOnly', '; SameSite=Strict', `; Max-Age=${12 * 60 * 60}`]) expect(cookie).toContain(part);
    expect(cookie).not.toContain('Secure');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const response = await staffLogin(t.app, demo('front_desk').email, DEMO_STAFF_PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(setCookieOf(response)).toContain('; Secure');
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const wrong = await staffLogin(t.app, demo('content_editor').email, 'not-the-password');
    const unknown = await staffLogin(t.app, 'nobody@demo.felton', DEMO_STAFF_PASSWORD);
    expectLoginFailed(wrong);
    expectLoginFailed(unknown);
    // Alike but for the request's own id.
    expect({ ...wrong.body, requestId: undefined }).toEqual({ ...unknown.body, requestId: undefined });
  });

  it('refuses a bad address with a Japanese message', async () => {
    const response = await staffLogin(t.app, 'not an address', 'whatever');
    expectFailure(response, 400);
    expect(response.body.message).toBe(SERVER_MESSAGES.staffEmailInvalid);
  });

  it('locks an account after 5 failures (counted however fast they come) for 15 minutes', async () => {
    const person = await addStaff(t.db, 'front_desk', ['pro001']);
    const failures = await Promise.all(Array.from({ length: 5 }, () => staffLogin(t.app, person.email, 'wrong-password')));
    failures.forEach(expectLoginFailed);
    // The right password during the lock gets the same answer and does not start a session.
    expectLoginFailed(await staffLogin(t.app, person.email, person.password));
    const [row] = await t.db.select({ lockedUntil: staff.lockedUntil, failed: staff.failedLogins }).from(staff).where(eq(staff.id, person.id));
    expect(row!.lockedUntil).not.toBeNull();
    expect(row!.failed).toBe(0);

    t.clock.advance(14 * MINUTE);
    expectLoginFailed(await staffLogin(t.app, person.email, person.password));
    t.clock.advance(MINUTE + 1000);
    expectSuccess(await staffLogin(t.app, person.email, person.password));
  });

  it('four failures and a success start the count again', async () => {
    const person = await addStaff(t.db, 'content_editor');
    for (let i = 0; i < 4; i++) expectLoginFailed(await staffLogin(t.app, person.email, 'wrong-password'));
    expectSuccess(await staffLogin(t.app, person.email, person.password));
    for (let i = 0; i < 4; i++) expectLoginFailed(await staffLogin(t.app, person.email, 'wrong-password'));
    expectSuccess(await staffLogin(t.app, person.email, person.password));
  });

  it('refuses a disabled account with the same answer, and disabling ends its sessions', async () => {
    const disabled = await addStaff(t.db, 'hotel_manager', ['pro001'], { disabled: true });
    expectLoginFailed(await staffLogin(t.app, disabled.email, disabled.password));

    const person = await addStaff(t.db, 'hotel_manager', ['pro001']);
    const token = await signIn(t.app, person.email, person.password);
    expectSuccess(await me(t.app, token));
    await t.db.update(staff).set({ disabled: true }).where(eq(staff.id, person.id));
    expectSignedOut(await me(t.app, token));
  });
});

describe('GET /adminapi/v1/auth/me', () => {
  it('answers the person, their role and their hotels', async () => {
    const person = await addStaff(t.db, 'hotel_manager', ['pro003', 'pro001']);
    const data = expectSuccess(await me(t.app, await signIn(t.app, person.email, person.password)));
    expect(data).toEqual({ email: person.email, name: 'テスト 職員', role: 'hotel_manager', hotels: ['pro001', 'pro003'] });
  });

  it('answers 401 without a cookie or with a forged one, and drops a dead cookie', async () => {
    expectSignedOut(await adminCall(t.app, 'GET', '/auth/me'));
    const forged = await me(t.app, 'A'.repeat(43));
    expectSignedOut(forged);
    expect(setCookieOf(forged)).toMatch(/^staff_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict/);
  });
});

describe('signing out', () => {
  it('logout ends this session only and drops the cookie', async () => {
    const person = await addStaff(t.db, 'front_desk', ['pro001']);
    const here = await signIn(t.app, person.email, person.password);
    const there = await signIn(t.app, person.email, person.password);
    const response = await adminCall(t.app, 'POST', '/auth/logout', { headers: staffCookieHeader(here), body: {} });
    expect(expectSuccess(response)).toBeNull();
    expect(setCookieOf(response)).toContain('staff_session=; Path=/; Max-Age=0');
    expectSignedOut(await me(t.app, here));
    expectSuccess(await me(t.app, there));
    // A second time the session is gone: 401, and the cookie is dropped again (decision 0049).
    const again = await adminCall(t.app, 'POST', '/auth/logout', { headers: staffCookieHeader(here), body: {} });
    expect(again.status).toBe(401);
    expect(setCookieOf(again)).toContain('staff_session=; Path=/; Max-Age=0');
  });

  it('logout-all ends every session of this person, and only theirs', async () => {
    const person = await addStaff(t.db, 'front_desk', ['pro001']);
    const other = await addStaff(t.db, 'front_desk', ['pro001']);
    const laptop = await signIn(t.app, person.email, person.password);
    const phone = await signIn(t.app, person.email, person.password);
    const colleague = await signIn(t.app, other.email, other.password);
    const response = await adminCall(t.app, 'POST', '/auth/logout-all', { headers: staffCookieHeader(phone), body: {} });
    expect(response.body.message).toBe(SERVER_MESSAGES.staffLoggedOutEverywhere);
    expectSuccess(response);
    expectSignedOut(await me(t.app, laptop));
    expectSignedOut(await me(t.app, phone));
    expectSuccess(await me(t.app, colleague));
  });

  it('logout-all needs a live session', async () => {
    expectSignedOut(await adminCall(t.app, 'POST', '/auth/logout-all', { body: {} }));
  });
});

describe('session lifetime', () => {
  it('ends after 30 minutes without a request; each request (at most one write a minute) keeps it alive', async () => {
    const person = await addStaff(t.db, 'front_desk', ['pro001']);
    const token = await signIn(t.app, person.email, person.password);
    const lastSeen = async () => (await t.db.select({ at: staffSessions.lastSeenAt }).from(staffSessions).where(eq(staffSessions.staffId, person.id)))[0]!.at;
    const signedInAt = await lastSeen();

    t.clock.advance(30 * 1000);
    expectSuccess(await me(t.app, token));
    expect(await lastSeen()).toEqual(signedInAt);

    t.clock.advance(29 * MINUTE);
    expectSuccess(await me(t.app, token));
    expect((await lastSeen()).getTime()).toBeGreaterThan(signedInAt.getTime());
    t.clock.advance(29 * MINUTE);
    expectSuccess(await me(t.app, token));
    t.clock.advance(30 * MINUTE + 1000);
    expectSignedOut(await me(t.app, token));
  });

  it('ends 12 hours after sign-in however busy', async () => {
    const person = await addStaff(t.db, 'hotel_manager', ['pro001']);
    const token = await signIn(t.app, person.email, person.password);
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      t.clock.advance(20 * MINUTE);
      expectSuccess(await me(t.app, token));
    }
    t.clock.advance(20 * MINUTE);
    expectSignedOut(await me(t.app, token));
  });
});

describe('demo staff', () => {
  it('one account per role signs in with the demo password', async () => {
    for (const person of DEMO_STAFF) {
      const response = await staffLogin(t.app, person.email, DEMO_STAFF_PASSWORD);
      expect(expectSuccess(response)).toEqual({ email: person.email, name: person.name, role: person.role, hotels: person.role === 'group_admin' ? null : [...person.hotels].sort() });
      staffTokenOf(response);
    }
  });
});
