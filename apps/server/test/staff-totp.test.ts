// Every test signs in several times (scrypt, 128 MiB each): a loaded machine needs more than the default 15 s.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { STAFF_MESSAGES, type MyAccount, type TotpEnrolment } from '@hotel/shared/schemas/admin/staff';
import { auditLog } from '@hotel/db/schema/audit';
import { staff } from '@hotel/db/schema/staff';
import { totpCodeAt } from '../src/modules/staff/staff-totp.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { MINUTE, SECOND, useMemberApp } from './helpers/member-app.ts';
import { adminToken, asStaff, staffPost } from './helpers/staff-admin.ts';
import { addStaff, adminCall, me, staffLogin, staffTokenOf } from './helpers/staff-app.ts';

const t = useMemberApp();
const STEP = 30 * SECOND;

type Pending = { totpRequired: true; pendingToken: string };
const code = (secret: string, offsetMs = 0) => totpCodeAt(secret, new Date(t.clock.now().getTime() + offsetMs));
const loginCode = (pendingToken: string, value: string) => adminCall(t.app, 'POST', '/auth/login/totp', { body: { pendingToken, code: value } });

/** A person signed in, with TOTP switched on through the API: answers their secret. */
async function enrolled() {
  const person = await addStaff(t.db, 'front_desk', ['pro001']);
  const login = await staffLogin(t.app, person.email, person.password);
  const session = staffTokenOf(login);
  const enrolment = expectSuccess(await staffPost<TotpEnrolment>(t.app, session, '/account/totp/start', {}));
  expectSuccess(await staffPost<MyAccount>(t.app, session, '/account/totp/confirm', { code: code(enrolment.secret) }));
  // The code just used (and the step before it) is spent: move on, as a person would.
  t.clock.advance(2 * STEP);
  return { ...person, session, secret: enrolment.secret };
}

async function passwordStep(email: string, password: string): Promise<string> {
  const response = await staffLogin(t.app, email, password);
  const data = expectSuccess(response) as unknown as Pending;
  expect(data).toEqual({ totpRequired: true, pendingToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  expect(response.headers['set-cookie'], 'no session before the code').toBeUndefined();
  return data.pendingToken;
}

describe('enrolling a second factor', { timeout: 60_000 }, () => {
  it('shows the secret as an otpauth:// QR code, confirms with one code, stores the secret sealed, audits it', async () => {
    const person = await addStaff(t.db, 'hotel_manager', ['pro001']);
    const session = staffTokenOf(await staffLogin(t.app, person.email, person.password));
    const enrolment = expectSuccess(await staffPost<TotpEnrolment>(t.app, session, '/account/totp/start', {}));
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}/);
    expect(enrolment.uri).toContain(encodeURIComponent(person.email));
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await staffPost(t.app, session, '/account/totp/confirm', { code: '000000' === code(enrolment.secret) ? '111111' : '000000' });
    expectFailure(wrong, 400);
    expect(wrong.body.message).toBe(STAFF_MESSAGES.codeInvalid);
    const on = expectSuccess(await staffPost<MyAccount>(t.app, session, '/account/totp/confirm', { code: code(enrolment.secret) }));
    expect(on.totp).toBe(true);
    expect(expectSuccess(await adminCall<MyAccount>(t.app, 'GET', '/account', asStaff(session))).totp).toBe(true);

    const [row] = await t.db.select({ secret: staff.totpSecret, pending: staff.totpPendingSecret }).from(staff).where(eq(staff.id, person.id));
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(enrolment.secret);
    expect(row!.pending).toBeNull();
    const [line] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, String(person.id)));
    expect(line).toMatchObject({ entity: 'staff', action: 'totp_enable', after: { totp: true } });
    expect(JSON.stringify(line)).not.toContain(enrolment.secret);
  });

  it('refuses a bad code format and confirming before starting', async () => {
    const person = await addStaff(t.db, 'content_editor', ['pro001']);
    const session = staffTokenOf(await staffLogin(t.app, person.email, person.password));
    const format = await staffPost(t.app, session, '/account/totp/confirm', { code: '12ab' });
    expectFailure(format, 400);
    expect(format.body.message).toBe(STAFF_MESSAGES.codeFormat);
    const early = await staffPost(t.app, session, '/account/totp/confirm', { code: '123456' });
    expectFailure(early, 400);
    expect(early.body.message).toBe(STAFF_MESSAGES.totpNotStarted);
  });
});

