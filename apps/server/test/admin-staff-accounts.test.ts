import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { STAFF_MESSAGES, type StaffAccount } from '@hotel/shared/schemas/admin/staff';
import { auditLog } from '@hotel/db/schema/audit';
import { staff, staffPasswordLinks } from '@hotel/db/schema/staff';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { adminToken, asStaff, createThroughApi, staffPost, tokenOf } from './helpers/staff-admin.ts';
import { addStaff, adminCall, me, signIn, staffLogin } from './helpers/staff-app.ts';

const t = useMemberApp();
const freshEmail = () => `new-${randomBytes(4).toString('hex')}@example.jp`;

describe('GET /adminapi/v1/staff/list', () => {
  it('lists every account with role, hotels, state and last sign-in, never a hash or secret', async () => {
    const token = await adminToken(t.app);
    const data = expectSuccess(await adminCall<{ items: StaffAccount[] }>(t.app, 'GET', '/staff/list', asStaff(token)));
    const admin = data.items.find((s) => s.email === 'admin@demo.felton')!;
    expect(admin).toMatchObject({ role: 'group_admin', hotels: [], disabled: false, totp: false, passwordSet: true });
    expect(admin.lastLoginAt).not.toBeNull();
    expect(data.items.find((s) => s.email === 'manager@demo.felton')).toMatchObject({ role: 'hotel_manager', hotels: ['pro001'] });
    expect(JSON.stringify(data)).not.toMatch(/scrypt|password_hash|totpSecret/i);
  });
});

describe('POST /adminapi/v1/staff/create', () => {
  it('creates a person without a password and answers a one-time link valid 72 hours, stored only hashed', async () => {
    const token = await adminToken(t.app);
    const email = freshEmail();
    const response = await staffPost<{ staff: StaffAccount; link: { path: string; expiresAt: string } }>(t.app, token, '/staff/create', {
      name: '山田 花子',
      email: email.toUpperCase(),
      role: 'hotel_manager',
      hotels: ['pro003', 'pro001'],
    });
    const data = expectSuccess(response);
    expect(response.body.message).toBe(STAFF_MESSAGES.created);
    expect(data.staff).toMatchObject({ email, name: '山田 花子', role: 'hotel_manager', hotels: ['pro001', 'pro003'], disabled: false, passwordSet: false, lastLoginAt: null });
    expect(data.link.path).toMatch(/^\/admin\/set-password\?token=[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(data.link.expiresAt) - t.clock.now().getTime()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const [link] = await t.db.select().from(staffPasswordLinks).where(eq(staffPasswordLinks.staffId, data.staff.id));
    expect(link!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link!.tokenHash).not.toContain(tokenOf(data.link));
    // Nobody can sign in before the link is used.
    expectFailure(await staffLogin(t.app, email, '!not-set'), 401);
  });

  it('audits the creation without the link or any hash', async () => {
    const token = await adminToken(t.app);
    const { staff: created, link } = await createThroughApi(t.app, token, { email: freshEmail(), role: 'front_desk', hotels: ['pro003'] });
    const lines = await t.db.select().from(auditLog).where(eq(auditLog.entityId, String(created.id)));
    expect(lines).toEqual([expect.objectContaining({ entity: 'staff', action: 'create', hotelCode: null, staffEmail: 'admin@demo.felton', before: null })]);
    expect(lines[0]!.after).toEqual({ email: created.email, name: '新規 職員', role: 'front_desk', hotels: ['pro003'], disabled: false, totp: false });
    expect(JSON.stringify(lines)).not.toContain(tokenOf(link));
  });

  it('gives a group administrator no hotels, and refuses a hotel-bound role without one', async () => {
    const token = await adminToken(t.app);
    const { staff: admin } = await createThroughApi(t.app, token, { email: freshEmail(), role: 'group_admin', hotels: ['pro001'] });
    expect(admin.hotels).toEqual([]);
    const response = await staffPost(t.app, token, '/staff/create', { name: 'x', email: freshEmail(), role: 'front_desk', hotels: [] });
    expectFailure(response, 400);
    expect(response.body.message).toBe(STAFF_MESSAGES.hotelsRequired);
  });

  it("gives a content editor the group's content (pro018) with a hotel, kept when the person is edited; no other role gets it", async () => {
    const token = await adminToken(t.app);
    const { staff: editor } = await createThroughApi(t.app, token, { email: freshEmail(), role: 'content_editor', hotels: ['pro018', 'pro001'] });
    expect(editor.hotels).toEqual(['pro001', 'pro018']);
    const edited = expectSuccess(await staffPost<StaffAccount>(t.app, token, '/staff/update', { id: editor.id, name: '編集 次郎', role: 'content_editor', hotels: ['pro018', 'pro001'] }));
    expect(edited).toMatchObject({ name: '編集 次郎', hotels: ['pro001', 'pro018'] });
    const manager = await staffPost(t.app, token, '/staff/update', { id: editor.id, name: '編集 次郎', role: 'hotel_manager', hotels: ['pro018', 'pro001'] });
    expectFailure(manager, 400);
    expect(manager.body.message).toBe(STAFF_MESSAGES.hotelInvalid);
  });

  it.each([
    [{ name: '', email: 'a@example.jp', role: 'front_desk', hotels: ['pro001'] }, STAFF_MESSAGES.nameRequired],
    [{ name: 'x', email: 'not an address', role: 'front_desk', hotels: ['pro001'] }, SERVER_MESSAGES.staffEmailInvalid],
    [{ name: 'x', email: 'a@example.jp', role: 'owner', hotels: ['pro001'] }, STAFF_MESSAGES.roleInvalid],
    [{ name: 'x', email: 'a@example.jp', role: 'front_desk', hotels: ['hotel1'] }, STAFF_MESSAGES.hotelInvalid],
    [{ name: 'x', email: 'a@example.jp', role: 'front_desk', hotels: ['pro999'] }, STAFF_MESSAGES.hotelInvalid],
    [{ name: 'x', email: 'a@example.jp', role: 'front_desk', hotels: ['pro018'] }, STAFF_MESSAGES.hotelInvalid],
    [{ name: 'x', email: 'admin@demo.felton', role: 'front_desk', hotels: ['pro001'] }, STAFF_MESSAGES.emailTaken],
  ])('refuses %j with 400 and a Japanese message', async (body, message) => {
    const response = await staffPost(t.app, await adminToken(t.app), '/staff/create', body);
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
  });

  it('is refused to a hotel manager (403) and to nobody signed in (401)', async () => {
    const manager = await signIn(t.app, 'manager@demo.felton', 'FeltonStaff2026');
    expectFailure(await staffPost(t.app, manager, '/staff/create', { name: 'x', email: freshEmail(), role: 'front_desk', hotels: ['pro001'] }), 403);
    expectFailure(await adminCall(t.app, 'POST', '/staff/create', { body: { name: 'x', email: freshEmail(), role: 'front_desk', hotels: ['pro001'] } }), 401);
  });
});

describe('POST /adminapi/v1/staff/update', () => {
  it('changes role and hotels, audited before and after; the person acts for the new hotels at once', async () => {
    const token = await adminToken(t.app);
    const person = await addStaff(t.db, 'front_desk', ['pro001']);
    const session = await signIn(t.app, person.email, person.password);
    const data = expectSuccess(await staffPost(t.app, token, '/staff/update', { id: person.id, name: '佐藤 一郎', role: 'hotel_manager', hotels: ['pro003'] }));
    expect(data).toMatchObject({ id: person.id, name: '佐藤 一郎', role: 'hotel_manager', hotels: ['pro003'] });
    expect(expectSuccess(await me(t.app, session))).toMatchObject({ role: 'hotel_manager', hotels: ['pro003'] });
    const [line] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, String(person.id)));
    expect(line).toMatchObject({ entity: 'staff', action: 'update', before: { role: 'front_desk', hotels: ['pro001'] }, after: { role: 'hotel_manager', hotels: ['pro003'], name: '佐藤 一郎' } });
  });

  it('answers 404 for an unknown person and 400 for a bad id', async () => {
    const token = await adminToken(t.app);
    expectFailure(await staffPost(t.app, token, '/staff/update', { id: 99_999_999, name: 'x', role: 'group_admin', hotels: [] }), 404);
    const bad = await staffPost(t.app, token, '/staff/update', { id: 'abc', name: 'x', role: 'group_admin', hotels: [] });
    expectFailure(bad, 400);
    expect(bad.body.message).toBe(STAFF_MESSAGES.idInvalid);
  });
});

