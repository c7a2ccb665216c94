import { describe, expect, it } from 'vitest';
import { discountLinesOf, priceLines } from './discounts.ts';
import { formatCny } from './money.ts';

describe("an order's itemised price (decision 0044)", () => {
  it('names the promotion, then the coupon, each with its amount off; without a discount there is no line', () => {
    expect(discountLinesOf({ promotionAmount: 621, couponAmount: 100 }, { promotionName: '連泊割（3泊以上）', couponTitle: '新規会員登録クーポン' })).toEqual([
      { name: '連泊割（3泊以上）', amount: 621 },
      { name: '新規会員登録クーポン', amount: 100 },
    ]);
    expect(discountLinesOf({ promotionAmount: 0, couponAmount: 0 }, { promotionName: null, couponTitle: null })).toEqual([]);
  });

  it('keeps an amount explained when its promotion or coupon is gone', () => {
    expect(discountLinesOf({ promotionAmount: 300, couponAmount: 100 }, { promotionName: null, couponTitle: null })).toEqual([
      { name: 'プロモーション割引', amount: 300 },
      { name: 'クーポン', amount: 100 },
    ]);
  });

  it('reads list price, each discount and what is paid; one line under the given label without a discount', () => {
    const discountLines = [{ name: '連泊割（3泊以上）', amount: 621 }];
    expect(priceLines({ amount: 5595, listAmount: 6216, discountLines }, formatCny, 'ご宿泊料金')).toEqual([
      ['宿泊料金（割引前）', '6,216元'],
      ['割引：連泊割（3泊以上）', '−621元'],
      ['お支払い金額（税・サービス料込）', '5,595元'],
    ]);
    expect(priceLines({ amount: 1280, listAmount: 1280, discountLines: [] }, formatCny, 'ご宿泊料金')).toEqual([['ご宿泊料金（税・サービス料込）', '1,280元']]);
  });

  it('adds what the total is made of when it is known (decision 0068)', () => {
    expect(priceLines({ amount: 1166, listAmount: 1166, discountLines: [], charges: { room: 1000, service: 100, vat: 66 } }, formatCny, '料金')).toEqual([
      ['料金（税・サービス料込）', '1,166元'],
      ['内訳', '室料 1,000元・サービス料 100元・増値税 66元'],
    ]);
  });
});
