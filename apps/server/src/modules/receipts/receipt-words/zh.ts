import { formatDate, formatMoney } from '@hotel/shared/language-format';
import type { ReceiptWords } from './types.ts';

const date = (isoDate: string) => formatDate(isoDate, 'zh');

/** Simplified Chinese: 收据, as a hotel in China prints it. */
export const ZH_RECEIPT_WORDS: ReceiptWords = {
  pdfLang: 'zh-Hans',
  title: '收据',
  titleSpacing: 8,
  infoTitle: (receiptNo, issueNo) => `收据 No. ${receiptNo}${issueNo > 1 ? `（补开 ${issueNo}）` : ''}`,
  reissue: (issueNo) => `补开（第${issueNo}版）`,
  issuedOn: (isoDate) => `开具日期　${date(isoDate)}`,
  // The form's honorifics are Japanese (様 / 御中, the schema's): the name alone reads right here.
  addressee: (name) => name,
  amount: '金额',
  taxIncluded: '（含税及服务费）',
  proviso: (text) => `事由　${text}`,
  received: '上述款项已如数收讫',
  breakdown: '明细',
  parts: { room: '房费', service: '服务费', vat: '增值税' },
  total: '合计（含税及服务费）',
  paymentMethod: '支付方式',
  stay: '住宿',
  stayValue: (hotelName, roomTypeName, roomQty) => `${hotelName}　${roomTypeName} × ${roomQty}间`,
  stayDates: '住宿日期',
  dates: (checkIn, checkOut, nights) => `${date(checkIn)}～${date(checkOut)}（共${nights}晚）`,
  orderNo: '预订号',
  issuer: '开具方',
  address: (zipCode, address) => `${address}（邮编 ${zipCode}）`,
  money: (amount) => formatMoney(amount, 'zh'),
};
