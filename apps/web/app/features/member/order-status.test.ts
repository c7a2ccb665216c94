import { describe, expect, it } from 'vitest';
import { formatMoney } from '@hotel/shared/language-format';
import { routeTranslator } from '../../lib/i18n/catalogs.server.ts';
import { isPaymentDue, orderPaymentLabel, orderRefundLabel, orderStateLabel } from './order-status.ts';

/** The Japanese page's words and money. */
const t = routeTranslator(new Request('https://www.felton.example/courtesy'), ['member']);
const money = (amount: number) => formatMoney(amount, 'ja');

describe('booking-history labels', () => {
  it('a booked pay-at-hotel order reads 現地払い, not as awaiting payment', () => {
    const atHotel = { state: 0, payResult: 0, paymentType: 'hotel' as const };
    expect(orderStateLabel(atHotel, t)).toBe('現地払い');
    expect(isPaymentDue(atHotel)).toBe(false);
    expect(orderPaymentLabel(atHotel, t)).toBe('現地払い（ご滞在時にホテルでお支払い）');
  });

  it('an unpaid prepaid order awaits payment; paid and closed orders say so', () => {
    const due = { state: 0, payResult: 0, paymentType: 'prepaid' as const };
    expect(orderStateLabel(due, t)).toBe('お支払い待ち');
    expect(isPaymentDue(due)).toBe(true);
    expect(orderPaymentLabel(due, t)).toBe('事前決済（未払い）');
    expect(orderStateLabel({ ...due, payResult: 1 }, t)).toBe('お支払い済み');
    expect(orderStateLabel({ ...due, state: 1, payResult: 1 }, t)).toBe('お支払い済み');
    expect(orderStateLabel({ ...due, state: 2 }, t)).toBe('キャンセル済み');
    expect(orderStateLabel({ ...due, state: 9, paymentType: 'hotel' }, t)).toBe('ご利用済み');
    expect(orderStateLabel({ ...due, state: 10 }, t)).toBe('期限切れ');
  });
});

describe('refund line', () => {
  it('shows the amount given back, and that it is under way until the provider confirms', () => {
    expect(orderRefundLabel(null, t, money)).toBeNull();
    expect(orderRefundLabel({ state: 'succeeded', amount: 1280 }, t, money)).toBe('返金済み（1,280元）');
    for (const state of ['requested', 'processing', 'failed'] as const) expect(orderRefundLabel({ state, amount: 640 }, t, money)).toBe('返金手続き中（640元）');
  });
});
