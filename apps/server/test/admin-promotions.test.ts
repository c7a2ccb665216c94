import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { promotions, promotionUses } from '@hotel/db/schema/discounts';
import { members } from '@hotel/db/schema/user';
import { orders } from '@hotel/db/schema/orders';
import { DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { PROMOTIONS_MESSAGES as M, discountLabel } from '@hotel/shared/schemas/admin/promotions';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { deletePromotion, freshCode, listPromotions, promotionBody, promotionDetail, savePromotion, setPromotionActive } from './helpers/promotions.ts';
import { signIn } from './helpers/staff-app.ts';

const t = useMemberApp();
let admin: string;
let manager: string;

beforeAll(async () => {
  admin = await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);
  manager = await signIn(t.app, 'manager@demo.felton', DEMO_STAFF_PASSWORD);
});

const auditOf = (id: number) => t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'promotion'), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);

describe('promotions in the back office', () => {
  it('creates, edits, stops and resumes a promotion, each change audited', async () => {
    const code = freshCode().toLowerCase();
    const created = expectSuccess(await savePromotion(t.app, manager, promotionBody({ code, rateCodes: 'bar, adv', memberLevels: ['gold', 'platinum'], totalCap: 100, perMemberCap: 2, stackable: 'on' })));
    expect(created).toMatchObject({ code: code.toUpperCase(), rateCodes: ['BAR', 'ADV'], memberLevels: ['gold', 'platinum'], totalCap: 100, perMemberCap: 2, stackable: true, usedCount: 0, editable: true, deletable: true, active: true });

    const edited = expectSuccess(await savePromotion(t.app, manager, promotionBody({ id: created.id, name: '冬の早割（改）', kind: 'amount', value: 500, code, minNights: 2, bookFrom: '2026-12-01', bookTo: '2026-12-31' })));
    expect(edited).toMatchObject({ id: created.id, name: '冬の早割（改）', kind: 'amount', value: 500, minNights: 2, bookFrom: '2026-12-01', bookTo: '2026-12-31', rateCodes: [] });
    expect(discountLabel(edited.kind, edited.value)).toBe('500元引き');

    const stopped = await setPromotionActive(t.app, manager, created.id, false);
    expect(expectSuccess(stopped).active).toBe(false);
    expect(stopped.body.message).toBe(M.stopped);
    expect(expectSuccess(await setPromotionActive(t.app, manager, created.id, true)).active).toBe(true);

    const lines = await auditOf(created.id);
    expect(lines.map((l) => l.action)).toEqual(['create', 'update', 'stop', 'resume']);
    expect(lines.every((l) => l.hotelCode === 'pro001' && l.staffEmail === 'manager@demo.felton')).toBe(true);
    expect(lines[1]!.before).toMatchObject({ name: '冬の早割', value: 10 });
    expect(lines[1]!.after).toMatchObject({ name: '冬の早割（改）', value: 500 });
  });

  it('lists with filters: hotel and active/stopped', async () => {
    const a = expectSuccess(await savePromotion(t.app, admin, promotionBody({ name: '大連限定', hotels: ['pro003'] })));
    const b = expectSuccess(await savePromotion(t.app, admin, promotionBody({ name: '全館停止中', hotels: [], active: false })));
    const ids = async (query: Record<string, string>) => expectSuccess(await listPromotions(t.app, admin, query)).items.map((p) => p.id);
    expect(await ids({ hotel: 'pro003' })).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids({ hotel: 'pro005' })).toContain(b.id);
    expect(await ids({ hotel: 'pro005' })).not.toContain(a.id);
    expect(await ids({ state: 'stopped' })).toContain(b.id);
    expect(await ids({ state: 'active' })).not.toContain(b.id);
    expectFailure(await listPromotions(t.app, admin, { state: 'paused' }), 400);
  });

  it('a code is unique among promotions sharing a hotel, whatever its case: 409 with a Japanese message', async () => {
    const code = freshCode('DUP');
    expectSuccess(await savePromotion(t.app, admin, promotionBody({ code, hotels: ['pro001', 'pro003'] })));
    const again = await savePromotion(t.app, manager, promotionBody({ code: code.toLowerCase(), hotels: ['pro001'] }));
    expectFailure(again, 409);
    expect(again.body.message).toBe(M.codeTaken);
    // A promotion for every hotel shares each one.
    const everywhere = freshCode('ALL');
    expectSuccess(await savePromotion(t.app, admin, promotionBody({ code: everywhere, hotels: [] })));
    expectFailure(await savePromotion(t.app, manager, promotionBody({ code: everywhere, hotels: ['pro001'] })), 409);
  });

  it("a code used only by another hotel's promotion is free: the manager learns nothing about that hotel", async () => {
    const code = freshCode('ELSEWHERE');
    expectSuccess(await savePromotion(t.app, admin, promotionBody({ code, hotels: ['pro003'] })));
    const mine = expectSuccess(await savePromotion(t.app, manager, promotionBody({ code, hotels: ['pro001'] })));
    expect(mine).toMatchObject({ code, hotels: ['pro001'] });
    // Editing it keeps it, and making it an every-hotel promotion then meets the other one.
    expectSuccess(await savePromotion(t.app, manager, promotionBody({ id: mine.id, code, hotels: ['pro001'], value: 15 })));
    expectFailure(await savePromotion(t.app, admin, promotionBody({ id: mine.id, code, hotels: [] })), 409);
  });

  it('two people saving the same new code at once for the same hotel: one is saved, the other refused', async () => {
    const code = freshCode('RACE');
    const answers = await Promise.all([savePromotion(t.app, admin, promotionBody({ code })), savePromotion(t.app, manager, promotionBody({ code }))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await t.db.select({ id: promotions.id }).from(promotions).where(eq(promotions.code, code))).toHaveLength(1);
  });

  it('refuses a total cap below the uses already made', async () => {
    const p = expectSuccess(await savePromotion(t.app, admin, promotionBody({ totalCap: 10 })));
    await t.db.update(promotions).set({ usedCount: 3 }).where(eq(promotions.id, p.id));
    const response = await savePromotion(t.app, admin, promotionBody({ id: p.id, totalCap: 2 }));
    expectFailure(response, 400);
    expect(response.body.message).toBe(M.totalCapBelowUsed(3));
    expect(expectSuccess(await savePromotion(t.app, admin, promotionBody({ id: p.id, totalCap: 3 }))).totalCap).toBe(3);
    expect(expectSuccess(await promotionDetail(t.app, admin, p.id)).usedCount).toBe(3);
  });

  it('deletes an unused promotion (audited); an unknown one is 404', async () => {
    const p = expectSuccess(await savePromotion(t.app, admin, promotionBody({ name: '作成ミス' })));
    expectSuccess(await deletePromotion(t.app, admin, p.id));
    expectFailure(await promotionDetail(t.app, admin, p.id), 404);
    expect((await auditOf(p.id)).map((l) => l.action)).toEqual(['create', 'delete']);
    expectFailure(await deletePromotion(t.app, admin, p.id), 404);
    expectFailure(await promotionDetail(t.app, admin, '99999999999'), 404);
  });

  it('a promotion an order used cannot be deleted (409), even once the use was given back; stopping it works', async () => {
    const p = expectSuccess(await savePromotion(t.app, admin, promotionBody({ name: '利用済み' })));
    const [order] = await t.db.select({ id: orders.id, memberId: orders.memberId }).from(orders).limit(1);
    const [member] = await t.db.select({ id: members.id }).from(members).limit(1);
    expect(order, 'the seed has orders').toBeDefined();
    await t.db.insert(promotionUses).values({ promotionId: p.id, memberId: order!.memberId ?? member!.id, orderId: order!.id, amount: 100, returnedAt: new Date() });
    expect(expectSuccess(await promotionDetail(t.app, admin, p.id)).deletable).toBe(false);
    const response = await deletePromotion(t.app, admin, p.id);
    expectFailure(response, 409);
    expect(response.body.message).toBe(M.usedCannotDelete);
    expect(expectSuccess(await setPromotionActive(t.app, admin, p.id, false)).active).toBe(false);
  });
});

