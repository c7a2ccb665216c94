import { formatDate, formatMoney } from '@hotel/shared/language-format';
import { breakfastWords } from './breakfast.ts';
import { deadlineParts } from './deadline.ts';
import type { MailWords, PriceFacts } from './types.ts';

const BRAND = '费尔顿酒店集团';
const money = (amount: number) => formatMoney(amount, 'zh');
const date = (iso: string) => `${formatDate(iso, 'zh')}（周${'日一二三四五六'[new Date(`${iso}T00:00:00Z`).getUTCDay()]}）`;

const LEADS = {
  confirmed: `感谢您选择${BRAND}。您的预订已确认，详情如下。`,
  changed: `感谢您选择${BRAND}。您的预订已按以下内容变更。`,
  cancelled: '以下预订已取消。期待您再次光临。',
  refunded: '以下预订的退款手续已办理完毕，款项将按原支付方式退回。',
} as const;

function priceRows(facts: PriceFacts): [string, string][] {
  const paid: [string, string] = [`${facts.discountLines.length === 0 ? '房费' : '实付金额'}（含税及服务费）`, money(facts.amount)];
  const parts: [string, string][] = facts.charges
    ? [['明细', `房费 ${money(facts.charges.room)}，服务费 ${money(facts.charges.service)}，增值税 ${money(facts.charges.vat)}`]]
    : [];
  if (facts.discountLines.length === 0) return [paid, ...parts];
  return [['住宿费用（折前）', money(facts.listAmount)], ...facts.discountLines.map((d): [string, string] => [`优惠：${d.name}`, `−${money(d.amount)}`]), paid, ...parts];
}

function deadline(hours: number | undefined): string {
  const { daysBefore, hour } = deadlineParts(hours);
  const day = daysBefore === 0 ? '入住当天' : daysBefore === 1 ? '入住前一天' : `入住日${daysBefore}天前`;
  return `${day}${hour}:00`;
}

/** Simplified Chinese, as the hotels write to their guests. */
export const ZH_MAIL_WORDS: MailWords = {
  htmlLang: 'zh-Hans',
  titles: { confirmed: '预订确认通知', changed: '预订变更通知', cancelled: '预订取消通知', refunded: '退款通知' },
  subject: (title, orderNo) => `【${BRAND}】${title}（预订号 ${orderNo}）`,
  lead: (event, guestName) => `尊敬的${guestName}：\n\n${LEADS[event]}`,
  footer: '本邮件由系统自动发送，请勿直接回复。如需变更预订或有任何疑问，请直接致电酒店。',
  label: {
    orderNo: '预订号',
    guest: '入住人',
    hotel: '酒店',
    address: '地址',
    tel: '电话',
    checkIn: '入住',
    checkOut: '退房',
    room: '房型',
    plan: '价格方案',
    party: '入住人数',
    payment: '支付方式',
    refundAmount: '退款金额',
    cancelTerms: '取消政策',
    before: '变更前',
    after: '变更后',
    difference: '差额',
    toPay: '应付金额',
    charge: '取消费',
    rule: '差额处理',
    discountNote: '关于优惠',
  },
  guestName: (name) => name,
  address: (zipCode, address) => `${address}（邮编 ${zipCode}）`,
  money,
  checkIn: (iso, time) => `${date(iso)}${time ? ` ${time}起` : ''}`,
  checkOut: (iso, time, nights) => `${date(iso)}${time ? ` ${time}前` : ''}（共${nights}晚）`,
  room: (name, qty) => `${name} × ${qty}间`,
  plan: (name, breakfast) => `${name}（${breakfastWords(breakfast, { none: '不含早餐', for: (n) => `含${n}份早餐` })}）`,
  party: (adults, children) => `成人${adults}位${children ? `，儿童${children}位` : ''}`,
  priceLabel: '房费',
  blockLine: (label, value) => `${label}：${value}`,
  priceRows,
  payment: {
    refunded: '已退款',
    atHotel: '到店支付（请于入住时在酒店前台支付）',
    prepaidPaid: '在线预付（已支付）',
    prepaidUnpaid: '在线预付（未支付）',
  },
  noDifference: '无差额',
  refundedTheWayPaid: (amount) => `${amount}（按原支付方式退回）`,
  cancelTerms: (terms, japanese) => {
    if (!terms) return japanese;
    if (terms.isFreeCancel) return `${deadline(terms.freeCancelHours)}（当地时间）前可免费取消，之后取消将收取首晚房费。`;
    return terms.payment === 'prepaid' ? '在线预付，不可退款：预订后不可取消或变更。' : '不可取消：预订后不可取消或变更。';
  },
  tellsJapaneseChangeNotes: false,
  ics: {
    summary: (hotelName) => `入住${hotelName}`,
    description: (orderNo, room, hotelTel) => `预订号 ${orderNo}\n${room}\n酒店电话 ${hotelTel}`,
  },
};
