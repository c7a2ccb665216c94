import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditEntityLabel, auditFieldLabel, auditValueLabel } from './audit-labels.ts';

describe('audit labels', () => {
  it('names the records, actions and fields of the back office in Japanese', () => {
    expect(auditEntityLabel('room_night')).toBe('料金・在庫');
    expect(auditEntityLabel('meeting_request')).toBe('会議・宴会のお問い合わせ');
    expect(auditActionLabel('check_out')).toBe('チェックアウト');
    expect(auditFieldLabel('minStay')).toBe('最短宿泊数');
    expect(auditEntityLabel('member_coupon')).toBe('会員クーポン');
    expect(auditActionLabel('void')).toBe('無効化');
    expect(auditValueLabel('kind', 'percent')).toBe('％引き');
  });

  it('leaves a code it does not know as it is (never an inherited property)', () => {
    expect(auditEntityLabel('something_new')).toBeNull();
    expect(auditActionLabel('toString')).toBeNull();
    expect(auditFieldLabel('constructor')).toBe('constructor');
    expect(auditFieldLabel('extraField')).toBe('extraField');
  });

  it('puts codes that are values into words: roles, meeting statuses, order states, the group', () => {
    expect(auditValueLabel('role', 'hotel_manager')).toBe('支配人');
    expect(auditValueLabel('status', 'contacted')).toBe('連絡済み');
    expect(auditValueLabel('state', 9)).toBe('完了');
    expect(auditValueLabel('hotels', 'pro018')).toBe('グループ');
    expect(auditValueLabel('hotels', 'pro001')).toBe('pro001');
    expect(auditValueLabel('price', 4321)).toBe('4321');
    expect(auditValueLabel('role', 'toString')).toBe('toString');
  });
});
