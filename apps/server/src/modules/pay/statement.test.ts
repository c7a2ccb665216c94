import { describe, expect, it } from 'vitest';
import { statementProblems } from './statement-check.ts';
import type { StatementAmendment, StatementOrder } from './statement-charges.ts';
import type { StatementPayment, StatementRefund } from './statement-money.ts';
import { buildStatement, type StatementSources } from './statement.ts';

const T = (hhmm: string) => new Date(`2026-11-20T${hhmm}:00Z`);

/** Two nights of 600 and 700 for two rooms (2 600), a 100 promotion: 2 500 to pay, prepaid and paid online. */
function order(over: Partial<StatementOrder> = {}): StatementOrder {
  return {
    id: 1,
    orderNo: 'FO1',
    hotelCode: 'pro001',
    roomTypeName: 'デラックスキング',
    rateName: '事前決済',
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    nights: 2,
    roomQty: 2,
    payment: 'prepaid',
    state: 1,
    payResult: 1,
    payCode: 'alipay',
    paidAt: T('01:00'),
    roomsHeld: true,
    memberId: 7,
    nightlyPrices: [
      { date: '2026-12-01', price: 600 },
      { date: '2026-12-02', price: 700 },
    ],
    totalAmount: 2600,
    discountAmount: 100,
    promotionAmount: 100,
    couponAmount: 0,
    actualAmount: 2500,
    cancelledAt: null,
    checkedOutAt: null,
    noShowReason: null,
    noShowCharge: null,
    cancelCharge: null,
    taxRules: null,
    charges: null,
    ...over,
  };
}

const payment = (over: Partial<StatementPayment> = {}): StatementPayment => ({ id: 11, payId: 'PY1', orderId: 1, method: 'alipay', amount: 2500, status: 'paid', paidAt: T('01:00'), amendmentId: null, ...over });
const refund = (over: Partial<StatementRefund> = {}): StatementRefund => ({ id: 21, refundId: 'RFO11', paymentId: 11, amount: 100, status: 'succeeded', reason: '予約取消返金', createdAt: T('02:00'), completedAt: T('02:01'), ...over });
const change = (over: Partial<StatementAmendment> = {}): StatementAmendment => ({ id: 31, state: 'applied', toPay: 0, refund: 0, charge: 0, paidWith: null, settledAt: T('03:00'), ...over });

function statementOf(sources: Partial<StatementSources> & { order: StatementOrder }) {
  const all: StatementSources = { hotelName: 'フェルトン上海', amendments: [], payments: [], refunds: [], ...sources };
  // Every case also keeps the invariant: the builder and the check agree on what the system did.
  expect(statementProblems(all)).toEqual([]);
  return buildStatement(all);
}

