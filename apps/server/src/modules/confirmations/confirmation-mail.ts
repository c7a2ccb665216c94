import { CURRENCY } from '@hotel/shared/constants';
import { hotelTimeOfDay } from '@hotel/shared/hotel-date';
import { priceLines } from '@hotel/shared/discounts';
import { escapeHtml, mailHtmlBody, mailText } from '../../lib/mail-body.ts';
import type { SmsNoticeFacts } from '../sms/index.ts';
import type { AmendedStayFacts, AmendmentFacts } from './amendment-facts.ts';
import { EVENT_TITLES, paymentState, stayDate, yuan, type ConfirmationView } from './confirmation-event.ts';
import { stayCalendar } from './stay-calendar.ts';

export interface ConfirmationMail {
  subject: string;
  html: string;
  text: string;
  /** The stay as text/calendar (stay.ics); a change replaces it, a cancellation cancels the same event. None for a refund (the stay may be gone already). */
  ics: string | null;
}

const BRAND = 'フェルトン・ホテルズ';

/**
 * schema.org LodgingReservation (Gmail and other clients show it as a reservation card). Written
 * into a <script> element: `<` is escaped so no value can close it.
 */
export function reservationJsonLd(view: ConfirmationView): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LodgingReservation',
    reservationNumber: view.orderNo,
    reservationStatus: view.event === 'confirmed' || view.event === 'changed' ? 'https://schema.org/ReservationConfirmed' : 'https://schema.org/ReservationCancelled',
    underName: { '@type': 'Person', name: view.guestName },
    reservationFor: {
      '@type': 'LodgingBusiness',
      name: view.hotel.name,
      telephone: view.hotel.tel,
      address: { '@type': 'PostalAddress', streetAddress: view.hotel.address, postalCode: view.hotel.zipCode, addressCountry: 'CN' },
    },
    // A date-time with the hotels' offset when the hotel has set its times, else the date alone.
    checkinDate: view.hotel.checkInTime ? `${view.checkIn}T${hotelTimeOfDay(view.hotel.checkInTime)}` : view.checkIn,
    checkoutDate: view.hotel.checkOutTime ? `${view.checkOut}T${hotelTimeOfDay(view.hotel.checkOutTime)}` : view.checkOut,
    lodgingUnitDescription: view.roomTypeName,
    numAdults: view.adultNum,
    numChildren: view.childrenNum,
    totalPrice: view.amount,
    priceCurrency: CURRENCY,
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const partyOf = (stay: { adultNum: number; childrenNum: number }) => `大人${stay.adultNum}名${stay.childrenNum ? `・子供${stay.childrenNum}名` : ''}`;

/** The hotel, as every confirmation names it. */
function hotelRows(view: ConfirmationView): [string, string][] {
  return [
    ['ホテル', view.hotel.name],
    ['住所', `〒${view.hotel.zipCode} ${view.hotel.address}`],
    ['電話番号', view.hotel.tel],
  ];
}

/** The booking's details, label and value, the same in the HTML and the plain-text part. */
function detailRows(view: ConfirmationView): [string, string][] {
  return [
    ['予約番号', view.orderNo],
    ['ご宿泊者', `${view.guestName} 様`],
    ...hotelRows(view),
    ['チェックイン', `${stayDate(view.checkIn)}${view.hotel.checkInTime ? ` ${view.hotel.checkInTime}から` : ''}`],
    ['チェックアウト', `${stayDate(view.checkOut)}${view.hotel.checkOutTime ? ` ${view.hotel.checkOutTime}まで` : ''}（${view.nights}泊）`],
    ['お部屋', `${view.roomTypeName} × ${view.roomQty}室`],
    ['プラン', `${view.rateName}（${view.breakfast}）`],
    ['ご人数', partyOf(view)],
    ...priceLines(view, yuan, '料金'),
    ['お支払い', paymentState(view)],
    ...(view.refundAmount !== undefined ? ([['ご返金額', yuan(view.refundAmount)]] as [string, string][]) : []),
    ['キャンセル規定', view.cancelTerms],
  ];
}

/** One side of a change, a line per fact (the HTML keeps the line breaks). */
function stayBlock(stay: AmendedStayFacts, hotel: ConfirmationView['hotel']): string {
  return [
    `チェックイン：${stayDate(stay.checkIn)}${hotel.checkInTime ? ` ${hotel.checkInTime}から` : ''}`,
    `チェックアウト：${stayDate(stay.checkOut)}${hotel.checkOutTime ? ` ${hotel.checkOutTime}まで` : ''}（${stay.nights}泊）`,
    `お部屋：${stay.roomTypeName} × ${stay.roomQty}室`,
    `プラン：${stay.rateName}（${stay.breakfast}）`,
    `ご人数：${partyOf(stay)}`,
    `料金：${yuan(stay.actualAmount)}`,
  ].join('\n');
}

/** +1,200元 / −800元 (the minus sign of the discount lines) / 差額なし. */
function signedYuan(amount: number): string {
  if (amount === 0) return '差額なし';
  return `${amount > 0 ? '+' : '−'}${yuan(Math.abs(amount))}`;
}

