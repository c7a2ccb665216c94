import { describe, expect, it } from 'vitest';
import {
  CHANGE_MESSAGES,
  DISCOUNT_MESSAGES,
  MESSAGES,
  PRIVACY_MESSAGES,
  SERVER_MESSAGES,
  SITE_MESSAGES,
  SMS_PREFIX_DAILY_LIMIT,
  cardLockedMessage,
  httpErrorMessage,
  invalidFieldMessage,
  partySearchedInRoomsMessage,
  partyTooLargeMessage,
  rateLimitedMessage,
  smsResendWaitMessage,
} from '../messages.ts';
import { CANCEL_POLICY_MESSAGES } from '../cancel-policy.ts';
import { FAPIAO_MESSAGES } from '../forms/fapiao.ts';
import { ORDER_CHANGE_PAGE_MESSAGES } from '../forms/order-change-fields.ts';
import { PAY_LINK_MESSAGES } from '../pay-link-messages.ts';
import { PRICE_CALENDAR_MESSAGES } from '../price-calendar.ts';
import { FAPIAO_API_MESSAGES } from '../schemas/fapiao.ts';
import { RECEIPT_MESSAGES } from '../schemas/receipt.ts';
import { translateMessage } from './index.ts';

/** The message tables a guest can meet (the API's answers and the guest forms'); the back office's stay Japanese. */
const SOURCES = {
  MESSAGES,
  SERVER_MESSAGES,
  SITE_MESSAGES,
  PRIVACY_MESSAGES,
  DISCOUNT_MESSAGES,
  CHANGE_MESSAGES,
  RECEIPT_MESSAGES,
  FAPIAO_API_MESSAGES,
  FAPIAO_MESSAGES,
  PAY_LINK_MESSAGES,
  PRICE_CALENDAR_MESSAGES,
  CANCEL_POLICY_MESSAGES,
  ORDER_CHANGE_PAGE_MESSAGES,
  SMS_PREFIX_DAILY_LIMIT,
};

/** Every Japanese string of the sources, with where it is. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return /[\u3040-\u30ff\u4e00-\u9fff]/.test(value) ? [[at, value]] : [];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

/** Messages built with values: a sample of each. */
const BUILT = [
  ...[undefined, 0, 400, 403, 404, 408, 500, 503, 418].map(httpErrorMessage),
  smsResendWaitMessage(45),
  smsResendWaitMessage(1),
  rateLimitedMessage(7),
  rateLimitedMessage(1),
  cardLockedMessage(new Date('2026-12-03T06:04:30Z')),
  partyTooLargeMessage(2, 3),
  partyTooLargeMessage(2, null),
  // Every label of FIELD_LABELS, and a field with none.
  ...['hotelCode', 'cityCode', 'CheckIn', 'checkInDate', 'checkOut', 'checkOutDate', 'roomTypeCode', 'roomTypeName', 'rateCode', 'rateName', 'roomQty', 'roomNum', 'adultNum', 'childrenNum', 'orderNo', 'revNo', 'orderId', 'code', 'payCode', 'month', 'mobile', 'name', 'email', 'rooms.0.remark', 'unknownField'].map(invalidFieldMessage),
  partySearchedInRoomsMessage(2, 3, 1, 2),
  partySearchedInRoomsMessage(2, 4, 0, 2),
  `${DISCOUNT_MESSAGES.promotionMinNightsPrefix}5泊以上のご宿泊が対象です`,
  `${CHANGE_MESSAGES.promotionDroppedPrefix}「春の早割」${CHANGE_MESSAGES.promotionDroppedSuffix}`,
  RECEIPT_MESSAGES.unprintable('宛名', '𠮷'),
  RECEIPT_MESSAGES.unprintable('但し書き', '㈱'),
  PRICE_CALENDAR_MESSAGES.soldOutNight('12月2日（水）'),
  PRICE_CALENDAR_MESSAGES.soldOutNight('2026-12-02'),
  PRICE_CALENDAR_MESSAGES.closedNight('12月6日（日）'),
  PRICE_CALENDAR_MESSAGES.closedNight('2026-12-03'),
];

describe('the messages in Chinese and English', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`has every guest message in ${lang}`, () => {
      const missing = [...strings(SOURCES, 'sources'), ...BUILT.map((m, i): [string, string] => [`built[${i}]`, m])].filter(([, text]) => translateMessage(text, lang) === text);
      expect(missing).toEqual([]);
    });
  }

  it('leaves Japanese as the code writes it, and an unknown message as it is', () => {
    expect(translateMessage(MESSAGES.mobileInvalid, 'ja')).toBe(MESSAGES.mobileInvalid);
    expect(translateMessage('未知のメッセージ', 'zh')).toBe('未知のメッセージ');
    expect(translateMessage(MESSAGES.mobileInvalid, 'zh')).toBe('请输入正确的手机号码');
  });

  it('fills the values of a built message into its translation', () => {
    expect(translateMessage(rateLimitedMessage(7), 'en')).toContain('7');
    expect(translateMessage(smsResendWaitMessage(45), 'zh')).toContain('45');
    expect(translateMessage(cardLockedMessage(new Date('2026-12-03T06:04:30Z')), 'en')).toContain('12/3 14:05 (local time)');
    expect(translateMessage(partySearchedInRoomsMessage(2, 3, 1, 2), 'zh')).toBe('每间客房最多入住2人，已为3位成人、1位儿童搜索2间客房');
    expect(translateMessage(PRICE_CALENDAR_MESSAGES.soldOutNight('12月2日（水）'), 'zh')).toBe('12月2日（周三）已满房，请选择其他日期');
    expect(translateMessage(RECEIPT_MESSAGES.unprintable('但し書き', '㈱'), 'en')).toContain(': ㈱');
  });
});
