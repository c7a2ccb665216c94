import { HOTEL_CODES, type DiscountType, type HotelCode } from '@hotel/shared/constants';
import type { ratePlans } from '../../schema/inventory.ts';

type RatePlanRow = typeof ratePlans.$inferInsert;

/** Breakfast for two, per room and night, in CNY. */
const BREAKFAST_SUPPLEMENT: Record<HotelCode, number> = {
  pro001: 168,
  pro003: 128,
  pro005: 108,
  pro006: 128,
  pro008: 148,
  pro009: 128,
};

/** Codes are fixed: tests and the demo discount codes rely on them. */
export const DEMO_DISCOUNT_CODES: Record<DiscountType, string> = {
  企業: 'CORP2026',
  団体: 'GROUP2026',
  旅行会社: 'AGENT2026',
  プロモーション: 'PROMO2026',
};

type PlanTemplate = Omit<RatePlanRow, 'hotelCode' | 'breakfastSupplement' | 'sortOrder'> & { withBreakfast?: true };

const PLANS: PlanTemplate[] = [
  { code: 'BAR', name: 'ベストフレキシブルレート（素泊まり）', payment: 'hotel', priceFactor: 100, isFreeCancel: true },
  { code: 'BARBF', name: 'ベストフレキシブルレート（朝食2名様付き）', payment: 'hotel', priceFactor: 100, isFreeCancel: true, withBreakfast: true },
  { code: 'ADV', name: '事前決済・返金不可レート（素泊まり）', payment: 'prepaid', priceFactor: 88, isFreeCancel: false },
  { code: 'ADVBF', name: '事前決済・返金不可レート（朝食2名様付き）', payment: 'prepaid', priceFactor: 88, isFreeCancel: false, withBreakfast: true },
  { code: 'MEM', name: 'メンバー限定レート（素泊まり）', payment: 'hotel', priceFactor: 92, isFreeCancel: true, memberOnly: true },
  { code: 'CORP', name: '企業契約レート（素泊まり）', payment: 'hotel', priceFactor: 85, isFreeCancel: true, discountType: '企業', discountCode: DEMO_DISCOUNT_CODES.企業 },
  { code: 'GRP', name: '団体レート（素泊まり）', payment: 'hotel', priceFactor: 87, isFreeCancel: true, discountType: '団体', discountCode: DEMO_DISCOUNT_CODES.団体 },
  { code: 'TA', name: '旅行会社レート（素泊まり）', payment: 'hotel', priceFactor: 86, isFreeCancel: true, discountType: '旅行会社', discountCode: DEMO_DISCOUNT_CODES.旅行会社 },
  { code: 'PROMO', name: 'プロモーションレート（事前決済・返金不可）', payment: 'prepaid', priceFactor: 80, isFreeCancel: false, discountType: 'プロモーション', discountCode: DEMO_DISCOUNT_CODES.プロモーション },
];

export function demoRatePlans(): RatePlanRow[] {
  return HOTEL_CODES.flatMap((hotelCode) =>
    PLANS.map(({ withBreakfast, ...plan }, i): RatePlanRow => ({
      // Free-cancel plans change until 18:00 on arrival, as they cancel; non-refundable ones never (decision 0059).
      changesUntilHours: plan.isFreeCancel ? 0 : null,
      ...plan,
      hotelCode,
      breakfastCount: withBreakfast ? 2 : 0,
      breakfastSupplement: withBreakfast ? BREAKFAST_SUPPLEMENT[hotelCode] : 0,
      sortOrder: i + 1,
    })),
  );
}
