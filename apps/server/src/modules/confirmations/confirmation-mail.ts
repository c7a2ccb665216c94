import { CURRENCY } from '@hotel/shared/constants';
import { hotelTimeOfDay } from '@hotel/shared/hotel-date';
import { priceLines } from '@hotel/shared/discounts';
import { escapeHtml, mailHtmlBody, mailText } from '../../lib/mail-body.ts';
import type { SmsNoticeFacts } from '../sms/index.ts';
import { EVENT_TITLES, paymentState, stayDate, yuan, type ConfirmationView } from './confirmation-event.ts';
import { stayCalendar } from './stay-calendar.ts';

export interface ConfirmationMail {
  subject: string;
  html: string;
  text: string;
  /** The stay as text/calendar (stay.ics); a cancellation cancels the same event. None for a refund (the stay may be gone already). */
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
    reservationStatus: view.event === 'confirmed' ? 'https://schema.org/ReservationConfirmed' : 'https://schema.org/ReservationCancelled',
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

/** The booking's details, label and value, the same in the HTML and the plain-text part. */
function detailRows(view: ConfirmationView): [string, string][] {
  const party = `大人${view.adultNum}名${view.childrenNum ? `・子供${view.childrenNum}名` : ''}`;
  return [
    ['予約番号', view.orderNo],
    ['ご宿泊者', `${view.guestName} 様`],
    ['ホテル', view.hotel.name],
    ['住所', `〒${view.hotel.zipCode} ${view.hotel.address}`],
    ['電話番号', view.hotel.tel],
    ['チェックイン', `${stayDate(view.checkIn)}${view.hotel.checkInTime ? ` ${view.hotel.checkInTime}から` : ''}`],
    ['チェックアウト', `${stayDate(view.checkOut)}${view.hotel.checkOutTime ? ` ${view.hotel.checkOutTime}まで` : ''}（${view.nights}泊）`],
    ['お部屋', `${view.roomTypeName} × ${view.roomQty}室`],
    ['プラン', `${view.rateName}（${view.breakfast}）`],
    ['ご人数', party],
    ...priceLines(view, yuan, '料金'),
    ['お支払い', paymentState(view)],
    ...(view.refundAmount !== undefined ? ([['ご返金額', yuan(view.refundAmount)]] as [string, string][]) : []),
    ['キャンセル規定', view.cancelTerms],
  ];
}

function lead(view: ConfirmationView): string {
  switch (view.event) {
    case 'confirmed':
      return `${view.guestName} 様\n\n${BRAND}をご利用いただき、ありがとうございます。以下の内容でご予約が確定しました。`;
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
  const rows = detailRows(view);
  const text = mailText(lead(view), rows, FOOTER);
  const html = `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<script type="application/ld+json">${reservationJsonLd(view)}</script>
</head>
${mailHtmlBody(title, lead(view), rows, FOOTER)}`;
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
          cancelled: view.event === 'cancelled',
        });
  return { subject, html, text, ics };
}

/** The SMS: short, with the order number, the hotel and the dates (no amount, no address). */
export function confirmationSms(view: ConfirmationView): string {
  const dates = `${view.checkIn.slice(5).replace('-', '/')}〜${view.checkOut.slice(5).replace('-', '/')}`;
  const what = view.event === 'confirmed' ? 'ご予約が確定しました' : view.event === 'cancelled' ? 'ご予約をキャンセルしました' : `${yuan(view.refundAmount ?? 0)}のご返金が完了しました`;
  return `【${BRAND}】${what}。予約番号${view.orderNo} ${view.hotel.name} ${dates}（${view.nights}泊）`;
}

/** The SMS as a registered template's variables (Aliyun, Tencent): a refund tells the refunded amount. */
export function smsNoticeFacts(view: ConfirmationView): SmsNoticeFacts {
  return {
    hotelName: view.hotel.name,
    orderNo: view.orderNo,
    checkIn: view.checkIn,
    nights: view.nights,
    amount: view.event === 'refunded' ? (view.refundAmount ?? 0) : view.amount,
  };
}
