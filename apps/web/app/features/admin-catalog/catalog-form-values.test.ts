import { describe, expect, it } from 'vitest';
import { checkForm } from '@hotel/shared/forms/parse-form';
import { CATALOG_MESSAGES, ratePlanSaveInput, roomTypeSaveInput } from '@hotel/shared/schemas/admin/catalog';
import { apiRefusal, NEW_PLAN_VALUES, NEW_ROOM_TYPE_VALUES } from './catalog-form-values.ts';

describe('the catalogue forms', () => {
  it('a new plan form, once named, passes the API schema as posted text', () => {
    const checked = checkForm(ratePlanSaveInput, { ...NEW_PLAN_VALUES, hotel: 'pro001', mode: 'create', code: 'spring', name: '春の特別プラン' });
    expect(checked).toMatchObject({ ok: true, data: { code: 'SPRING', priceFactor: 100, fixedPrice: undefined, isActive: true, memberOnly: false, cancelPolicy: 'free', freeCancelHours: 0 } });
  });

  it('an empty new room type form names every required field', () => {
    const checked = checkForm(roomTypeSaveInput, { ...NEW_ROOM_TYPE_VALUES, hotel: 'pro001', mode: 'create' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors)).toEqual(expect.arrayContaining(['code', 'name', 'nameEn', 'bedType', 'sizeSqm', 'shortImage', 'images', 'basePrice']));
  });

  it('puts the API refusals that belong to a field next to it', () => {
    expect(apiRefusal(CATALOG_MESSAGES.discountCodeTaken)).toEqual({ errors: { discountCode: CATALOG_MESSAGES.discountCodeTaken } });
    expect(apiRefusal(CATALOG_MESSAGES.roomTypeCodeTaken)).toEqual({ errors: { code: CATALOG_MESSAGES.roomTypeCodeTaken } });
    expect(apiRefusal('この操作を行う権限がありません')).toEqual({ errors: {}, formError: 'この操作を行う権限がありません' });
  });
});
