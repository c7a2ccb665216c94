import { describe, expect, it } from 'vitest';
import type { AmendedStayFacts } from './amendment-facts.ts';
import type { ConfirmationView } from './confirmation-event.ts';
import { confirmationMail } from './confirmation-mail.ts';

/** Kana: what a Chinese or English mail must not carry once its names are translated. */
const KANA = /[\u3040-\u30ff]/;
const now = new Date('2026-11-24T00:00:00Z');

const view = (language: 'zh' | 'en', names: { hotel: string; address: string; room: string; plan: string }): ConfirmationView => ({
  event: 'confirmed',
  language,
  orderNo: 'FO202611240000001',
  guestName: '王 小明',
  hotel: { name: names.hotel, address: names.address, zipCode: '310007', tel: '0571-8799-0001', checkInTime: '15:00', checkOutTime: '12:00' },
  checkIn: '2026-12-14',
  checkOut: '2026-12-16',
  nights: 2,
  roomTypeName: names.room,
  roomQty: 1,
  rateName: names.plan,
  breakfast: '朝食2名様付き',
  adultNum: 2,
  childrenNum: 1,
  amount: 3464,
  listAmount: 3960,
  discountLines: [{ name: 'Long stay', amount: 496 }],
  charges: { room: 2971, service: 297, vat: 196 },
  payment: 'prepaid',
  paid: true,
  cancelTerms: 'ご到着前日の22:00（現地時間）まで無料でキャンセルできます。以降のキャンセルは初日1泊分の室料がかかります',
  cancelPolicy: { isFreeCancel: true, payment: 'prepaid', freeCancelHours: 20 },
  amendmentCount: 0,
});

const zh = view('zh', { hotel: '费尔顿杭州西湖大酒店', address: '浙江省杭州市西湖区杨公堤168号', room: '高级大床房', plan: '灵活价' });
const en = view('en', { hotel: 'Felton Grand Hangzhou West Lake', address: '168 Yanggong Causeway, Xihu District, Hangzhou', room: 'Superior King', plan: 'Best Flexible Rate' });

describe('confirmationMail in Chinese', () => {
  it('writes the subject, the lead, the labels, dates, money, breakfast and the terms in Chinese', () => {
    const { subject, text, html, ics } = confirmationMail(zh, now);
    expect(subject).toBe('【费尔顿酒店集团】预订确认通知（预订号 FO202611240000001）');
    expect(text).toContain('尊敬的王 小明：\n\n感谢您选择费尔顿酒店集团。您的预订已确认，详情如下。');
    expect(text).toContain('■入住\n2026年12月14日（周一） 15:00起');
    expect(text).toContain('■退房\n2026年12月16日（周三） 12:00前（共2晚）');
    expect(text).toContain('■价格方案\n灵活价（含2份早餐）');
    expect(text).toContain('■入住人数\n成人2位，儿童1位');
    expect(text).toContain('■住宿费用（折前）\n3,960元\n■优惠：Long stay\n−496元\n■实付金额（含税及服务费）\n3,464元\n■明细\n房费 2,971元，服务费 297元，增值税 196元');
    expect(text).toContain('■取消政策\n入住前一天22:00（当地时间）前可免费取消');
    expect(html).toContain('<html lang="zh-Hans">');
    expect(ics).toContain('SUMMARY:入住费尔顿杭州西湖大酒店');
    for (const part of [subject, text, html, ics!]) expect(part).not.toMatch(KANA);
  });

  it('a refund says what was given back', () => {
    const { subject, text } = confirmationMail({ ...zh, event: 'refunded', refundAmount: 1200 }, now);
    expect(subject).toContain('退款通知');
    expect(text).toContain('■支付方式\n已退款\n■退款金额\n1,200元');
  });
});

describe('confirmationMail in English', () => {
  it('writes the subject, the lead, the labels, dates, money (CNY, never ¥) and the terms in English', () => {
    const { subject, text, html, ics } = confirmationMail(en, now);
    expect(subject).toBe('[Felton Hotels] Reservation confirmed (reservation no. FO202611240000001)');
    expect(text).toContain('Dear 王 小明,\n\nThank you for choosing Felton Hotels. We are pleased to confirm your reservation as follows.');
    expect(text).toContain('■Check-in\nMon 14 Dec 2026, from 15:00');
    expect(text).toContain('■Check-out\nWed 16 Dec 2026, by 12:00 (2 nights)');
    expect(text).toContain('■Rate plan\nBest Flexible Rate (breakfast for 2 guests)');
    expect(text).toContain('■Guests\n2 adults, 1 child');
    expect(text).toContain('■Amount payable (incl. tax and service charge)\nCNY 3,464\n■Breakdown\nRoom CNY 2,971 · Service charge CNY 297 · VAT CNY 196');
    expect(text).toContain('■Cancellation policy\nFree cancellation until 22:00 on the day before arrival (local time)');
    expect(text).toContain('■Payment\nPrepaid (paid)');
    expect(html).toContain('<html lang="en">');
    expect(ics).toContain('SUMMARY:Stay at Felton Grand Hangzhou West Lake');
    for (const part of [subject, text, html, ics!]) {
      expect(part).not.toMatch(KANA);
      expect(part).not.toContain('¥');
    }
  });

  it('a change tells before and after in English, and leaves out the Japanese rule rather than mix languages', () => {
    const stay: AmendedStayFacts = { checkIn: '2026-12-14', checkOut: '2026-12-15', nights: 1, roomTypeName: 'Superior King', rateName: 'Best Flexible Rate', breakfast: '朝食なし', roomQty: 1, adultNum: 1, childrenNum: 0, actualAmount: 1680 };
    const change = { before: { ...stay, nights: 2, checkOut: '2026-12-16', actualAmount: 3360 }, after: stay, difference: -1680, toPay: 0, refund: 1680, charge: 0, rule: '差額はご返金します', reason: '', discountNote: '割引対象外' };
    const { subject, text } = confirmationMail({ ...en, event: 'changed', change }, now);
    expect(subject).toContain('Reservation changed');
    expect(text).toContain('■After\nCheck-in: Mon 14 Dec 2026, from 15:00\nCheck-out: Tue 15 Dec 2026, by 12:00 (1 night)\nRoom: Superior King × 1 room\nRate plan: Best Flexible Rate (room only)\nGuests: 1 adult\nRate: CNY 1,680');
    expect(text).toContain('■Difference\n−CNY 1,680\n■Refund\nCNY 1,680 (returned to the payment method you used)');
    expect(text).not.toMatch(KANA);
  });
});
