import { formatCny } from '@hotel/shared/money';
import { CHARGE_PART_LABELS, TAX_INCLUDED_LABEL } from '@hotel/shared/taxes';
import type { ReceiptWords } from './types.ts';

const date = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
};

/** The receipt as decision 0070 printed it: a Japanese receipt's bytes stay the same. */
export const JA_RECEIPT_WORDS: ReceiptWords = {
  pdfLang: 'ja',
  title: '領収書',
  titleSpacing: 8,
  infoTitle: (receiptNo, issueNo) => `領収書 No. ${receiptNo}${issueNo > 1 ? `（再発行 ${issueNo}）` : ''}`,
  reissue: (issueNo) => `再発行（第${issueNo}版）`,
  issuedOn: (isoDate) => `発行日　${date(isoDate)}`,
  addressee: (name, honorific) => `${name}　${honorific}`,
  amount: '金額',
  taxIncluded: `（${TAX_INCLUDED_LABEL}）`,
  proviso: (text) => `但し　${text}`,
  received: '上記正に領収いたしました',
  breakdown: '内訳',
  parts: CHARGE_PART_LABELS,
  total: `合計（${TAX_INCLUDED_LABEL}）`,
  paymentMethod: 'お支払い方法',
  stay: 'ご宿泊',
  stayValue: (hotelName, roomTypeName, roomQty) => `${hotelName}　${roomTypeName} × ${roomQty}室`,
  stayDates: 'ご宿泊日',
  dates: (checkIn, checkOut, nights) => `${date(checkIn)}～${date(checkOut)}（${nights}泊）`,
  orderNo: '予約番号',
  issuer: '発行',
  address: (zipCode, address) => `〒${zipCode}　${address}`,
  money: formatCny,
};
