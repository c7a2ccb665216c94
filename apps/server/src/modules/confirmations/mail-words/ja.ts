import { priceLines } from '@hotel/shared/discounts';
import { yuan } from '../confirmation-event.ts';
import type { MailWords } from './types.ts';

const BRAND = 'フェルトン・ホテルズ';

/** 2026/12/24（木） */
function stayDate(date: string): string {
  const weekday = '日月火水木金土'[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return `${date.replaceAll('-', '/')}（${weekday}）`;
}

const LEADS = {
  confirmed: `${BRAND}をご利用いただき、ありがとうございます。以下の内容でご予約が確定しました。`,
  changed: `${BRAND}をご利用いただき、ありがとうございます。以下のとおりご予約内容が変更されました。`,
  cancelled: '以下のご予約はキャンセルされました。またのご利用をお待ちしております。',
  refunded: '以下のご予約について、ご返金の手続きが完了しました。ご返金はお支払いに使われた方法で行われます。',
} as const;

/** The specification's Japanese: what every confirmation said before issue 29, byte for byte. */
export const JA_MAIL_WORDS: MailWords = {
  htmlLang: 'ja',
  titles: { confirmed: 'ご予約確定のお知らせ', changed: 'ご予約内容変更のお知らせ', cancelled: 'ご予約キャンセルのお知らせ', refunded: 'ご返金のお知らせ' },
  subject: (title, orderNo) => `【${BRAND}】${title}（予約番号 ${orderNo}）`,
  lead: (event, guestName) => `${guestName} 様\n\n${LEADS[event]}`,
  footer: 'このメールは送信専用です。ご予約の変更やご質問は、ホテルへ直接お電話ください。',
  label: {
    orderNo: '予約番号',
    guest: 'ご宿泊者',
    hotel: 'ホテル',
    address: '住所',
    tel: '電話番号',
    checkIn: 'チェックイン',
    checkOut: 'チェックアウト',
    room: 'お部屋',
    plan: 'プラン',
    party: 'ご人数',
    payment: 'お支払い',
    refundAmount: 'ご返金額',
    cancelTerms: 'キャンセル規定',
    before: '変更前',
    after: '変更後',
    difference: '差額',
    toPay: 'お支払い額',
    charge: 'キャンセル料',
    rule: '差額の取り扱い',
    discountNote: '割引について',
  },
  guestName: (name) => `${name} 様`,
  address: (zipCode, address) => `〒${zipCode} ${address}`,
  money: yuan,
  checkIn: (date, time) => `${stayDate(date)}${time ? ` ${time}から` : ''}`,
  checkOut: (date, time, nights) => `${stayDate(date)}${time ? ` ${time}まで` : ''}（${nights}泊）`,
  room: (name, qty) => `${name} × ${qty}室`,
  plan: (name, breakfast) => `${name}（${breakfast}）`,
  party: (adults, children) => `大人${adults}名${children ? `・子供${children}名` : ''}`,
  priceLabel: '料金',
  blockLine: (label, value) => `${label}：${value}`,
  priceRows: (facts) => priceLines(facts, yuan, '料金'),
  payment: {
    refunded: '返金済み',
    atHotel: '現地払い（ご到着時にホテルでお支払いください）',
    prepaidPaid: '事前決済（お支払い済み）',
    prepaidUnpaid: '事前決済（未払い）',
  },
  noDifference: '差額なし',
  refundedTheWayPaid: (amount) => `${amount}（お支払いに使われた方法でご返金します）`,
  cancelTerms: (_terms, japanese) => japanese,
  tellsJapaneseChangeNotes: true,
  ics: {
    summary: (hotelName) => `${hotelName} ご宿泊`,
    description: (orderNo, room, hotelTel) => `予約番号 ${orderNo}\n${room}\nホテル電話番号 ${hotelTel}`,
  },
};
