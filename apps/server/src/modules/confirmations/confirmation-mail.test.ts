import { describe, expect, it } from 'vitest';
import type { ConfirmationView } from './confirmation-event.ts';
import type { AmendmentFacts } from './amendment-facts.ts';
import { confirmationMail, confirmationSms, smsNoticeFacts } from './confirmation-mail.ts';

const view: ConfirmationView = {
  event: 'confirmed',
  orderNo: 'FO202611240000001',
  guestName: '</script><img src=x onerror=alert(1)>',
  hotel: { name: 'フェルトン・グランド杭州西湖', address: '浙江省杭州市西湖区楊公堤168号', zipCode: '310007', tel: '0571-8799-0001', checkInTime: null, checkOutTime: null },
  checkIn: '2026-12-14',
  checkOut: '2026-12-16',
  nights: 2,
  roomTypeName: 'スーペリアキング',
  roomQty: 1,
  rateName: 'ベストフレキシブルレート',
  breakfast: '朝食なし',
  adultNum: 2,
  childrenNum: 1,
  amount: 3360,
  listAmount: 3360,
  discountLines: [],
  charges: { room: 2882, service: 288, vat: 190 },
  payment: 'hotel',
  paid: false,
  cancelTerms: 'ご到着日の18:00（現地時間）まで無料でキャンセルできます',
  amendmentCount: 0,
};

describe('confirmationMail', () => {
  it('escapes what the guest typed in the HTML and in the JSON-LD', () => {
    const { html } = confirmationMail(view, new Date('2026-11-24T00:00:00Z'));
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)).toMatchObject({ underName: { name: view.guestName }, numAdults: 2, numChildren: 1, totalPrice: 3360 });
  });

  it('says the dates with weekdays, the party, the amount and the payment in both parts', () => {
    const { text, subject } = confirmationMail(view, new Date());
    expect(subject).toBe('【フェルトン・ホテルズ】ご予約確定のお知らせ（予約番号 FO202611240000001）');
    expect(text).toContain('■チェックイン\n2026/12/14（月）');
    expect(text).toContain('■チェックアウト\n2026/12/16（水）（2泊）');
    expect(text).toContain('■ご人数\n大人2名・子供1名');
    expect(text).toContain('■料金（税・サービス料込）\n3,360元\n■内訳\n室料 2,882元・サービス料 288元・増値税 190元');
    expect(text).toContain('■お支払い\n現地払い');
    expect(text).toContain('■住所\n〒310007 浙江省杭州市西湖区楊公堤168号');
  });

  it('a discounted booking itemises the list price, each discount by name with its amount off, and what is paid (issue 22)', () => {
    const discounted = { ...view, listAmount: 3960, amount: 3464, discountLines: [{ name: '連泊割（3泊以上）', amount: 396 }, { name: '新規会員登録クーポン', amount: 100 }], charges: { room: 2971, service: 297, vat: 196 } };
    const { text, html } = confirmationMail(discounted, new Date());
    expect(text).toContain('■宿泊料金（割引前）\n3,960元\n■割引：連泊割（3泊以上）\n−396元\n■割引：新規会員登録クーポン\n−100元\n■お支払い金額（税・サービス料込）\n3,464元\n■内訳\n室料 2,971元・サービス料 297元・増値税 196元');
    expect(text).not.toContain('■料金\n');
    expect(html).toContain('連泊割（3泊以上）');
    expect(html).toContain('−100元');
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)).toMatchObject({ totalPrice: 3464 });
  });

  it('with the hotel\'s times: the mail says them, the reservation markup and the calendar event carry them', () => {
    const timed = { ...view, hotel: { ...view.hotel, checkInTime: '15:00', checkOutTime: '12:00' } };
    const { text, html, ics } = confirmationMail(timed, new Date('2026-11-24T00:00:00Z'));
    expect(text).toContain('■チェックイン\n2026/12/14（月） 15:00から');
    expect(text).toContain('■チェックアウト\n2026/12/16（水） 12:00まで（2泊）');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ checkinDate: '2026-12-14T15:00:00+08:00', checkoutDate: '2026-12-16T12:00:00+08:00' });
    // 15:00 and 12:00 in Hangzhou are 07:00 and 04:00 UTC.
    expect(ics).toContain('\r\nDTSTART:20261214T070000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261216T040000Z\r\n');
  });

  it('a refund has no calendar file; a cancellation cancels the event', () => {
    expect(confirmationMail({ ...view, event: 'refunded', refundAmount: 3360 }, new Date()).ics).toBeNull();
    expect(confirmationMail({ ...view, event: 'cancelled' }, new Date()).ics).toContain('STATUS:CANCELLED');
  });
});

