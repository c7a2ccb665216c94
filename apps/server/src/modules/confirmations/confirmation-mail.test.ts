import { describe, expect, it } from 'vitest';
import type { ConfirmationView } from './confirmation-event.ts';
import { confirmationMail, confirmationSms } from './confirmation-mail.ts';

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
  payment: 'hotel',
  paid: false,
  cancelTerms: 'ご到着日の18:00（現地時間）まで無料でキャンセルできます',
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
    expect(text).toContain('■料金\n3,360元');
    expect(text).toContain('■お支払い\n現地払い');
    expect(text).toContain('■住所\n〒310007 浙江省杭州市西湖区楊公堤168号');
  });

  it('a discounted booking itemises the list price, each discount by name with its amount off, and what is paid (issue 22)', () => {
    const discounted = { ...view, listAmount: 3960, amount: 3464, discountLines: [{ name: '連泊割（3泊以上）', amount: 396 }, { name: '新規会員登録クーポン', amount: 100 }] };
    const { text, html } = confirmationMail(discounted, new Date());
    expect(text).toContain('■宿泊料金（割引前）\n3,960元\n■割引：連泊割（3泊以上）\n−396元\n■割引：新規会員登録クーポン\n−100元\n■お支払い金額\n3,464元');
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
