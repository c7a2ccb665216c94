import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { meetingRequests } from '@hotel/db/schema/meetings';
import { DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { MEETINGS_MESSAGES, MEETINGS_PAGE_SIZE, type MeetingDetail, type MeetingList } from '@hotel/shared/schemas/admin/meetings';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { DAY, useMemberApp } from './helpers/member-app.ts';
import { adminCall, signIn, staffCookieHeader } from './helpers/staff-app.ts';

const t = useMemberApp();
let admin: string;
let manager: string;

beforeAll(async () => {
  admin = await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);
  manager = await signIn(t.app, 'manager@demo.felton', DEMO_STAFF_PASSWORD);
});

/** A guest's request straight into the table, `minutesAgo` before now. */
async function addRequest(hotelCode: string, minutesAgo = 0, applyName = '田中 一郎'): Promise<number> {
  const begin = new Date(t.clock.now().getTime() + 10 * DAY);
  const [row] = await t.db
    .insert(meetingRequests)
    .values({
      hotelCode,
      applyName,
      contactPhone: '13912345678',
      meetingType: '会議',
      peopleNums: '10-50',
      beginTime: begin,
      endTime: new Date(begin.getTime() + 8 * 3_600_000),
      note: 'プロジェクター希望',
      createdAt: new Date(t.clock.now().getTime() - minutesAgo * 60_000),
    })
    .returning({ id: meetingRequests.id });
  return row!.id;
}

const get = <T>(token: string, path: string, query: Record<string, string>) => adminCall<T>(t.app, 'GET', path, { query, headers: staffCookieHeader(token) });
const update = (token: string, body: Record<string, unknown>) => adminCall<MeetingDetail>(t.app, 'POST', '/meetings/update', { body, headers: staffCookieHeader(token) });
const auditLinesOf = (id: number) =>
  t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'meeting_request'), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);

describe('GET /adminapi/v1/meetings', () => {
  it('lists the hotel’s requests newest first, as new, and filters by status', async () => {
    // pro005: no other test file of this database writes there.
    const older = await addRequest('pro005', 30, '古い 依頼');
    const newer = await addRequest('pro005', 5, '新しい 依頼');
    const list = expectSuccess(await get<MeetingList>(admin, '/meetings', { hotel: 'pro005' }));
    expect(list.items.map((i) => i.id)).toEqual([newer, older]);
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: MEETINGS_PAGE_SIZE });
    expect(list.items[0]).toMatchObject({ hotelCode: 'pro005', applyName: '新しい 依頼', status: 'new', meetingType: '会議' });

    expectSuccess(await update(admin, { hotel: 'pro005', id: older, status: 'contacted', note: '' }));
    const contacted = expectSuccess(await get<MeetingList>(admin, '/meetings', { hotel: 'pro005', status: 'contacted' }));
    expect(contacted.items.map((i) => i.id)).toEqual([older]);
    const fresh = expectSuccess(await get<MeetingList>(admin, '/meetings', { hotel: 'pro005', status: 'new' }));
    expect(fresh.items.map((i) => i.id)).toEqual([newer]);
  });

  it('pages by MEETINGS_PAGE_SIZE', async () => {
    for (let i = 0; i < MEETINGS_PAGE_SIZE + 1; i++) await addRequest('pro006', i);
    const first = expectSuccess(await get<MeetingList>(admin, '/meetings', { hotel: 'pro006' }));
    const second = expectSuccess(await get<MeetingList>(admin, '/meetings', { hotel: 'pro006', page: '2' }));
    expect(first.items).toHaveLength(MEETINGS_PAGE_SIZE);
    expect(second.items).toHaveLength(1);
    expect(first.total).toBe(MEETINGS_PAGE_SIZE + 1);
    expect(second.items[0]!.createdAt < first.items.at(-1)!.createdAt).toBe(true);
  });

  it.each([
    ['a bad status', { hotel: 'pro001', status: 'done' }, MEETINGS_MESSAGES.statusInvalid],
    ['a bad page', { hotel: 'pro001', page: '0' }, MEETINGS_MESSAGES.pageInvalid],
    ['no hotel', {}, MEETINGS_MESSAGES.hotelInvalid],
    ['a malformed hotel', { hotel: 'x' }, MEETINGS_MESSAGES.hotelInvalid],
  ])('refuses %s with 400', async (_label, query, message) => {
    const response = await get(admin, '/meetings', query);
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
  });

  it('answers 404 for a hotel that does not exist, 403 for a manager’s foreign hotel', async () => {
    expectFailure(await get(admin, '/meetings', { hotel: 'pro999' }), 404);
    expectFailure(await get(manager, '/meetings', { hotel: 'pro003' }), 403);
  });
});