describe('confirmationSms', () => {
  it('is short, with the order number, the hotel and the dates, and no address or amount of a booking', () => {
    const sms = confirmationSms(view);
    expect(sms).toBe('【フェルトン・ホテルズ】ご予約が確定しました。予約番号FO202611240000001 フェルトン・グランド杭州西湖 12/14〜12/16（2泊）');
    // Two SMS segments at most (70 characters each in UCS-2).
    expect(sms.length).toBeLessThanOrEqual(140);
    expect(confirmationSms({ ...view, event: 'refunded', refundAmount: 1200 })).toContain('1,200元のご返金が完了しました');
  });
});

/** A booking moved a day later and made a night longer, in another room type: the order already shows the new stay. */
const before = { checkIn: '2026-12-14', checkOut: '2026-12-16', nights: 2, roomTypeName: 'スーペリアキング', rateName: 'ベストフレキシブルレート', breakfast: '朝食なし', roomQty: 1, adultNum: 2, childrenNum: 1, actualAmount: 3360 };
const after = { ...before, checkIn: '2026-12-15', checkOut: '2026-12-18', nights: 3, roomTypeName: 'デラックス<b>ツイン</b>', actualAmount: 5040 };
const change: AmendmentFacts = { before, after, difference: 1680, toPay: 1680, refund: 0, charge: 0, rule: '差額のお支払い', reason: '社内メモ: VIP対応', staffId: 7 };
const changed: ConfirmationView = {
  ...view,
  guestName: '佐藤 健',
  event: 'changed',
  checkIn: after.checkIn,
  checkOut: after.checkOut,
  nights: 3,
  roomTypeName: after.roomTypeName,
  amount: 5040,
  listAmount: 5040,
  payment: 'prepaid',
  paid: true,
  amendmentCount: 2,
  change,
};
const STAMP = new Date('2026-11-24T00:00:00Z');