describe('promotion validation (400, Japanese, nothing saved)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no name', { name: ' ' }, M.nameRequired],
    ['a name past 60 characters', { name: 'あ'.repeat(61) }, M.nameRequired],
    ['an unknown kind', { kind: 'free' }, M.kindInvalid],
    ['0%', { value: 0 }, M.valueInvalid],
    ['91%', { value: 91 }, M.percentInvalid],
    ['an amount past 100,000', { kind: 'amount', value: 100_001 }, M.valueInvalid],
    ['a fractional amount', { kind: 'amount', value: 10.5 }, M.valueInvalid],
    ['a hotel code that is not one', { hotels: ['tokyo'] }, M.hotelsInvalid],
    ['an unknown hotel', { hotels: ['pro777'] }, M.hotelsInvalid],
    ['the group as a hotel', { hotels: ['pro018'] }, M.hotelsInvalid],
    ['an unknown rate plan', { rateCodes: ['NOPE'] }, M.rateCodeUnknown('NOPE')],
    ['a bad date', { stayFrom: '2027-02-30' }, M.dateInvalid],
    ['stay dates backwards', { stayFrom: '2027-03-01', stayTo: '2027-02-01' }, M.stayRangeInvalid],
    ['booking dates backwards', { bookFrom: '2027-03-01', bookTo: '2027-02-01' }, M.bookRangeInvalid],
    ['0 nights', { minNights: 0 }, M.minNightsInvalid],
    ['31 nights', { minNights: 31 }, M.minNightsInvalid],
    ['an unknown member level', { memberLevels: ['bronze'] }, M.memberLevelsInvalid],
    ['a code too short', { code: 'AB' }, M.codeInvalid],
    ['a code with a space', { code: 'WIN TER' }, M.codeInvalid],
    ['a code in kana', { code: 'ふゆ' }, M.codeInvalid],
    ['a total cap of 0', { totalCap: 0 }, M.totalCapInvalid],
    ['a negative per-member cap', { perMemberCap: -1 }, M.perMemberCapInvalid],
    ['a control character in the name', { name: 'a\u0000b' }, M.nameRequired],
    ['an id that is not a number', { id: 'abc' }, M.idInvalid],
  ];
  it.each(cases)('%s', async (_name, overrides, message) => {
    const name = `検証-${Math.random().toString(36).slice(2, 8)}`;
    const response = await savePromotion(t.app, admin, promotionBody({ name, ...overrides }));
    expectFailure(response, 400);
    expect(response.body.message).toContain(message);
    expect((await t.db.select().from(promotions).where(eq(promotions.name, name))).length).toBe(0);
  });

  it('a rate plan code of one of the chosen hotels is accepted, the same code elsewhere in the list is fine', async () => {
    expect(expectSuccess(await savePromotion(t.app, admin, promotionBody({ hotels: ['pro001', 'pro003'], rateCodes: ['BAR'] }))).rateCodes).toEqual(['BAR']);
  });
});
