import { describe, expect, it } from 'vitest';
import { cancelDeadlinePassedMessage, cancelPolicyText, cancelTermsSentence, freeCancelDeadline, freeCancelDeadlineWording, hotelDateTimeJa, hotelIsoString } from './cancel-policy.ts';
import { formatCny } from './money.ts';
import { SERVER_MESSAGES } from './messages.ts';

describe('cancellation terms', () => {
  it('counts the deadline back from 18:00 hotel time on the arrival day', () => {
    expect(freeCancelDeadline('2026-12-10').toISOString()).toBe('2026-12-10T10:00:00.000Z');
    expect(freeCancelDeadline('2026-12-10', 6).toISOString()).toBe('2026-12-10T04:00:00.000Z');
    expect(freeCancelDeadline('2026-12-10', 72).toISOString()).toBe('2026-12-07T10:00:00.000Z');
  });

  it.each([
    [0, 'ご到着日の18:00'],
    [6, 'ご到着日の12:00'],
    [18, 'ご到着日の0:00'],
    [20, 'ご到着前日の22:00'],
    [24, 'ご到着前日の18:00'],
    [48, 'ご到着日の2日前の18:00'],
    [72, 'ご到着日の3日前の18:00'],
  ])('%i hours → %s', (hours, wording) => {
    expect(freeCancelDeadlineWording(hours)).toBe(wording);
  });

  it('keeps the spec wording for the default rule and adds the staff note', () => {
    expect(cancelPolicyText({ isFreeCancel: true, payment: 'hotel' })).toBe('ご到着日の18:00（現地時間）まで無料でキャンセルできます。以降のキャンセルは初日1泊分の室料がかかります');
    expect(cancelPolicyText({ isFreeCancel: false, payment: 'prepaid', cancelNote: ' 連泊割引対象 ' })).toBe('事前決済・返金不可：ご予約後のキャンセル・変更はできません。連泊割引対象');
    expect(cancelPolicyText({ isFreeCancel: false, payment: 'hotel' })).toBe('キャンセル不可：ご予約後のキャンセル・変更はできません');
  });

  it('says the deadline in the refusal', () => {
    expect(cancelDeadlinePassedMessage(0)).toBe(SERVER_MESSAGES.cancelDeadlinePassed);
    expect(cancelDeadlinePassedMessage(24)).toContain('ご到着前日の18:00（現地時間）を過ぎたため');
  });
});

describe('the member centre wording of an order (decision 0040)', () => {
  const deadline = new Date('2026-12-14T10:00:00Z');
  it('writes the deadline in hotel time whatever the reader zone is', () => {
    expect(hotelIsoString(deadline)).toBe('2026-12-14T18:00:00+08:00');
    expect(hotelDateTimeJa(new Date('2026-12-31T16:30:00Z'))).toBe('2027年1月1日 00:30');
    expect(cancelTermsSentence('free', deadline, 0, 1, formatCny)).toBe('2026年12月14日 18:00（現地時間）まで無料でキャンセルできます');
  });
  it('says what cancelling now costs, or that it cannot be cancelled', () => {
    expect(cancelTermsSentence('pastDeadline', deadline, 1680, 1, formatCny)).toMatch(/^今キャンセルすると 1泊分 1,680元 がかかります/);
    expect(cancelTermsSentence('pastDeadline', deadline, 3360, 2, formatCny)).toMatch(/^今キャンセルすると 1泊分（2室） 3,360元 がかかります/);
    expect(cancelTermsSentence('nonRefundable', null, 5000, 1, formatCny)).toBe('返金不可のため、キャンセルできません');
    expect(cancelTermsSentence('closed', null, 0, 1, formatCny)).toBeNull();
  });
});
