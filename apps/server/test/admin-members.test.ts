import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { memberPoints, members } from '@hotel/db/schema/user';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { MEMBER_SEARCH_MAX, MEMBERS_MESSAGES, type MemberDetail, type MemberSummary } from '@hotel/shared/schemas/admin/members';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { adminCall, signIn, staffCookieHeader } from './helpers/staff-app.ts';

const t = useMemberApp();
let admin: string;

beforeAll(async () => {
  admin = await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);
});

type SearchResult = { items: MemberSummary[]; truncated: boolean };
const search = (q: string, token = admin) => adminCall<SearchResult>(t.app, 'GET', '/members/search', { query: { q }, headers: staffCookieHeader(token) });
const detail = (id: number | string, token = admin) => adminCall<MemberDetail>(t.app, 'GET', '/members/detail', { query: { id: String(id) }, headers: staffCookieHeader(token) });
const adjust = (body: Record<string, unknown>, token = admin) =>
  adminCall<{ id: number; points: number }>(t.app, 'POST', '/members/points', { body, headers: staffCookieHeader(token) });

async function demoMember() {
  const [row] = await t.db.select({ id: members.id, points: members.points }).from(members).where(eq(members.mobile, DEMO_MEMBER.mobile));
  return row!;
}

async function addMember(mobile: string, cardNo: string, points = 0): Promise<number> {
  const [row] = await t.db.insert(members).values({ mobile, name: '検索 太郎', sex: 1, passwordHash: '$scrypt$not-a-real-hash', cardNo, points }).returning({ id: members.id });
  return row!.id;
}

const memberAuditLines = (id: number) => t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'member'), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);

describe('GET /adminapi/v1/members/search', () => {
  it('finds a member by the whole mobile number, the card number, or their last digits', async () => {
    const { id } = await demoMember();
    for (const q of [DEMO_MEMBER.mobile, '138-0013-8000', DEMO_MEMBER.cardNo, DEMO_MEMBER.cardNo.toLowerCase(), '8000', '0815']) {
      const found = expectSuccess(await search(q));
      expect(found.items.map((m) => m.id), q).toContain(id);
      expect(found.items.find((m) => m.id === id), q).toEqual({ id, name: DEMO_MEMBER.name, mobile: DEMO_MEMBER.mobile, cardNo: DEMO_MEMBER.cardNo, level: DEMO_MEMBER.level, points: expect.any(Number) });
    }
    expect(expectSuccess(await search('13800138')).items).toEqual([]);
    expect(expectSuccess(await search('FT2018')).items).toEqual([]);
  });

  it('finds a number with a country code written as staff type it, and by its last digits (decision 0077)', async () => {
    const id = await addMember('+819055556666', 'TS900001');
    for (const q of ['+819055556666', '+81 90-5555-6666', '55556666']) expect(expectSuccess(await search(q)).items.map((m) => m.id), q).toContain(id);
    const { id: demo } = await demoMember();
    expect(expectSuccess(await search('+86 138 0013 8000')).items.map((m) => m.id)).toContain(demo);
  });

  it('lists exact matches first and at most 20, saying when there were more', async () => {
    const ids: number[] = [];
    for (let i = 0; i < MEMBER_SEARCH_MAX + 2; i++) ids.push(await addMember(`19${String(i).padStart(5, '0')}4242`, `TS${String(i).padStart(6, '0')}`));
    const many = expectSuccess(await search('4242'));
    expect(many.items).toHaveLength(MEMBER_SEARCH_MAX);
    expect(many.truncated).toBe(true);
    const exact = expectSuccess(await search(`19${String(MEMBER_SEARCH_MAX + 1).padStart(5, '0')}4242`));
    expect(exact).toEqual({ items: [expect.objectContaining({ id: ids.at(-1) })], truncated: false });
  });

  it.each([['three digits', '123'], ['nothing', ''], ['a pattern', '%42'], ['too long', '1'.repeat(21)]])('refuses %s with 400', async (_label, q) => {
    const response = await search(q);
    expectFailure(response, 400);
    expect(response.body.message).toBe(MEMBERS_MESSAGES.queryInvalid);
  });
});

describe('GET /adminapi/v1/members/detail', () => {
  it('shows card, level, points, orders and the points ledger, and never a password, hash, code or session', async () => {
    const { id, points } = await demoMember();
    const response = await detail(id);
    const member = expectSuccess(response);
    expect(member).toMatchObject({ id, name: DEMO_MEMBER.name, mobile: DEMO_MEMBER.mobile, cardNo: DEMO_MEMBER.cardNo, level: DEMO_MEMBER.level, points, dialCode: '+86' });
    expect(Date.parse(member.registeredAt)).not.toBeNaN();
    expect(member.orders.length).toBeGreaterThan(0);
    expect(member.orders[0]).toEqual({ orderNo: expect.any(String), hotelCode: expect.stringMatching(/^pro\d{3}$/), hotelName: expect.any(String), checkIn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), checkOut: expect.any(String), state: expect.any(Number), amount: expect.any(Number) });
    expect(Object.keys(member).sort()).toEqual(['cardNo', 'dialCode', 'id', 'level', 'mobile', 'name', 'orders', 'points', 'pointsHistory', 'registeredAt']);
    const json = JSON.stringify(response.body);
    for (const secret of ['password', 'Pwd', 'hash', 'Hash', '$scrypt', 'session', 'token', 'smsCode', 'Locked', 'Failures']) expect(json, secret).not.toContain(secret);
  });

  it('answers 404 for an unknown member and 400 for a bad id', async () => {
    expectFailure(await detail(987654), 404);
    expectFailure(await detail('99999999999'), 404);
    const bad = await detail('x');
    expectFailure(bad, 400);
    expect(bad.body.message).toBe(MEMBERS_MESSAGES.idInvalid);
  });
});