describe('GET /adminapi/v1/meetings/detail', () => {
  it('shows the request with the guest’s note and what it may become', async () => {
    const id = await addRequest('pro001');
    const detail = expectSuccess(await get<MeetingDetail>(manager, '/meetings/detail', { hotel: 'pro001', id: String(id) }));
    expect(detail).toMatchObject({ id, status: 'new', guestNote: 'プロジェクター希望', staffNote: '', handledAt: null, nextStatuses: ['contacted', 'confirmed', 'declined'], history: [] });
  });

  it('answers 404 for another hotel’s request, even when the hotel named is the person’s own', async () => {
    const foreign = await addRequest('pro003');
    const viaOwn = await get(manager, '/meetings/detail', { hotel: 'pro001', id: String(foreign) });
    expectFailure(viaOwn, 404);
    expect(viaOwn.body.message).toBe(MEETINGS_MESSAGES.notFound);
    expectFailure(await get(manager, '/meetings/detail', { hotel: 'pro003', id: String(foreign) }), 403);
    expectFailure(await get(admin, '/meetings/detail', { hotel: 'pro001', id: String(foreign) }), 404);
    expectFailure(await get(admin, '/meetings/detail', { hotel: 'pro001', id: '99999999999' }), 404);
    const bad = await get(admin, '/meetings/detail', { hotel: 'pro001', id: '1e3' });
    expectFailure(bad, 400);
    expect(bad.body.message).toBe(MEETINGS_MESSAGES.idInvalid);
  });
});

