import { describe, expect, it } from 'vitest';
import { deskCloseTermsText, PAYMENT_STATUS_LABELS, REFUND_STATUS_LABELS, statusLabel } from './orders.ts';

describe('the order desk in words', () => {
  it('says what a paid non-refundable guest gets back before the button: nothing, and why', () => {
    expect(deskCloseTermsText({ charge: 1280, refund: 0, rule: '返金不可プラン: 全額' }, true)).toBe('キャンセルした場合：お客様への返金はありません。規定により 1,280元 をいただきます（返金不可プラン: 全額）。');
    expect(deskCloseTermsText({ charge: 0, refund: 900, rule: '到着日18:00まで無料' }, true)).toBe('キャンセルした場合：お客様に 900元 を返金します。請求はありません（到着日18:00まで無料）。');
    expect(deskCloseTermsText({ charge: 600, refund: 0, rule: '到着日18:00以降: 1泊目の室料' }, false)).toContain('オンラインでのお支払いはないため、返金はありません');
  });

  it('words payment and refund statuses, never their codes', () => {
    expect(statusLabel(PAYMENT_STATUS_LABELS, 'paid')).toBe('支払済');
    expect(statusLabel(REFUND_STATUS_LABELS, 'succeeded')).toBe('返金済');
    expect(statusLabel(PAYMENT_STATUS_LABELS, 'toString')).toBe('不明な状態');
  });
});
