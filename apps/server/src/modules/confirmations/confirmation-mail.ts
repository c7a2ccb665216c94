import { CURRENCY } from '@hotel/shared/constants';
import { hotelTimeOfDay } from '@hotel/shared/hotel-date';
import { formatMoney } from '@hotel/shared/language-format';
import type { SiteLanguage } from '@hotel/shared/site-language';
import { escapeHtml, mailHtmlBody, mailText, type MailRow } from '../../lib/mail-body.ts';
import type { SmsNoticeFacts } from '../sms/index.ts';
import type { AmendedStayFacts, AmendmentFacts } from './amendment-facts.ts';
import { yuan, type ConfirmationView } from './confirmation-event.ts';
import { mailWords } from './mail-words/index.ts';
import type { MailWords } from './mail-words/types.ts';
import { stayCalendar } from './stay-calendar.ts';

export interface ConfirmationMail {
  subject: string;
  html: string;
  text: string;
  /** The stay as text/calendar (stay.ics); a change replaces it, a cancellation cancels the same event. None for a refund (the stay may be gone already). */
  ics: string | null;
}

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

/** The hotel, as every confirmation names it. */
function hotelRows(view: ConfirmationView, w: MailWords): MailRow[] {
  return [
    [w.label.hotel, view.hotel.name],
    [w.label.address, w.address(view.hotel.zipCode, view.hotel.address)],
    [w.label.tel, view.hotel.tel],
  ];
}

function paymentState(view: ConfirmationView, w: MailWords): string {
  if (view.event === 'refunded') return w.payment.refunded;
  if (view.payment === 'hotel') return w.payment.atHotel;
  return view.paid ? w.payment.prepaidPaid : w.payment.prepaidUnpaid;
}

const cancelTerms = (view: ConfirmationView, w: MailWords) => w.cancelTerms(view.cancelPolicy, view.cancelTerms);

/** The booking's details, label and value, the same in the HTML and the plain-text part. */
function detailRows(view: ConfirmationView, w: MailWords): MailRow[] {
  return [
    [w.label.orderNo, view.orderNo],
    [w.label.guest, w.guestName(view.guestName)],
    ...hotelRows(view, w),
    [w.label.checkIn, w.checkIn(view.checkIn, view.hotel.checkInTime)],
    [w.label.checkOut, w.checkOut(view.checkOut, view.hotel.checkOutTime, view.nights)],
    [w.label.room, w.room(view.roomTypeName, view.roomQty)],
    [w.label.plan, w.plan(view.rateName, view.breakfast)],
    [w.label.party, w.party(view.adultNum, view.childrenNum)],
    ...w.priceRows(view),
    [w.label.payment, paymentState(view, w)],
    ...(view.refundAmount !== undefined ? [[w.label.refundAmount, w.money(view.refundAmount)] as const] : []),
    [w.label.cancelTerms, cancelTerms(view, w)],
  ];
}

/** One side of a change, a line per fact (the HTML keeps the line breaks). */
function stayBlock(stay: AmendedStayFacts, hotel: ConfirmationView['hotel'], w: MailWords): string {
  const lines: MailRow[] = [
    [w.label.checkIn, w.checkIn(stay.checkIn, hotel.checkInTime)],
    [w.label.checkOut, w.checkOut(stay.checkOut, hotel.checkOutTime, stay.nights)],
    [w.label.room, w.room(stay.roomTypeName, stay.roomQty)],
    [w.label.plan, w.plan(stay.rateName, stay.breakfast)],
    [w.label.party, w.party(stay.adultNum, stay.childrenNum)],
    [w.priceLabel, w.money(stay.actualAmount)],
  ];
  return lines.map(([label, value]) => w.blockLine(label, value)).join('\n');
}

/** +1,200元 / −800元 (the minus sign of the discount lines) / 差額なし. */
function signedMoney(amount: number, w: MailWords): string {
  if (amount === 0) return w.noDifference;
  return `${amount > 0 ? '+' : '−'}${w.money(Math.abs(amount))}`;
}

/** What a change did to the money: the difference, what was paid or is given back, what the terms kept, and the rule. */
function changeMoneyRows(change: AmendmentFacts, w: MailWords): MailRow[] {
  const notes = w.tellsJapaneseChangeNotes;
  return [
    [w.label.difference, signedMoney(change.difference, w)],
    ...(change.toPay > 0 ? [[w.label.toPay, w.money(change.toPay)] as const] : []),
    ...(change.refund > 0 ? [[w.label.refundAmount, w.refundedTheWayPaid(w.money(change.refund))] as const] : []),
    ...(change.charge > 0 ? [[w.label.charge, w.money(change.charge)] as const] : []),
    ...(notes ? [[w.label.rule, change.rule] as const] : []),
    ...(notes && change.discountNote ? [[w.label.discountNote, change.discountNote] as const] : []),
  ];
}