describe('POST /adminapi/v1/meetings/update', () => {
  it('changes the status and the note, records who and when, and audits each change', async () => {
    const id = await addRequest('pro001');
    const contacted = await update(manager, { hotel: 'pro001', id, status: 'contacted', note: '6/1 に電話、見積もり送付' });
    expect(expectSuccess(contacted)).toMatchObject({ status: 'contacted', staffNote: '6/1 に電話、見積もり送付', nextStatuses: ['confirmed', 'declined'] });
    expect(contacted.body.message).toBe(MEETINGS_MESSAGES.updated);
    const [row] = await t.db.select().from(meetingRequests).where(eq(meetingRequests.id, id));
    expect(row).toMatchObject({ status: 'contacted', staffNote: '6/1 に電話、見積もり送付', note: 'プロジェクター希望' });
    expect(row!.handledAt).toBeInstanceOf(Date);
    expect(row!.handledBy).toEqual(expect.any(Number));

    const noted = expectSuccess(await update(manager, { hotel: 'pro001', id: String(id), status: 'contacted', note: '先方の回答待ち' }));
    expect(noted.staffNote).toBe('先方の回答待ち');
    const confirmed = expectSuccess(await update(admin, { hotel: 'pro001', id, status: 'confirmed', note: '先方の回答待ち' }));
    expect(confirmed.status).toBe('confirmed');

    const lines = await auditLinesOf(id);
    expect(lines).toEqual([
      expect.objectContaining({ hotelCode: 'pro001', staffEmail: 'manager@demo.felton', action: 'status', before: { status: 'new', staffNote: '' }, after: { status: 'contacted', staffNote: '6/1 に電話、見積もり送付' } }),
      expect.objectContaining({ staffEmail: 'manager@demo.felton', action: 'note', before: { status: 'contacted', staffNote: '6/1 に電話、見積もり送付' }, after: { status: 'contacted', staffNote: '先方の回答待ち' } }),
      expect.objectContaining({ staffEmail: 'admin@demo.felton', action: 'status', before: { status: 'contacted', staffNote: '先方の回答待ち' }, after: { status: 'confirmed', staffNote: '先方の回答待ち' } }),
    ]);
    expect(confirmed.history.map((h) => [h.fromStatus, h.toStatus, h.noteChanged])).toEqual([
      ['new', 'contacted', true],
      ['contacted', 'contacted', true],
      ['contacted', 'confirmed', false],
    ]);
  });

  it('writes nothing when nothing changes', async () => {
    const id = await addRequest('pro001');
    const same = await update(manager, { hotel: 'pro001', id, status: 'new' });
    expect(expectSuccess(same).status).toBe('new');
    expect(same.body.message).toBe(MEETINGS_MESSAGES.unchanged);
    expect(await auditLinesOf(id)).toEqual([]);
  });

  it('refuses a move the workflow does not allow, and a bad status, with 400 and no change', async () => {
    const id = await addRequest('pro001');
    expectSuccess(await update(manager, { hotel: 'pro001', id, status: 'declined', note: '日程が合わず' }));
    const back = await update(manager, { hotel: 'pro001', id, status: 'new' });
    expectFailure(back, 400);
    expect(back.body.message).toBe(MEETINGS_MESSAGES.transitionRefused('declined', 'new'));
    const skip = await update(manager, { hotel: 'pro001', id, status: 'confirmed' });
    expectFailure(skip, 400);
    const bad = await update(manager, { hotel: 'pro001', id, status: 'done' });
    expectFailure(bad, 400);
    expect(bad.body.message).toBe(MEETINGS_MESSAGES.statusInvalid);
    const long = await update(manager, { hotel: 'pro001', id, status: 'declined', note: 'あ'.repeat(1001) });
    expectFailure(long, 400);
    expect(long.body.message).toBe(MEETINGS_MESSAGES.noteTooLong);
    const control = await update(manager, { hotel: 'pro001', id, status: 'declined', note: 'a\u0000b' });
    expectFailure(control, 400);
    const [row] = await t.db.select().from(meetingRequests).where(eq(meetingRequests.id, id));
    expect(row).toMatchObject({ status: 'declined', staffNote: '日程が合わず' });
    expect(await auditLinesOf(id)).toHaveLength(1);
    // Taken up again.
    expect(expectSuccess(await update(manager, { hotel: 'pro001', id, status: 'contacted', note: '再度ご相談' })).status).toBe('contacted');
  });

  it('answers 404 for a foreign hotel’s request and changes nothing', async () => {
    const foreign = await addRequest('pro003');
    const response = await update(manager, { hotel: 'pro001', id: foreign, status: 'contacted', note: '横取り' });
    expectFailure(response, 404);
    expectFailure(await update(manager, { hotel: 'pro003', id: foreign, status: 'contacted' }), 403);
    const [row] = await t.db.select().from(meetingRequests).where(eq(meetingRequests.id, foreign));
    expect(row).toMatchObject({ status: 'new', staffNote: '', handledAt: null, handledBy: null });
    expect(await auditLinesOf(foreign)).toEqual([]);
  });

  it('is refused to front desk and content editors, and to nobody signed in', async () => {
    const id = await addRequest('pro001');
    for (const email of ['front@demo.felton', 'editor@demo.felton']) {
      const token = await signIn(t.app, email, DEMO_STAFF_PASSWORD);
      expectFailure(await update(token, { hotel: 'pro001', id, status: 'contacted' }), 403);
    }
    expectFailure(await adminCall(t.app, 'POST', '/meetings/update', { body: { hotel: 'pro001', id, status: 'contacted' } }), 401);
  });
});