/** What a change did to the money: the difference, what was paid or is given back, what the terms kept, and the rule. */
function changeMoneyRows(change: AmendmentFacts): [string, string][] {
  return [
    ['差額', signedYuan(change.difference)],
    ...(change.toPay > 0 ? ([['お支払い額', yuan(change.toPay)]] as [string, string][]) : []),
    ...(change.refund > 0 ? ([['ご返金額', `${yuan(change.refund)}（お支払いに使われた方法でご返金します）`]] as [string, string][]) : []),
    ...(change.charge > 0 ? ([['キャンセル料', yuan(change.charge)]] as [string, string][]) : []),
    ['差額の取り扱い', change.rule],
    ...(change.discountNote ? ([['割引について', change.discountNote]] as [string, string][]) : []),
  ];
}

/**
 * A change: the stay before and after as two blocks, the money, then the booking's payment and
 * (new) cancellation terms. The reason staff gave is the hotel's (its notice says it), not the
 * guest's. Without the amendment (orders' port not wired, or the row gone) the booking as it now is.
 */
function changeRows(view: ConfirmationView): [string, string][] {
  const { change } = view;
  if (!change) return detailRows(view);
  return [
    ['予約番号', view.orderNo],
    ['ご宿泊者', `${view.guestName} 様`],
    ...hotelRows(view),
    ['変更前', stayBlock(change.before, view.hotel)],
    ['変更後', stayBlock(change.after, view.hotel)],
    ...changeMoneyRows(change),
    ['お支払い', paymentState(view)],
    ['キャンセル規定', view.cancelTerms],
  ];
}

function lead(view: ConfirmationView): string {
  switch (view.event) {
    case 'confirmed':
      return `${view.guestName} 様\n\n${BRAND}をご利用いただき、ありがとうございます。以下の内容でご予約が確定しました。`;
    case 'changed':
      return `${view.guestName} 様\n\n${BRAND}をご利用いただき、ありがとうございます。以下のとおりご予約内容が変更されました。`;
    case 'cancelled':
      return `${view.guestName} 様\n\n以下のご予約はキャンセルされました。またのご利用をお待ちしております。`;
    case 'refunded':
      return `${view.guestName} 様\n\n以下のご予約について、ご返金の手続きが完了しました。ご返金はお支払いに使われた方法で行われます。`;
  }
}

const FOOTER = 'このメールは送信専用です。ご予約の変更やご質問は、ホテルへ直接お電話ください。';

export function confirmationMail(view: ConfirmationView, now: Date): ConfirmationMail {
  const title = EVENT_TITLES[view.event];
  const subject = `【${BRAND}】${title}（予約番号 ${view.orderNo}）`;
  const rows = view.event === 'changed' ? changeRows(view) : detailRows(view);
  const text = mailText(lead(view), rows, FOOTER);
  const html = `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<script type="application/ld+json">${reservationJsonLd(view)}</script>
</head>
${mailHtmlBody(title, lead(view), rows, FOOTER, { preWrap: view.event === 'changed' })}`;
  // The booking as it now is (after every change applied), so a late mail never puts an older stay back.
  const ics =
    view.event === 'refunded'
      ? null
      : stayCalendar({
          orderNo: view.orderNo,
          checkIn: view.checkIn,
          checkOut: view.checkOut,
          checkInTime: view.hotel.checkInTime,
          checkOutTime: view.hotel.checkOutTime,
          summary: `${view.hotel.name} ご宿泊`,
          location: `〒${view.hotel.zipCode} ${view.hotel.address}`,
          description: `予約番号 ${view.orderNo}\n${view.roomTypeName} × ${view.roomQty}室\nホテル電話番号 ${view.hotel.tel}`,
          stamp: now,
          changes: view.amendmentCount,
          cancelled: view.event === 'cancelled',
        });
  return { subject, html, text, ics };
}

/** The stay an SMS tells: a change's new stay (as the change left it), otherwise the booking's. */
function toldStay(view: ConfirmationView): { checkIn: string; checkOut: string; nights: number; amount: number } {
  const after = view.event === 'changed' ? view.change?.after : undefined;
  return after ? { checkIn: after.checkIn, checkOut: after.checkOut, nights: after.nights, amount: after.actualAmount } : view;
}

const SMS_WHAT: Record<Exclude<ConfirmationView['event'], 'refunded'>, string> = {
  confirmed: 'ご予約が確定しました',
  changed: 'ご予約内容を変更しました',
  cancelled: 'ご予約をキャンセルしました',
};

/** The SMS: short, with the order number, the hotel and the dates (no amount, no address); a change tells its new dates. */
export function confirmationSms(view: ConfirmationView): string {
  const stay = toldStay(view);
  const dates = `${stay.checkIn.slice(5).replace('-', '/')}〜${stay.checkOut.slice(5).replace('-', '/')}`;
  const what = view.event === 'refunded' ? `${yuan(view.refundAmount ?? 0)}のご返金が完了しました` : SMS_WHAT[view.event];
  return `【${BRAND}】${what}。予約番号${view.orderNo} ${view.hotel.name} ${dates}（${stay.nights}泊）`;
}

/** The SMS as a registered template's variables (Aliyun, Tencent): a refund tells the refunded amount, a change its new stay. */
export function smsNoticeFacts(view: ConfirmationView): SmsNoticeFacts {
  const stay = toldStay(view);
  return {
    hotelName: view.hotel.name,
    orderNo: view.orderNo,
    checkIn: stay.checkIn,
    nights: stay.nights,
    amount: view.event === 'refunded' ? (view.refundAmount ?? 0) : stay.amount,
  };
}
