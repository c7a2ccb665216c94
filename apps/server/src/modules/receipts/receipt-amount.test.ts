import { describe, expect, it } from 'vitest';
import type { StatementPaymentLine, StatementRefundLine } from '@hotel/shared/schemas/statement';
import { receiptMoney } from './receipt-amount.ts';

const pay = (label: string, amount: number): StatementPaymentLine => ({ method: 'alipay', label, amount, at: null, forChange: false, reference: null });
const refund = (amount: number, state: StatementRefundLine['state']): StatementRefundLine => ({ method: 'alipay', label: '支付宝支付', amount, at: null, state, stateLabel: '', reason: '', reference: null });

describe('receiptMoney', () => {
  it('is what the statement says was paid less what was given back, with each method once in the order paid', () => {
    const payments = [pay('支付宝支付', 1000), pay('会員カード', 300), pay('支付宝支付', 200)];
    const refunds = [refund(150, 'succeeded'), refund(50, 'processing')];
    expect(receiptMoney({ payments, refunds, totals: { charges: 1350, paid: 1500, refunded: 150, balance: 0 } })).toEqual({ amount: 1350, paymentMethod: '支付宝支付・会員カード' });
  });

  it('is never below zero', () => {
    expect(receiptMoney({ payments: [], refunds: [], totals: { charges: 0, paid: 0, refunded: 0, balance: 0 } }).amount).toBe(0);
  });
});
