import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@hotel/shared/schemas/admin/staff';
import { auditLog } from '@hotel/db/schema/audit';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { MINUTE, useMemberApp } from './helpers/member-app.ts';
import { adminToken, createThroughApi, staffPost, tokenOf } from './helpers/staff-admin.ts';
import { adminCall, me, signIn, staffLogin } from './helpers/staff-app.ts';

const t = useMemberApp();
const HOUR_MS = 60 * MINUTE;
const PASSWORD = 'a-long-enough-password';
const freshEmail = () => `link-${randomBytes(4).toString('hex')}@example.jp`;

const check = (token: string) => adminCall<{ email: string; name: string; expiresAt: string }>(t.app, 'GET', '/auth/set-password', { query: { token } });
const setPassword = (token: string, password: string) => adminCall(t.app, 'POST', '/auth/set-password', { body: { token, password } });

function expectLinkInvalid(response: Awaited<ReturnType<typeof setPassword>>): void {
  expectFailure(response, 400);
  expect(response.body.message).toBe(STAFF_MESSAGES.linkInvalid);
}

async function newPerson() {
  const admin = await adminToken(t.app);
  const email = freshEmail();
  const { staff, link } = await createThroughApi(t.app, admin, { name: '鈴木 次郎', email, role: 'front_desk', hotels: ['pro001'] });
  return { admin, email, id: staff.id, token: tokenOf(link) };
}

describe('/adminapi/v1/auth/set-password (public)', () => {
  it('greets the person, sets the password once, and they sign in with it', async () => {
    const { email, token } = await newPerson();
    expect(expectSuccess(await check(token))).toMatchObject({ email, name: '鈴木 次郎' });
    const response = await setPassword(token, PASSWORD);
    expectSuccess(response);
    expect(response.body.message).toBe(STAFF_MESSAGES.passwordSet);
    await signIn(t.app, email, PASSWORD);
    // Used up: the same link again, and a check of it, get the one message.
    expectLinkInvalid(await setPassword(token, 'another-long-password'));
    expectLinkInvalid(await check(token));
    await signIn(t.app, email, PASSWORD);
  });

  it('refuses a password under 12 characters, and a link dies after 5 refused tries', async () => {
    const { token } = await newPerson();
    for (let i = 0; i < 5; i++) {
      const short = await setPassword(token, 'short');
      expectFailure(short, 400);
      expect(short.body.message).toBe(STAFF_MESSAGES.passwordTooShort);
    }
    expectLinkInvalid(await setPassword(token, PASSWORD));
  });

  it('an expired link (72 hours) and an unknown or malformed one get the same message', async () => {
    const { token } = await newPerson();
    t.clock.advance(72 * HOUR_MS + 1000);
    expectLinkInvalid(await setPassword(token, PASSWORD));
    expectLinkInvalid(await check(token));
    expectLinkInvalid(await setPassword('A'.repeat(43), PASSWORD));
    expectLinkInvalid(await setPassword('not-a-token', PASSWORD));
    expectLinkInvalid(await check('x'));
  });

  it('a new link voids the old one; audited without the link', async () => {
    const { admin, id, email, token: old } = await newPerson();
    const response = await staffPost<{ link: { path: string } }>(t.app, admin, '/staff/password-link', { id });
    const fresh = tokenOf(expectSuccess(response).link as never);
    expectLinkInvalid(await setPassword(old, PASSWORD));
    expectSuccess(await setPassword(fresh, PASSWORD));
    await signIn(t.app, email, PASSWORD);
    const lines = await t.db.select().from(auditLog).where(eq(auditLog.entityId, String(id)));
    expect(lines.map((l) => l.action)).toEqual(['create', 'password_link']);
    expect(JSON.stringify(lines)).not.toContain(fresh);
  });

  it('a link used for a reset ends the sessions started with the old password', async () => {
    const { admin, id, email, token } = await newPerson();
    expectSuccess(await setPassword(token, PASSWORD));
    const session = await signIn(t.app, email, PASSWORD);
    const { link } = expectSuccess(await staffPost<{ link: { path: string; expiresAt: string } }>(t.app, admin, '/staff/password-link', { id }));
    expectSuccess(await setPassword(tokenOf(link), 'the-new-long-password'));
    expectFailure(await me(t.app, session), 401);
    expectFailure(await staffLogin(t.app, email, PASSWORD), 401);
    await signIn(t.app, email, 'the-new-long-password');
  });

  it('a disabled person’s link does not work', async () => {
    const { admin, id, token } = await newPerson();
    expectSuccess(await staffPost(t.app, admin, '/staff/disable', { id }));
    expectLinkInvalid(await setPassword(token, PASSWORD));
  });
});
