import { formatDate, formatMoney } from '@hotel/shared/language-format';
import type { ReceiptWords } from './types.ts';

const date = (isoDate: string) => formatDate(isoDate, 'en');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** English, as a hotel prints a receipt. */
export const EN_RECEIPT_WORDS: ReceiptWords = {
  pdfLang: 'en',
  title: 'RECEIPT',
  titleSpacing: 4,
  infoTitle: (receiptNo, issueNo) => `Receipt No. ${receiptNo}${issueNo > 1 ? ` (reissue ${issueNo})` : ''}`,
  reissue: (issueNo) => `Reissued (version ${issueNo})`,
  issuedOn: (isoDate) => `Date of issue: ${date(isoDate)}`,
  // The form's honorifics are Japanese (様 / 御中, the schema's): the name alone reads right here.
  addressee: (name) => name,
  amount: 'Amount',
  taxIncluded: '(incl. tax and service charge)',
  proviso: (text) => `For: ${text}`,
  received: 'Received with thanks the amount stated above.',
  breakdown: 'Breakdown',
  parts: { room: 'Room', service: 'Service charge', vat: 'VAT' },
  total: 'Total (incl. tax and service charge)',
  paymentMethod: 'Paid by',
  stay: 'Stay',
  stayValue: (hotelName, roomTypeName, roomQty) => `${hotelName}, ${roomTypeName} × ${plural(roomQty, 'room', 'rooms')}`,
  stayDates: 'Dates',
  dates: (checkIn, checkOut, nights) => `${date(checkIn)} – ${date(checkOut)} (${plural(nights, 'night', 'nights')})`,
  orderNo: 'Reservation no.',
  issuer: 'Issued by',
  address: (zipCode, address) => `${address} ${zipCode}`,
  money: (amount) => formatMoney(amount, 'en'),
};