describe('signing in with a second factor', { timeout: 60_000 }, () => {
  it('asks for the code after the password, then signs in; codes of the step before and after count', async () => {
    const person = await enrolled();
    for (const offset of [-STEP, 0, STEP]) {
      const pending = await passwordStep(person.email, person.password);
      const response = await loginCode(pending, code(person.secret, offset));
      expect(expectSuccess(response)).toMatchObject({ email: person.email, role: 'front_desk' });
      expectSuccess(await me(t.app, staffTokenOf(response)));
      t.clock.advance(3 * STEP);
    }
  });

  it('refuses a code two steps away, and a code used before', async () => {
    const person = await enrolled();
    const pending = await passwordStep(person.email, person.password);
    const far = await loginCode(pending, code(person.secret, 2 * STEP));
    expectFailure(far, 401);
    expect(far.body.message).toBe(STAFF_MESSAGES.codeInvalid);
    const now = code(person.secret);
    expectSuccess(await loginCode(pending, now));
    // The same code again, with a new pending sign-in: refused.
    const again = await passwordStep(person.email, person.password);
    const replay = await loginCode(again, now);
    expectFailure(replay, 401);
    expect(replay.body.message).toBe(STAFF_MESSAGES.codeInvalid);
  });

  it('a pending sign-in lasts 5 minutes and works once', async () => {
    const person = await enrolled();
    const pending = await passwordStep(person.email, person.password);
    t.clock.advance(5 * MINUTE + SECOND);
    const late = await loginCode(pending, code(person.secret));
    expectFailure(late, 401);
    expect(late.body.message).toBe(STAFF_MESSAGES.totpLoginExpired);

    const fresh = await passwordStep(person.email, person.password);
    expectSuccess(await loginCode(fresh, code(person.secret)));
    t.clock.advance(STEP);
    expectFailure(await loginCode(fresh, code(person.secret)), 401);
    expectFailure(await loginCode('A'.repeat(43), code(person.secret)), 401);
  });

  it('wrong codes count toward the lockout: 5 failures lock the account for 15 minutes', async () => {
    const person = await enrolled();
    const pending = await passwordStep(person.email, person.password);
    const right = code(person.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expectFailure(await loginCode(pending, wrong), 401);
    const locked = await loginCode(pending, right);
    expectFailure(locked, 401);
    expect(locked.body.message).toBe(SERVER_MESSAGES.staffLoginFailed);
    expectFailure(await staffLogin(t.app, person.email, person.password), 401);
    t.clock.advance(15 * MINUTE + SECOND);
    const again = await passwordStep(person.email, person.password);
    expectSuccess(await loginCode(again, code(person.secret)));
  });

  it('a person disabled between the two steps is refused', async () => {
    const person = await enrolled();
    const pending = await passwordStep(person.email, person.password);
    const admin = await adminToken(t.app);
    expectSuccess(await staffPost(t.app, admin, '/staff/disable', { id: person.id }));
    expectFailure(await loginCode(pending, code(person.secret)), 401);
  });
});

describe('turning it off', { timeout: 60_000 }, () => {
  it('needs a current code; afterwards the password alone signs in', async () => {
    const person = await enrolled();
    const wrong = await staffPost(t.app, person.session, '/account/totp/disable', { code: code(person.secret, 3 * STEP) });
    expectFailure(wrong, 400);
    expect(wrong.body.message).toBe(STAFF_MESSAGES.codeInvalid);
    const off = expectSuccess(await staffPost<MyAccount>(t.app, person.session, '/account/totp/disable', { code: code(person.secret) }));
    expect(off.totp).toBe(false);
    const login = await staffLogin(t.app, person.email, person.password);
    expect(expectSuccess(login)).toMatchObject({ email: person.email });
    staffTokenOf(login);
    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, String(person.id)))).map((l) => l.action);
    expect(actions).toEqual(['totp_enable', 'totp_disable']);
  });

  it('an administrator resets someone’s second factor (audited), which also ends their pending sign-ins', async () => {
    const person = await enrolled();
    const pending = await passwordStep(person.email, person.password);
    const admin = await adminToken(t.app);
    const reset = expectSuccess(await staffPost(t.app, admin, '/staff/reset-totp', { id: person.id }));
    expect(reset.totp).toBe(false);
    expectFailure(await loginCode(pending, code(person.secret)), 401);
    expect(expectSuccess(await staffLogin(t.app, person.email, person.password))).toMatchObject({ email: person.email });
    const [line] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'totp_reset'));
    expect(line).toMatchObject({ entity: 'staff', entityId: String(person.id), staffEmail: 'admin@demo.felton', before: { totp: true }, after: { totp: false } });
  });

  it('a secret sealed under another key does not open: the code is refused, never a 500', async () => {
    const person = await enrolled();
    await t.db.update(staff).set({ totpSecret: 'v1.AAAA.BBBB.CCCC' }).where(eq(staff.id, person.id));
    const pending = await passwordStep(person.email, person.password);
    expectFailure(await loginCode(pending, code(person.secret)), 401);
  });
});