describe('POST /adminapi/v1/members/points', () => {
  let refusedCount = 0;
  it('adjusts with a reason: balance, ledger and audit line move together', async () => {
    const id = await addMember('16600001111', 'TP000001', 500);
    const response = await adjust({ id, delta: '+1200', reason: '  宿泊ポイントの付与漏れ（FO123）  ' });
    expect(expectSuccess(response)).toEqual({ id, points: 1700 });
    expect(response.body.message).toBe(MEMBERS_MESSAGES.adjusted(1700));
    const taken = expectSuccess(await adjust({ id, delta: -700, reason: '重複付与の取り消し' }));
    expect(taken.points).toBe(1000);

    const member = expectSuccess(await detail(id));
    expect(member.points).toBe(1000);
    expect(member.pointsHistory).toEqual([
      expect.objectContaining({ kind: 'adjustment', delta: -700, balanceAfter: 1000, reason: '重複付与の取り消し' }),
      expect.objectContaining({ kind: 'adjustment', delta: 1200, balanceAfter: 1700, reason: '宿泊ポイントの付与漏れ（FO123）' }),
    ]);
    const lines = await memberAuditLines(id);
    expect(lines).toEqual([
      expect.objectContaining({ hotelCode: null, staffEmail: 'admin@demo.felton', action: 'points_adjust', before: { points: 500 }, after: { points: 1700, delta: 1200, reason: '宿泊ポイントの付与漏れ（FO123）' } }),
      expect.objectContaining({ action: 'points_adjust', before: { points: 1700 }, after: { points: 1000, delta: -700, reason: '重複付与の取り消し' } }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/password|hash|scrypt/i);
  });

  it('refuses going below zero with the balance, and changes nothing', async () => {
    const id = await addMember('16600002222', 'TP000002', 300);
    const response = await adjust({ id, delta: -301, reason: '誤付与の取り消し' });
    expectFailure(response, 400);
    expect(response.body.message).toBe(MEMBERS_MESSAGES.belowZero(300));
    expect(response.body.message).toContain('300');
    const [row] = await t.db.select({ points: members.points }).from(members).where(eq(members.id, id));
    expect(row!.points).toBe(300);
    expect(await t.db.select().from(memberPoints).where(eq(memberPoints.memberId, id))).toEqual([]);
    expect(await memberAuditLines(id)).toEqual([]);
  });

  it.each([
    ['no reason', { delta: 10 }, MEMBERS_MESSAGES.reasonRequired],
    ['an empty reason', { delta: 10, reason: '   ' }, MEMBERS_MESSAGES.reasonRequired],
    ['a one-character reason', { delta: 10, reason: 'x' }, MEMBERS_MESSAGES.reasonLength],
    ['a reason over 200 characters', { delta: 10, reason: 'あ'.repeat(201) }, MEMBERS_MESSAGES.reasonLength],
    ['a reason of two lines', { delta: 10, reason: '一行目\n二行目' }, MEMBERS_MESSAGES.reasonInvalid],
    ['a zero delta', { delta: 0, reason: '調整' }, MEMBERS_MESSAGES.deltaInvalid],
    ['a fractional delta', { delta: 1.5, reason: '調整' }, MEMBERS_MESSAGES.deltaInvalid],
    ['a delta past the bound', { delta: 100_001, reason: '調整' }, MEMBERS_MESSAGES.deltaInvalid],
    ['a delta in words', { delta: 'ten', reason: '調整' }, MEMBERS_MESSAGES.deltaInvalid],
  ])('refuses %s with 400', async (_label, body, message) => {
    const n = String(++refusedCount).padStart(4, '0');
    const id = await addMember(`1660001${n}`, `TQ00${n}`, 50);
    const response = await adjust({ id, ...body });
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
    expect(await memberAuditLines(id)).toEqual([]);
  });

  it('answers 404 for an unknown member', async () => {
    expectFailure(await adjust({ id: 987654, delta: 10, reason: '存在しない会員' }), 404);
  });

  it('is the group administrator’s only: a hotel manager may neither look up nor adjust', async () => {
    const manager = await signIn(t.app, 'manager@demo.felton', DEMO_STAFF_PASSWORD);
    const { id, points } = await demoMember();
    expectFailure(await search(DEMO_MEMBER.mobile, manager), 403);
    expectFailure(await detail(id, manager), 403);
    expectFailure(await adjust({ id, delta: 10, reason: '権限なし' }, manager), 403);
    expect((await demoMember()).points).toBe(points);
  });
});
