import { describe, expect, it } from 'vitest';
import { HOTEL_NAME_MAX, noticeParams, noticeVariablesOf } from './notice-template.ts';
import type { SmsNotice } from './sms-provider.ts';

const notice = (hotelName: string, amount = 1280): SmsNotice => ({
  mobile: '13800138000',
  event: 'confirmed',
  body: '',
  facts: { hotelName, orderNo: 'FO202611240123456789', checkIn: '2026-12-24', nights: 2, amount },
});

describe('noticeParams', () => {
  it('fills the five variables: the date with slashes, the amount as digits', () => {
    expect(noticeParams(notice('フェルトン・ホテル上海'))).toEqual({ hotel: 'フェルトン・ホテル上海', order: 'FO202611240123456789', checkin: '2026/12/24', nights: '2', amount: '1280' });
  });

  it('cuts a long hotel name to the limit by characters, ending with …, without splitting a surrogate pair', () => {
    const long = `𩸽${'あ'.repeat(30)}`;
    const { hotel } = noticeParams(notice(long));
    expect(Array.from(hotel)).toHaveLength(HOTEL_NAME_MAX);
    expect(hotel.startsWith('𩸽')).toBe(true);
    expect(hotel.endsWith('…')).toBe(true);
    const cutAtPair = noticeParams(notice(`${'あ'.repeat(18)}𩸽𩸽𩸽`)).hotel;
    expect(cutAtPair).toBe(`${'あ'.repeat(18)}𩸽…`);
    expect(noticeParams(notice('あ'.repeat(HOTEL_NAME_MAX))).hotel).toBe('あ'.repeat(HOTEL_NAME_MAX));
  });

  it('drops line breaks and 【】 (read as a second signature) from the hotel name', () => {
    expect(noticeParams(notice('【新館】 フェルトン\n上海')).hotel).toBe('新館 フェルトン 上海');
  });

  it('fills a payment link\'s sixth variable, the token, and only for a payment link', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
    const paylink: SmsNotice = { ...notice('フェルトン'), event: 'paylink', facts: { ...notice('フェルトン').facts, token } };
    expect(noticeParams(paylink)).toMatchObject({ hotel: 'フェルトン', token });
    expect(noticeVariablesOf('paylink')).toEqual(['hotel', 'order', 'checkin', 'nights', 'amount', 'token']);
    expect(noticeVariablesOf('confirmed')).toEqual(['hotel', 'order', 'checkin', 'nights', 'amount']);
    expect(noticeParams({ ...notice('フェルトン'), facts: { ...notice('フェルトン').facts, token } })).not.toHaveProperty('token');
  });
});
