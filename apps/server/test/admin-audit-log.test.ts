import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, AUDIT_PAGE_SIZE, type AuditLineView } from '@hotel/shared/schemas/admin/audit';
import { DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { staff } from '@hotel/db/schema/staff';
import { transactionRunner } from '../src/lib/transaction.ts';
import { AuditTrail } from '../src/modules/audit/index.ts';
import { AuditRepository } from '../src/modules/audit/audit.repository.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { asStaff } from './helpers/staff-admin.ts';
import { addStaff, adminCall, signIn } from './helpers/staff-app.ts';

const t = useMemberApp();
type Page = { items: AuditLineView[]; page: number; pageSize: number; total: number };

/** Lines written straight through the trail, at chosen times (hotel time is UTC+8). */
const LINES = [
  { at: '2026-03-01T01:00:00Z', hotelCode: 'pro001', entity: 'room_night', entityId: 'a1', action: 'update', before: { price: 800 }, after: { price: 900 } },
  { at: '2026-03-02T01:00:00Z', hotelCode: 'pro003', entity: 'room_night', entityId: 'b1', action: 'update', before: { price: 700 }, after: { price: 750 } },
  { at: '2026-03-03T01:00:00Z', hotelCode: null, entity: 'news', entityId: 'g1', action: 'create', after: { title: 'お知らせ' } },
  // 23:30 on 3 March in the hotels: still 3 March.
  { at: '2026-03-03T15:30:00Z', hotelCode: 'pro001', entity: 'order', entityId: 'o1', action: 'check_in' },
  { at: '2026-03-04T16:30:00Z', hotelCode: 'pro002', entity: 'order', entityId: 'o2', action: 'cancel' },
] as const;

let writer: { staffId: number; email: string };
beforeAll(async () => {
  const person = await addStaff(t.db, 'group_admin');
  writer = { staffId: person.id, email: person.email };
  for (const line of LINES) {
    const trail = new AuditTrail(new AuditRepository(t.db), () => new Date(line.at));
    await transactionRunner(t.db)((tx) => trail.record(tx, writer, line));
  }
});

const list = (token: string, query: Record<string, string> = {}) => adminCall<Page>(t.app, 'GET', '/audit', { ...asStaff(token), query: { staff: writer.email, ...query } });
const ids = (page: Page) => page.items.map((l) => l.entityId);

describe('GET /adminapi/v1/audit', () => {
  it('shows a group administrator every line, newest first', async () => {
    const admin = await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);
    const page = expectSuccess(await list(admin));
    expect(ids(page)).toEqual(['o2', 'o1', 'g1', 'b1', 'a1']);
    expect(page).toMatchObject({ page: 1, pageSize: AUDIT_PAGE_SIZE, total: 5 });
    expect(page.items[4]).toMatchObject({ staffEmail: writer.email, hotelCode: 'pro001', action: 'update', before: { price: 800 }, after: { price: 900 }, at: '2026-03-01T01:00:00.000Z' });
  });

  it('shows a hotel manager only their hotels’ lines: never group lines or another hotel’s', async () => {
    const manager = await signIn(t.app, 'manager@demo.felton', DEMO_STAFF_PASSWORD);
    expect(ids(expectSuccess(await list(manager)))).toEqual(['o1', 'a1']);
    expect(ids(expectSuccess(await list(manager, { hotel: 'pro001', entity: 'order' })))).toEqual(['o1']);
    expect(ids(expectSuccess(await list(manager, { entityId: 'g1' })))).toEqual([]);
    const foreign = await list(manager, { hotel: 'pro003' });
    expectFailure(foreign, 403);
    expect(foreign.body.data).toBeNull();
  });

  it('a manager of two hotels sees both', async () => {
    const person = await addStaff(t.db, 'hotel_manager', ['pro001', 'pro003']);
    const token = await signIn(t.app, person.email, person.password);
    expect(ids(expectSuccess(await list(token)))).toEqual(['o1', 'b1', 'a1']);
  });

  it('filters by hotel, person, record and hotel days (inclusive)', async () => {
    const admin = await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);
    expect(ids(expectSuccess(await list(admin, { hotel: 'pro003' })))).toEqual(['b1']);
    expect(ids(expectSuccess(await list(admin, { entity: 'room_night' })))).toEqual(['b1', 'a1']);
    expect(ids(expectSuccess(await list(admin, { entity: 'order', entityId: 'o1' })))).toEqual(['o1']);
    expect(ids(expectSuccess(await list(admin, { from: '2026-03-03', to: '2026-03-03' })))).toEqual(['o1', 'g1']);
    // 16:30 UTC on 4 March is 00:30 on 5 March in the hotels.
    expect(ids(expectSuccess(await list(admin, { from: '2026-03-05' })))).toEqual(['o2']);
    expect(ids(expectSuccess(await list(admin, { staff: 'nobody-such@example.jp' })))).toEqual([]);
    // LIKE's wildcards typed in the person filter match only themselves.
    expect(ids(expectSuccess(await list(admin, { staff: '%' })))).toEqual([]);
    // Empty form fields are no filter.
    expect(ids(expectSuccess(await list(admin, { hotel: '', entity: '', from: '', to: '' })))).toHaveLength(5);
  });

  it('pages by AUDIT_PAGE_SIZE', async () => {
    const admin = await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);
    const second = expectSuccess(await list(admin, { page: '2' }));
    expect(second).toMatchObject({ page: 2, total: 5, items: [] });
  });

  it.each([
    [{ from: '2026-02-30' }, AUDIT_MESSAGES.dateInvalid],
    [{ from: '2026-03-05', to: '2026-03-01' }, AUDIT_MESSAGES.rangeInvalid],
    [{ page: '0' }, AUDIT_MESSAGES.pageInvalid],
    [{ page: 'abc' }, AUDIT_MESSAGES.pageInvalid],
    [{ hotel: 'hotel1' }, AUDIT_MESSAGES.hotelInvalid],
    [{ entity: 'DROP TABLE' }, AUDIT_MESSAGES.entityInvalid],
  ])('refuses %j with 400 and a Japanese message', async (query, message) => {
    const admin = await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);
    const response = await list(admin, query);
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
  });

  it('is refused to front desk and content editors (403) and to nobody (401)', async () => {
    for (const email of ['front@demo.felton', 'editor@demo.felton']) expectFailure(await list(await signIn(t.app, email, DEMO_STAFF_PASSWORD)), 403);
    expectFailure(await adminCall(t.app, 'GET', '/audit'), 401);
  });

  it('a staff change through the API appears in the log', async () => {
    const admin = await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);
    const [manager] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'manager@demo.felton'));
    expectSuccess(await adminCall(t.app, 'POST', '/staff/password-link', { ...asStaff(admin), body: { id: manager!.id } }));
    const page = expectSuccess(await adminCall<Page>(t.app, 'GET', '/audit', { ...asStaff(admin), query: { entity: 'staff', entityId: String(manager!.id) } }));
    expect(page.items[0]).toMatchObject({ staffEmail: 'admin@demo.felton', action: 'password_link', hotelCode: null });
  });

  it('words every line as a person would write it: record, action, field, old → new with 元, hotel names', async () => {
    const admin = await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);
    const trail = new AuditTrail(new AuditRepository(t.db), () => new Date('2026-03-05T01:00:00Z'));
    await transactionRunner(t.db)((tx) =>
      trail.record(
        tx,
        writer,
        { hotelCode: 'pro001', entity: 'room_night', entityId: 'SK:2026-12-11', action: 'update', before: { price: 2016 }, after: { price: 2316 } },
        { hotelCode: null, entity: 'staff', entityId: 99, action: 'update', before: { email: 'x@felton.jp', hotels: ['pro001'] }, after: { email: 'x@felton.jp', hotels: ['pro001', 'pro018'] } },
      ),
    );
    const page = expectSuccess(await list(admin, { from: '2026-03-05', to: '2026-03-05' }));
    const summaries = page.items.map((l) => l.wording.summary);
    expect(summaries).toContain('SK 12月11日 料金 2,016元 → 2,316元');
    const staffLine = page.items.find((l) => l.entity === 'staff')!;
    expect(staffLine.wording.changes[0]!.after).toMatch(/^フェルトン.+、グループ$/);
    // The earlier lines (an order's check-in with nothing recorded) still read as words.
    const older = expectSuccess(await list(admin, { entityId: 'o1' }));
    expect(older.items[0]!.wording).toMatchObject({ record: '予約 o1', action: 'チェックイン', summary: '予約 o1 チェックイン' });
  });
});
