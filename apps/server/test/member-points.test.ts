import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberPoints, members } from '@hotel/db/schema/user';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { transactionRunner } from '../src/lib/transaction.ts';
import { MemberPointsService } from '../src/modules/user/index.ts';
import { MemberPointsRepository } from '../src/modules/user/member-points.repository.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const AT = new Date('2026-11-23T02:00:00Z');

async function demoMember() {
  const [row] = await t.db.select({ id: members.id, points: members.points }).from(members).where(eq(members.mobile, DEMO_MEMBER.mobile));
  return row!;
}

describe('MemberPointsService', () => {
  it('credits a completed stay once per order, one point per CNY paid, with a ledger line', async () => {
    const service = new MemberPointsService(new MemberPointsRepository(t.db));
    const inTx = transactionRunner(t.db);
    const before = await demoMember();
    const stay = { memberId: before.id, orderId: 900001, orderNo: 'T900001', amountPaid: 1280, staffId: null, at: AT };
    expect(await inTx((tx) => service.creditStay(tx, stay))).toBe(1280);
    expect(await inTx((tx) => service.creditStay(tx, stay))).toBe(0);
    expect((await demoMember()).points).toBe(before.points + 1280);
    const lines = await t.db.select().from(memberPoints).where(eq(memberPoints.orderId, 900001));
    expect(lines).toEqual([expect.objectContaining({ kind: 'stay', delta: 1280, balanceAfter: before.points + 1280, reason: 'ご宿泊 T900001' })]);
  });

  it('adjusts with a reason and never below zero', async () => {
    const service = new MemberPointsService(new MemberPointsRepository(t.db));
    const inTx = transactionRunner(t.db);
    const { id, points } = await demoMember();
    const refused = await inTx((tx) => service.adjust(tx, { memberId: id, delta: -(points + 1), reason: 'テスト', staffId: 1, at: AT }));
    expect(refused).toEqual({ adjusted: false, reason: 'below-zero', balance: points });
    const done = await inTx((tx) => service.adjust(tx, { memberId: id, delta: -points, reason: '誤付与の取り消し', staffId: 1, at: AT }));
    expect(done).toEqual({ adjusted: true, balance: 0 });
    expect((await demoMember()).points).toBe(0);
    expect((await service.history(id))[0]).toEqual(expect.objectContaining({ kind: 'adjustment', delta: -points, balanceAfter: 0, reason: '誤付与の取り消し', staffId: 1 }));
    expect(await inTx((tx) => service.adjust(tx, { memberId: 987654, delta: 5, reason: 'x', staffId: 1, at: AT }))).toEqual({ adjusted: false, reason: 'no-member', balance: 0 });
  });

  it('loses no credit when two adjustments race', async () => {
    const service = new MemberPointsService(new MemberPointsRepository(t.db));
    const inTx = transactionRunner(t.db);
    const { id, points } = await demoMember();
    await Promise.all(Array.from({ length: 5 }, () => inTx((tx) => service.adjust(tx, { memberId: id, delta: 10, reason: '並行', staffId: 1, at: AT }))));
    expect((await demoMember()).points).toBe(points + 50);
  });
});