describe('disable and enable', () => {
  it('disabling ends the person’s sessions at once and refuses their sign-in; enabling lets them back', async () => {
    const token = await adminToken(t.app);
    const person = await addStaff(t.db, 'hotel_manager', ['pro001']);
    const session = await signIn(t.app, person.email, person.password);
    const disabled = expectSuccess(await staffPost(t.app, token, '/staff/disable', { id: person.id }));
    expect(disabled.disabled).toBe(true);
    expectFailure(await me(t.app, session), 401);
    expectFailure(await staffLogin(t.app, person.email, person.password), 401);
    expect(expectSuccess(await staffPost(t.app, token, '/staff/enable', { id: person.id })).disabled).toBe(false);
    // The old session stays ended; a new sign-in works.
    expectFailure(await me(t.app, session), 401);
    await signIn(t.app, person.email, person.password);
    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, String(person.id)))).map((l) => l.action);
    expect(actions).toEqual(['disable', 'enable']);
  });
});

describe('the last active group administrator', () => {
  it('cannot be disabled or demoted, by themselves or anyone; with another one they can', async () => {
    // Only this file's database: make the demo administrator the only active one.
    const others = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'group_admin'));
    const [demoAdmin] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'admin@demo.felton'));
    for (const other of others) if (other.id !== demoAdmin!.id) await t.db.update(staff).set({ disabled: true }).where(eq(staff.id, other.id));
    const token = await adminToken(t.app);
    for (const [path, body] of [
      ['/staff/disable', { id: demoAdmin!.id }],
      ['/staff/update', { id: demoAdmin!.id, name: 'x', role: 'hotel_manager', hotels: ['pro001'] }],
    ] as const) {
      const response = await staffPost(t.app, token, path, body);
      expectFailure(response, 400);
      expect(response.body.message).toBe(STAFF_MESSAGES.lastAdmin);
    }
    expect(expectSuccess(await me(t.app, token)).role).toBe('group_admin');

    const second = await addStaff(t.db, 'group_admin');
    const disabled = expectSuccess(await staffPost(t.app, token, '/staff/disable', { id: demoAdmin!.id }));
    expect(disabled.disabled).toBe(true);
    expectFailure(await me(t.app, token), 401);
    // The second administrator is now the last one, and turns the first back on.
    const secondToken = await signIn(t.app, second.email, second.password);
    expectFailure(await staffPost(t.app, secondToken, '/staff/disable', { id: second.id }), 400);
    expectSuccess(await staffPost(t.app, secondToken, '/staff/enable', { id: demoAdmin!.id }));
  });
});
