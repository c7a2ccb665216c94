import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promotions } from '@hotel/db/schema/discounts';
import { DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { PROMOTIONS_MESSAGES as M } from '@hotel/shared/schemas/admin/promotions';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { deletePromotion, listPromotions, promotionBody, promotionDetail, savePromotion, setPromotionActive } from './helpers/promotions.ts';
import { addStaff, adminCall, signIn } from './helpers/staff-app.ts';

const t = useMemberApp();
let admin: string;
/** The manager of pro003 only. */
let dalian: string;
let front: string;
let onlyPro001: number;
let allHotels: number;
let both: number;

beforeAll(async () => {
  admin = await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);
  front = await signIn(t.app, 'front@demo.felton', DEMO_STAFF_PASSWORD);
  const manager = await addStaff(t.db, 'hotel_manager', ['pro003']);
  dalian = await signIn(t.app, manager.email, manager.password);
  onlyPro001 = expectSuccess(await savePromotion(t.app, admin, promotionBody({ name: '北京だけ' }))).id;
  allHotels = expectSuccess(await savePromotion(t.app, admin, promotionBody({ name: '全ホテル', hotels: [] }))).id;
  both = expectSuccess(await savePromotion(t.app, admin, promotionBody({ name: '二館', hotels: ['pro001', 'pro003'] }))).id;
});

describe('a hotel manager sees and changes only their hotels\u2019 promotions', () => {
  it('the list shows what touches their hotels, never a pro001-only promotion', async () => {
    const items = expectSuccess(await listPromotions(t.app, dalian)).items;
    const ids = items.map((p) => p.id);
    expect(ids).not.toContain(onlyPro001);
    expect(ids).toEqual(expect.arrayContaining([allHotels, both]));
    expect(items.find((p) => p.id === allHotels)!.editable).toBe(false);
    expect(items.find((p) => p.id === both)!.editable).toBe(false);
  });

  it('a pro001-only promotion is 404 to read, edit, stop and delete', async () => {
    for (const response of [
      await promotionDetail(t.app, dalian, onlyPro001),
      await savePromotion(t.app, dalian, promotionBody({ id: onlyPro001, hotels: ['pro003'] })),
      await setPromotionActive(t.app, dalian, onlyPro001, false),
      await deletePromotion(t.app, dalian, onlyPro001),
    ]) {
      expectFailure(response, 404);
      expect(response.body.message).toBe(M.notFound);
    }
    const [row] = await t.db.select().from(promotions).where(eq(promotions.id, onlyPro001));
    expect(row).toMatchObject({ name: '北京だけ', hotelCodes: ['pro001'], active: true });
  });

  it('one touching another hotel too (or every hotel) is readable, not changeable: 403', async () => {
    expectSuccess(await promotionDetail(t.app, dalian, both));
    for (const id of [both, allHotels]) {
      const stop = await setPromotionActive(t.app, dalian, id, false);
      expectFailure(stop, 403);
      expect(stop.body.message).toBe(M.notEditable);
      expectFailure(await savePromotion(t.app, dalian, promotionBody({ id, hotels: ['pro003'] })), 403);
    }
  });

  it('creates only for their hotels, naming at least one; an all-hotels promotion is the group\u2019s', async () => {
    const empty = await savePromotion(t.app, dalian, promotionBody({ hotels: [] }));
    expectFailure(empty, 400);
    expect(empty.body.message).toBe(M.hotelsRequired);
    const foreign = await savePromotion(t.app, dalian, promotionBody({ hotels: ['pro003', 'pro001'] }));
    expectFailure(foreign, 403);
    expect(foreign.body.message).toBe(M.hotelsForbidden);
    const own = expectSuccess(await savePromotion(t.app, dalian, promotionBody({ name: '大連の冬', hotels: ['pro003'] })));
    expect(own.editable).toBe(true);
    expect(expectSuccess(await setPromotionActive(t.app, dalian, own.id, false)).active).toBe(false);
  });

  it('filtering by a hotel not theirs is 403', async () => {
    const response = await listPromotions(t.app, dalian, { hotel: 'pro001' });
    expectFailure(response, 403);
    expect(response.body.message).toBe(SERVER_MESSAGES.staffForbidden);
  });
});

describe('roles without rates.edit, and no session', () => {
  it('the front desk is refused (403); nobody signed in is 401', async () => {
    expectFailure(await listPromotions(t.app, front), 403);
    expectFailure(await savePromotion(t.app, front, promotionBody()), 403);
    expectFailure(await adminCall(t.app, 'GET', '/promotions'), 401);
    expectFailure(await adminCall(t.app, 'POST', '/promotions/save', { body: promotionBody() }), 401);
  });
});