describe('confirmationMail of a booking change (decision 0059)', () => {
  it('says ご予約内容変更 with the order number, and the stay before and after as two blocks in both parts', () => {
    const { subject, text, html } = confirmationMail(changed, STAMP);
    expect(subject).toBe('【フェルトン・ホテルズ】ご予約内容変更のお知らせ（予約番号 FO202611240000001）');
    expect(html).toContain('ご予約内容変更のお知らせ</h1>');
    expect(text).toContain('以下のとおりご予約内容が変更されました。');
    expect(text).toContain(
      '■変更前\nチェックイン：2026/12/14（月）\nチェックアウト：2026/12/16（水）（2泊）\nお部屋：スーペリアキング × 1室\nプラン：ベストフレキシブルレート（朝食なし）\nご人数：大人2名・子供1名\n料金：3,360元\n',
    );
    expect(text).toContain('■変更後\nチェックイン：2026/12/15（火）\nチェックアウト：2026/12/18（金）（3泊）\nお部屋：デラックス<b>ツイン</b> × 1室\n');
    expect(text).toContain('料金：5,040元\n■差額\n+1,680元\n■お支払い額\n1,680元\n■差額の取り扱い\n差額のお支払い\n■お支払い\n事前決済（お支払い済み）\n■キャンセル規定\n');
    expect(text).toContain('■住所\n〒310007 浙江省杭州市西湖区楊公堤168号');
    // The reason staff gave is for the hotel's notice, not the guest.
    expect(text).not.toContain('VIP');
    expect(html).not.toContain('VIP');
    expect(text).not.toContain('ご返金額');
  });

  it('escapes every value in the HTML and keeps each block\'s lines', () => {
    const { html } = confirmationMail({ ...changed, guestName: '<img src=x onerror=alert(1)>' }, STAMP);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img');
    expect(html).toContain('デラックス&#60;b&#62;ツイン&#60;/b&#62;');
    expect(html).toContain('white-space:pre-wrap');
    expect(html).toContain('チェックイン：2026/12/14（月）\nチェックアウト：2026/12/16（水）（2泊）');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(jsonLd).not.toContain('<');
    // The reservation as it now is: confirmed, the new dates and amount.
    expect(JSON.parse(jsonLd)).toMatchObject({ reservationStatus: 'https://schema.org/ReservationConfirmed', checkinDate: '2026-12-15', checkoutDate: '2026-12-18', totalPrice: 5040 });
  });

  it('a cheaper stay tells the difference, the refund and what the terms kept; no difference says 差額なし', () => {
    const cheaper = { ...changed, change: { ...change, difference: -1200, toPay: 0, refund: 800, charge: 400, rule: 'ご到着日の18:00以降: 1泊目の室料を差し引いて返金' } };
    const { text } = confirmationMail(cheaper, STAMP);
    expect(text).toContain('■差額\n−1,200元\n■ご返金額\n800元（お支払いに使われた方法でご返金します）\n■キャンセル料\n400元\n■差額の取り扱い\nご到着日の18:00以降: 1泊目の室料を差し引いて返金');
    expect(text).not.toContain('■お支払い額');
    const even = confirmationMail({ ...changed, change: { ...change, difference: 0, toPay: 0, rule: '差額なし' } }, STAMP).text;
    expect(even).toContain('■差額\n差額なし\n■差額の取り扱い\n差額なし');
    expect(even).not.toMatch(/■お支払い額|■ご返金額|■キャンセル料\n/);
    const note = confirmationMail({ ...changed, change: { ...change, discountNote: '連泊割は変更後のご予約には適用されません' } }, STAMP).text;
    expect(note).toContain('■割引について\n連泊割は変更後のご予約には適用されません');
  });

  it('the .ics describes the new stay under the order\'s UID with SEQUENCE = the changes applied; a later cancellation is one more', () => {
    const ics = confirmationMail(changed, STAMP).ics!;
    expect(ics).toContain('\r\nUID:FO202611240000001@booking.felton-hotels.jp\r\n');
    expect(ics).toContain('\r\nSEQUENCE:2\r\n');
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261215\r\n');
    expect(ics).toContain('\r\nDTEND;VALUE=DATE:20261218\r\n');
    expect(confirmationMail(view, STAMP).ics).toContain('\r\nSEQUENCE:0\r\n');
    const cancelled = confirmationMail({ ...changed, event: 'cancelled', change: undefined }, STAMP).ics!;
    expect(cancelled).toContain('\r\nSEQUENCE:3\r\n');
    expect(cancelled).toContain('\r\nMETHOD:CANCEL\r\n');
  });

  it('without the amendment (orders\' port not wired) it tells the booking as it now is', () => {
    const { subject, text } = confirmationMail({ ...changed, change: undefined }, STAMP);
    expect(subject).toContain('ご予約内容変更のお知らせ');
    expect(text).toContain('■チェックイン\n2026/12/15（火）');
    expect(text).toContain('■チェックアウト\n2026/12/18（金）（3泊）');
    expect(text).not.toContain('■変更前');
  });

  it('the SMS tells the new stay: its dates in the text, its check-in, nights and amount as the template\'s variables', () => {
    expect(confirmationSms(changed)).toBe('【フェルトン・ホテルズ】ご予約内容を変更しました。予約番号FO202611240000001 フェルトン・グランド杭州西湖 12/15〜12/18（3泊）');
    expect(smsNoticeFacts(changed)).toEqual({ hotelName: 'フェルトン・グランド杭州西湖', orderNo: 'FO202611240000001', checkIn: '2026-12-15', nights: 3, amount: 5040 });
  });
});
