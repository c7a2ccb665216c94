import { describe, expect, it } from 'vitest';
import { hotelTime, noticeMail } from './notice-mail.ts';

describe('the notices e-mail (decision 0043)', () => {
  it('a meeting request: its details in hotel time, the guest note escaped in the HTML', () => {
    const mail = noticeMail({
      kind: 'meeting',
      id: 7,
      hotelName: 'フェルトン杭州銭塘',
      applyName: '田中 一郎',
      contactPhone: '13912345678',
      meetingType: '国際会議',
      peopleNums: '10-50',
      beginTime: new Date('2026-12-06T01:00:00Z'),
      endTime: new Date('2026-12-06T09:30:00Z'),
      note: '<b>プロジェクター</b>希望',
    });
    expect(mail.subject).toBe('【フェルトン・ホテルズ】会議・宴会のお問い合わせ（フェルトン杭州銭塘・受付番号 7）');
    expect(mail.text).toContain('■ご希望日時\n2026/12/06 09:00 〜 2026/12/06 17:30');
    expect(mail.text).toContain('■電話番号\n13912345678');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&#60;b&#62;');
  });

  it('an alert names no guest: only the facts it was given', () => {
    const mail = noticeMail({ kind: 'job-failed', detail: { job: 'send-confirmation', about: 'FO1/confirmed', attempts: 6, error: 'Error' } });
    expect(mail.subject).toBe('【フェルトン・ホテルズ・要確認】処理の失敗');
    expect(mail.text).toContain('■ジョブ\nsend-confirmation');
    expect(mail.text).toContain('■対象\nFO1/confirmed');
  });

  it('an alert for a notice that spent its attempts: its key and kind, labelled in Japanese', () => {
    const mail = noticeMail({ kind: 'job-failed', detail: { key: 'FO1/confirmed', kind: 'booked', attempts: 10, error: 'Error' } });
    expect(mail.text).toContain('■対象\nFO1/confirmed\n■種類\nbooked\n■試行回数\n10\n■エラーの種類\nError');
  });

  it('a PMS webhook endpoint failing: its hotel and host, since when, what waits, in Japanese (decision 0064)', () => {
    const mail = noticeMail({ kind: 'webhook-failing', detail: { endpoint: 'pro001 pms.example.com (#3)', since: '2026/11/28 12:00（現地時間）', pending: '4' } });
    expect(mail.subject).toBe('【フェルトン・ホテルズ・要確認】PMS連携（Webhook）の停止');
    expect(mail.text).toContain('30分以上届いていません');
    expect(mail.text).toContain('■送信先\npro001 pms.example.com (#3)\n■失敗開始\n2026/11/28 12:00（現地時間）\n■未配信のイベント\n4');
  });

  it('a booking with a promotion and a coupon: the list price, each discount by name, and what the guest pays (issue 22)', () => {
    const mail = noticeMail({
      kind: 'booked',
      hotelName: 'フェルトン・グランド杭州西湖',
      orderNo: 'FO1',
      guestName: '佐藤 健',
      checkIn: '2026-12-14',
      checkOut: '2026-12-17',
      nights: 3,
      roomTypeName: 'スーペリアキング',
      roomQty: 1,
      rateName: 'ベストフレキシブルレート（朝食付き）',
      breakfast: '朝食2名様付き',
      adultNum: 2,
      childrenNum: 0,
      amount: 4664,
      listAmount: 5530,
      discountLines: [
        { name: '連泊割（3泊以上）', amount: 553 },
        { name: '冬のクーポン', amount: 313 },
      ],
      charges: { room: 4000, service: 400, vat: 264 },
      payment: 'prepaid',
      paid: true,
      arrivalTime: '',
      remark: '',
    });
    expect(mail.text).toContain('■宿泊料金（割引前）\n5,530元\n■割引：連泊割（3泊以上）\n−553元\n■割引：冬のクーポン\n−313元\n■お支払い金額（税・サービス料込）\n4,664元\n■内訳\n室料 4,000元・サービス料 400元・増値税 264元');
    expect(mail.html).toContain('冬のクーポン');
  });

  it('an overbooked channel booking: subject オーバーブッキング, the travel site, its reservation id and the rooms missing per night (decision 0063)', () => {
    const mail = noticeMail({
      kind: 'overbooked',
      hotelName: 'フェルトン・グランド杭州西湖',
      orderNo: 'FO9',
      guestName: 'Yamada Taro',
      checkIn: '2026-12-24',
      checkOut: '2026-12-26',
      nights: 2,
      roomTypeName: 'スーペリアツイン',
      roomQty: 1,
      rateName: 'ベストフレキシブルレート',
      breakfast: '朝食なし',
      adultNum: 1,
      childrenNum: 0,
      amount: 1000,
      listAmount: 1000,
      discountLines: [],
      charges: { room: 858, service: 86, vat: 56 },
      payment: 'hotel',
      paid: false,
      arrivalTime: '',
      remark: '',
      channel: { name: 'Booking.com', resId: 'BDC-1', short: [{ date: '2026-12-25', qty: 1 }] },
    });
    expect(mail.subject).toBe('【フェルトン・ホテルズ】オーバーブッキング（チャネル予約）（予約番号 FO9）');
    expect(mail.text).toContain('空室のない日を含むご予約');
    expect(mail.text).toContain('■販売サイト\nBooking.com\n■チャネル予約番号\nBDC-1\n■不足する客室\n2026/12/25 1室');
  });

  it('hotel time is UTC+8 all year', () => {
    expect(hotelTime(new Date('2026-12-31T16:30:00Z'))).toBe('2027/01/01 00:30');
  });

  it('a booking change: subject 予約変更, each fact as before → after (kept facts once), the money, who and why, escaped in the HTML (decision 0059)', () => {
    const stay = { checkIn: '2026-12-14', checkOut: '2026-12-16', nights: 2, roomTypeName: 'スーペリアキング', rateName: 'ベストフレキシブルレート', breakfast: '朝食なし', roomQty: 1, adultNum: 2, childrenNum: 0, actualAmount: 3360 };
    const after = { ...stay, checkOut: '2026-12-17', nights: 3, actualAmount: 5040 };
    const facts = {
      kind: 'changed' as const,
      hotelName: 'フェルトン・グランド杭州西湖',
      orderNo: 'FO1',
      guestName: '佐藤 健',
      checkIn: after.checkIn,
      checkOut: after.checkOut,
      nights: 3,
      roomTypeName: after.roomTypeName,
      roomQty: 1,
      rateName: after.rateName,
      breakfast: after.breakfast,
      adultNum: 2,
      childrenNum: 0,
      amount: 5040,
      listAmount: 5040,
      discountLines: [],
      charges: { room: 4323, service: 432, vat: 285 },
      payment: 'hotel' as const,
      paid: false,
      arrivalTime: '',
      remark: '',
    };
    const change = { before: stay, after, difference: 1680, toPay: 0, refund: 0, charge: 0, rule: '差額のお支払い', reason: '延泊のご依頼<script>', staffId: 12 };
    const mail = noticeMail({ ...facts, change });
    expect(mail.subject).toBe('【フェルトン・ホテルズ】予約変更（予約番号 FO1）');
    expect(mail.text).toContain('スタッフがご予約の内容を変更しました。');
    expect(mail.text).toContain(
      '■日程\n2026/12/14 〜 2026/12/16（2泊） → 2026/12/14 〜 2026/12/17（3泊）\n■客室\nスーペリアキング × 1室\n■料金プラン\nベストフレキシブルレート（朝食なし）\n■人数\n大人2名\n■金額\n3,360元 → 5,040元\n■差額\n+1,680元\n■差額の取り扱い\n差額のお支払い\n■変更の受付\nスタッフ\n■変更理由\n延泊のご依頼<script>\n■お支払い\n現地払い',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('延泊のご依頼&#60;script&#62;');

    const byGuest = noticeMail({ ...facts, change: { ...change, staffId: null, reason: '', difference: -800, refund: 500, charge: 300 } });
    expect(byGuest.text).toContain('お客様が公式サイトでご予約の内容を変更しました。');
    expect(byGuest.text).toContain('■差額\n−800元\n■ご返金\n500元\n■キャンセル料\n300元\n');
    expect(byGuest.text).toContain('■変更の受付\nお客様（公式サイト）');
    expect(byGuest.text).not.toContain('■変更理由');

    // Without the amendment (orders' port not wired): the booking as it now is.
    const alone = noticeMail(facts);
    expect(alone.subject).toBe('【フェルトン・ホテルズ】予約変更（予約番号 FO1）');
    expect(alone.text).toContain('以下は変更後の内容です。');
    expect(alone.text).toContain('■日程\n2026/12/14 〜 2026/12/17（3泊）');
  });
});
