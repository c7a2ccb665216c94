import { formatDate, formatMoney } from '@hotel/shared/language-format';
import { breakfastWords } from './breakfast.ts';
import { deadlineParts } from './deadline.ts';
import type { MailWords, PriceFacts } from './types.ts';

const BRAND = 'Felton Hotels';
const money = (amount: number) => formatMoney(amount, 'en');
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const date = (iso: string) => `${WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]} ${formatDate(iso, 'en')}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const LEADS = {
  confirmed: `Thank you for choosing ${BRAND}. We are pleased to confirm your reservation as follows.`,
  changed: `Thank you for choosing ${BRAND}. Your reservation has been changed as follows.`,
  cancelled: 'The reservation below has been cancelled. We hope to welcome you another time.',
  refunded: 'Your refund for the reservation below has been processed. It will be returned to the payment method you used.',
} as const;

function priceRows(facts: PriceFacts): [string, string][] {
  const paid: [string, string] = [`${facts.discountLines.length === 0 ? 'Rate' : 'Amount payable'} (incl. tax and service charge)`, money(facts.amount)];
  const parts: [string, string][] = facts.charges
    ? [['Breakdown', `Room ${money(facts.charges.room)} · Service charge ${money(facts.charges.service)} · VAT ${money(facts.charges.vat)}`]]
    : [];
  if (facts.discountLines.length === 0) return [paid, ...parts];
  return [['Rate before discounts', money(facts.listAmount)], ...facts.discountLines.map((d): [string, string] => [`Discount: ${d.name}`, `−${money(d.amount)}`]), paid, ...parts];
}

function deadline(hours: number | undefined): string {
  const { daysBefore, hour } = deadlineParts(hours);
  const day = daysBefore === 0 ? 'on the day of arrival' : daysBefore === 1 ? 'on the day before arrival' : `${daysBefore} days before arrival`;
  return `${hour}:00 ${day}`;
}

/** English, as a first-class hotel writes to its guests. */
export const EN_MAIL_WORDS: MailWords = {
  htmlLang: 'en',
  titles: { confirmed: 'Reservation confirmed', changed: 'Reservation changed', cancelled: 'Reservation cancelled', refunded: 'Refund completed' },
  subject: (title, orderNo) => `[${BRAND}] ${title} (reservation no. ${orderNo})`,
  lead: (event, guestName) => `Dear ${guestName},\n\n${LEADS[event]}`,
  footer: 'This is an automated message; please do not reply. To change your reservation or ask a question, please call the hotel directly.',
  label: {
    orderNo: 'Reservation no.',
    guest: 'Guest',
    hotel: 'Hotel',
    address: 'Address',
    tel: 'Telephone',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    room: 'Room',
    plan: 'Rate plan',
    party: 'Guests',
    payment: 'Payment',
    refundAmount: 'Refund',
    cancelTerms: 'Cancellation policy',
    before: 'Before',
    after: 'After',
    difference: 'Difference',
    toPay: 'Amount to pay',
    charge: 'Cancellation charge',
    rule: 'How the difference is settled',
    discountNote: 'About your discount',
  },
  guestName: (name) => name,
  address: (zipCode, address) => `${address} ${zipCode}`,
  money,
  checkIn: (iso, time) => `${date(iso)}${time ? `, from ${time}` : ''}`,
  checkOut: (iso, time, nights) => `${date(iso)}${time ? `, by ${time}` : ''} (${plural(nights, 'night', 'nights')})`,
  room: (name, qty) => `${name} × ${plural(qty, 'room', 'rooms')}`,
  plan: (name, breakfast) => `${name} (${breakfastWords(breakfast, { none: 'room only', for: (n) => `breakfast for ${plural(n, 'guest', 'guests')}` })})`,
  party: (adults, children) => `${plural(adults, 'adult', 'adults')}${children ? `, ${plural(children, 'child', 'children')}` : ''}`,
  priceLabel: 'Rate',
  blockLine: (label, value) => `${label}: ${value}`,
  priceRows,
  payment: {
    refunded: 'Refunded',
    atHotel: 'Pay at the hotel (please settle on arrival)',
    prepaidPaid: 'Prepaid (paid)',
    prepaidUnpaid: 'Prepaid (not yet paid)',
  },
  noDifference: 'No difference',
  refundedTheWayPaid: (amount) => `${amount} (returned to the payment method you used)`,
  cancelTerms: (terms, japanese) => {
    if (!terms) return japanese;
    if (terms.isFreeCancel) return `Free cancellation until ${deadline(terms.freeCancelHours)} (local time); after that, the first night's room charge applies.`;
    return terms.payment === 'prepaid' ? 'Prepaid and non-refundable: the reservation cannot be cancelled or changed.' : 'Non-cancellable: the reservation cannot be cancelled or changed.';
  },
  tellsJapaneseChangeNotes: false,
  ics: {
    summary: (hotelName) => `Stay at ${hotelName}`,
    description: (orderNo, room, hotelTel) => `Reservation no. ${orderNo}\n${room}\nHotel telephone ${hotelTel}`,
  },
};