describe('buildStatement', () => {
  it('a paid prepaid order: each night for its rooms, the promotion, the online payment, nothing owed', () => {
    const s = statementOf({ order: order(), payments: [payment()] });
    expect(s.charges.map((c) => [c.kind, c.date, c.rooms, c.unitPrice, c.amount])).toEqual([
      ['night', '2026-12-01', 2, 600, 1200],
      ['night', '2026-12-02', 2, 700, 1400],
      ['promotion', null, null, null, -100],
    ]);
    expect(s.payments).toEqual([{ method: 'alipay', label: '支付宝支付', amount: 2500, at: T('01:00').toISOString(), forChange: false, reference: 'PY1' }]);
    expect(s.totals).toEqual({ charges: 2500, paid: 2500, refunded: 0, balance: 0 });
    expect(s.breakdown.room + s.breakdown.service + s.breakdown.vat).toBe(2500);
    expect(s.breakdown.label).toBe('税・サービス料込');
    expect(s.note).toBeNull();
  });

  it('uses the charge parts the order was sold with when it has them', () => {
    const s = statementOf({ order: order({ charges: { room: 2000, service: 200, vat: 300 } }), payments: [payment()] });
    expect(s.breakdown).toMatchObject({ stayAmount: 2500, room: 2000, service: 200, vat: 300 });
  });

  it('pay at the hotel: owed at the hotel until check-out, then settled there for the whole stay', () => {
    const booked = order({ payment: 'hotel', state: 0, payResult: 0, payCode: null, paidAt: null });
    const before = statementOf({ order: booked });
    expect(before.totals).toEqual({ charges: 2500, paid: 0, refunded: 0, balance: 2500 });
    expect(before.note).toBe('残額はご滞在時にホテルでお支払いください。');
    const after = statementOf({ order: { ...booked, state: 9, payResult: 1, paidAt: T('09:00'), checkedOutAt: T('09:00') } });
    expect(after.payments).toEqual([{ method: 'hotel', label: '現地払い（ホテルでお支払い）', amount: 2500, at: T('09:00').toISOString(), forChange: false, reference: null }]);
    expect(after.totals.balance).toBe(0);
  });

  it('cancelled by staff with a fee: the stay taken off, the fee kept, the rest refunded', () => {
    const s = statementOf({ order: order({ state: 2, cancelCharge: 1150, cancelledAt: T('02:00') }), payments: [payment()], refunds: [refund({ amount: 1350 })] });
    expect(s.charges.slice(-2).map((c) => [c.kind, c.label, c.amount])).toEqual([
      ['stay_cancelled', 'ご予約の取消', -2500],
      ['cancel_fee', 'キャンセル料', 1150],
    ]);
    expect(s.refunds).toEqual([{ method: 'alipay', label: '支付宝支付', amount: 1350, at: T('02:01').toISOString(), state: 'succeeded', stateLabel: '返金済', reason: '予約取消返金', reference: 'RFO11' }]);
    expect(s.totals).toEqual({ charges: 1150, paid: 2500, refunded: 1350, balance: 0 });
  });

  it('a refund still in process reads 処理中 and is not counted: the balance is owed to the guest', () => {
    const s = statementOf({ order: order({ state: 2, cancelCharge: 0, cancelledAt: T('02:00') }), payments: [payment()], refunds: [refund({ amount: 2500, status: 'processing', completedAt: null })] });
    expect(s.refunds[0]).toMatchObject({ state: 'processing', stateLabel: '処理中', at: T('02:00').toISOString() });
    expect(s.totals).toEqual({ charges: 0, paid: 2500, refunded: 0, balance: -2500 });
    expect(s.note).toContain('返金の手続き中');
  });

  it('a changed booking: the dearer change paid online, then a cheaper one refunded less its fee', () => {
    // Now one room type dearer: 3 000 a night … after the second change the stay is 2 nights × 1 room, fee 300 kept.
    const changed = order({ roomQty: 1, nightlyPrices: [{ date: '2026-12-01', price: 900 }, { date: '2026-12-02', price: 900 }], totalAmount: 2100, discountAmount: 0, promotionAmount: 0, actualAmount: 2100 });
    const amendments = [change({ id: 31, toPay: 900, paidWith: 'alipay', settledAt: T('03:00') }), change({ id: 32, refund: 1300, charge: 300, settledAt: T('04:00') })];
    const payments = [payment(), payment({ id: 12, payId: 'PY2', amount: 900, paidAt: T('03:00'), amendmentId: 31 })];
    const s = statementOf({ order: changed, amendments, payments, refunds: [refund({ id: 22, refundId: 'RFC32P11', amount: 1300, reason: 'ご予約変更 FO1' })] });
    expect(s.charges.map((c) => c.kind)).toEqual(['night', 'night', 'change_fee']);
    expect(s.charges.at(-1)).toMatchObject({ label: '変更手数料', amount: 300 });
    expect(s.payments.map((p) => [p.amount, p.forChange])).toEqual([
      [2500, false],
      [900, true],
    ]);
    expect(s.totals).toEqual({ charges: 2100, paid: 3400, refunded: 1300, balance: 0 });
  });

  it('a member-card order: its payment, a change paid at the desk and a card refund come from the order and its changes', () => {
    const amendments = [change({ id: 31, toPay: 400, paidWith: 'desk', settledAt: T('03:00') }), change({ id: 32, refund: 200, settledAt: T('04:00') })];
    const s = statementOf({ order: order({ payCode: 'card', actualAmount: 2700, totalAmount: 2800, nightlyPrices: [{ date: '2026-12-01', price: 700 }, { date: '2026-12-02', price: 700 }] }), amendments });
    expect(s.payments.map((p) => [p.method, p.label, p.amount])).toEqual([
      ['card', '会員カード', 2500],
      ['desk', 'フロント', 400],
    ]);
    expect(s.refunds.map((r) => [r.method, r.amount, r.state, r.reference])).toEqual([['card', 200, 'succeeded', null]]);
    expect(s.totals.balance).toBe(0);
  });

  it('a no-show: the stay taken off and the no-show charge kept; pay at the hotel, it is owed there', () => {
    const s = statementOf({ order: order({ payment: 'hotel', state: 2, payResult: 0, payCode: null, paidAt: null, noShowReason: '連絡なし', noShowCharge: 1150, cancelledAt: T('23:00') }) });
    expect(s.charges.slice(-2).map((c) => [c.kind, c.label, c.amount])).toEqual([
      ['stay_cancelled', 'ノーショーによる取消', -2500],
      ['no_show_fee', 'ノーショー料', 1150],
    ]);
    expect(s.totals).toEqual({ charges: 1150, paid: 0, refunded: 0, balance: 1150 });
    expect(s.note).toBe('残額はホテルにお支払いください。');
  });

  it('a seeded history order without price per night or payment row reads from the order itself', () => {
    const s = statementOf({ order: order({ state: 9, payCode: 'wechat', roomsHeld: false, nightlyPrices: null, roomQty: 1, totalAmount: 1800, discountAmount: 100, promotionAmount: 0, actualAmount: 1700 }) });
    expect(s.charges.map((c) => [c.kind, c.label, c.amount])).toEqual([
      ['night', '宿泊料（2泊）', 1800],
      ['discount', '割引', -100],
    ]);
    expect(s.payments.map((p) => [p.method, p.amount, p.reference])).toEqual([['wechat', 1700, null]]);
  });
});

describe('statementProblems', () => {
  it('names a paid online order whose payment row is missing', () => {
    expect(statementProblems({ order: order(), hotelName: '', amendments: [], payments: [], refunds: [] })).toEqual(['paid (payResult 1) but the guest still owes 2500']);
  });

  it('shows a refund given by hand on a paid booking as owed, without calling it a violation', () => {
    const sources = { order: order(), hotelName: '', amendments: [], payments: [payment()], refunds: [refund({ refundId: 'RF2026112000001', amount: 300 })] };
    expect(buildStatement(sources).totals.balance).toBe(300);
    expect(statementProblems(sources)).toEqual([]);
    expect(statementProblems({ ...sources, refunds: [refund({ amount: 300 })] })).toEqual(['paid (payResult 1) but the guest still owes 300']);
  });

  it('names charge parts that do not make the amount, and a fee the lines do not reach', () => {
    const problems = statementProblems({ order: order({ charges: { room: 1, service: 1, vat: 1 } }), hotelName: '', amendments: [], payments: [payment()], refunds: [] });
    expect(problems).toEqual([expect.stringContaining('charge parts')]);
  });
});