/**
 * A change: the stay before and after as two blocks, the money, then the booking's payment and
 * (new) cancellation terms. The reason staff gave is the hotel's (its notice says it), not the
 * guest's. Without the amendment (orders' port not wired, or the row gone) the booking as it now is.
 */
function changeRows(view: ConfirmationView, w: MailWords): MailRow[] {
  const { change } = view;
  if (!change) return detailRows(view, w);
  return [
    [w.label.orderNo, view.orderNo],
    [w.label.guest, w.guestName(view.guestName)],
    ...hotelRows(view, w),
    [w.label.before, stayBlock(change.before, view.hotel, w)],
    [w.label.after, stayBlock(change.after, view.hotel, w)],
    ...changeMoneyRows(change, w),
    [w.label.payment, paymentState(view, w)],
    [w.label.cancelTerms, cancelTerms(view, w)],
  ];
}

/** The mail in the order's language (decision 0074): the words are mail-words/<lang>.ts's, the layout this file's. */
export function confirmationMail(view: ConfirmationView, now: Date): ConfirmationMail {
  const w = mailWords(view.language ?? 'ja');
  const title = w.titles[view.event];
  const subject = w.subject(title, view.orderNo);
  const lead = w.lead(view.event, view.guestName);
  const rows = view.event === 'changed' ? changeRows(view, w) : detailRows(view, w);
  const text = mailText(lead, rows, w.footer);
  const html = `<!doctype html>
<html lang="${w.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<script type="application/ld+json">${reservationJsonLd(view)}</script>
</head>
${mailHtmlBody(title, lead, rows, w.footer, { preWrap: view.event === 'changed' })}`;
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
          summary: w.ics.summary(view.hotel.name),
          location: w.address(view.hotel.zipCode, view.hotel.address),
          description: w.ics.description(view.orderNo, w.room(view.roomTypeName, view.roomQty), view.hotel.tel),
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

type SmsEvent = ConfirmationView['event'];

/** The SMS's words per language (decision 0074): what happened, and the line with the order, hotel, dates and nights. */
const SMS_WORDS: Record<SiteLanguage, { what: (event: SmsEvent, refund: number) => string; line: (what: string, orderNo: string, hotel: string, dates: string, nights: number) => string }> = {
  ja: {
    what: (event, refund) =>
      ({ confirmed: 'ご予約が確定しました', changed: 'ご予約内容を変更しました', cancelled: 'ご予約をキャンセルしました', refunded: `${yuan(refund)}のご返金が完了しました` })[event],
    line: (what, orderNo, hotel, dates, nights) => `【フェルトン・ホテルズ】${what}。予約番号${orderNo} ${hotel} ${dates}（${nights}泊）`,
  },
  zh: {
    what: (event, refund) => ({ confirmed: '您的预订已确认', changed: '您的预订已变更', cancelled: '您的预订已取消', refunded: `${formatMoney(refund, 'zh')}退款已完成` })[event],
    line: (what, orderNo, hotel, dates, nights) => `【费尔顿酒店集团】${what}。订单号${orderNo} ${hotel} ${dates}（${nights}晚）`,
  },
  en: {
    what: (event, refund) =>
      ({ confirmed: 'Your booking is confirmed', changed: 'Your booking has been changed', cancelled: 'Your booking has been cancelled', refunded: `Your refund of ${formatMoney(refund, 'en')} is complete` })[event],
    line: (what, orderNo, hotel, dates, nights) => `[Felton Hotels] ${what}. Booking ${orderNo}, ${hotel}, ${dates} (${nights} ${nights === 1 ? 'night' : 'nights'})`,
  },
};

/** The SMS: short, in the order's language, with the order number, the hotel and the dates (no amount, no address); a change tells its new dates. */
export function confirmationSms(view: ConfirmationView): string {
  const stay = toldStay(view);
  const words = SMS_WORDS[view.language ?? 'ja'];
  const dates = `${stay.checkIn.slice(5).replace('-', '/')}〜${stay.checkOut.slice(5).replace('-', '/')}`;
  return words.line(words.what(view.event, view.refundAmount ?? 0), view.orderNo, view.hotel.name, dates, stay.nights);
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
