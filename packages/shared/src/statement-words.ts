import type { SiteLanguage } from './site-language.ts';
import {
  STATEMENT_PAY_METHOD_LABELS,
  STATEMENT_REFUND_STATE_LABELS,
  type StatementPayMethod,
  type StatementRefundState,
} from './schemas/statement.ts';
import { PAYMENT_LABELS } from './constants.ts';
import { TAX_INCLUDED_LABEL } from './taxes.ts';

/**
 * The words of a booking's statement (ご利用明細, decision 0069) in each language (decision 0075):
 * the server builds the statement, so it words it in the caller's language; Japanese is the
 * statement as specified (and as staff and the receipt read it).
 */
export interface StatementWords {
  night: string;
  /** A seeded order's stay as one line. */
  nights(count: number): string;
  changeFee: string;
  promotion: string;
  coupon: string;
  discount: string;
  cancelledByNoShow: string;
  cancelled: string;
  expired: string;
  noShowFee: string;
  cancelFee: string;
  payMethods: Record<StatementPayMethod, string>;
  refundStates: Record<StatementRefundState, string>;
  /** The reasons the system gives its own refunds (staff write theirs). */
  refundReasons: { change: string; noShow: string; cancelled: string };
  /** The order's state, as the booking history's badge reads. */
  states: { paid: string; cancelled: string; completed: string; expired: string; payAtHotel: string; awaitingPayment: string };
  taxIncluded: string;
  notes: { payOnline: string; payHotelCancelled: string; payAtStay: string; refundInProcess: string; refundFromHotel: string };
}

const ja: StatementWords = {
  night: '宿泊料',
  nights: (count) => `宿泊料（${count}泊）`,
  changeFee: '変更手数料',
  promotion: 'プロモーション割引',
  coupon: 'クーポン割引',
  discount: '割引',
  cancelledByNoShow: 'ノーショーによる取消',
  cancelled: 'ご予約の取消',
  expired: 'お支払い期限切れによる取消',
  noShowFee: 'ノーショー料',
  cancelFee: 'キャンセル料',
  payMethods: STATEMENT_PAY_METHOD_LABELS,
  refundStates: STATEMENT_REFUND_STATE_LABELS,
  refundReasons: { change: 'ご予約変更', noShow: 'ノーショー返金', cancelled: '予約取消返金' },
  states: { paid: 'お支払い済み', cancelled: 'キャンセル済み', completed: 'ご利用済み', expired: '期限切れ', payAtHotel: PAYMENT_LABELS.hotel, awaitingPayment: 'お支払い待ち' },
  taxIncluded: TAX_INCLUDED_LABEL,
  notes: {
    payOnline: '残額はお支払い期限までにオンラインでお支払いください。',
    payHotelCancelled: '残額はホテルにお支払いください。',
    payAtStay: '残額はご滞在時にホテルでお支払いください。',
    refundInProcess: '返金の手続き中です。お手元に届くまで数日かかる場合があります。',
    refundFromHotel: '差額はホテルからお客様にご返金します。',
  },
};

const zh: StatementWords = {
  night: '住宿费',
  nights: (count) => `住宿费（${count}晚）`,
  changeFee: '变更手续费',
  promotion: '促销优惠',
  coupon: '优惠券抵扣',
  discount: '折扣',
  cancelledByNoShow: '未入住取消',
  cancelled: '预订取消',
  expired: '逾期未支付取消',
  noShowFee: '未入住费',
  cancelFee: '取消费',
  payMethods: {
    alipay: '支付宝支付',
    wechat: '微信支付',
    card: '会员卡',
    desk_cash: '前台（现金）',
    desk_card: '前台（信用卡）',
    desk_alipay: '前台（支付宝）',
    desk_wechat: '前台（微信支付）',
    desk: '前台',
    hotel: '到店付款（在酒店支付）',
  },
  refundStates: { processing: '处理中', succeeded: '已退款', failed: '退款失败' },
  refundReasons: { change: '预订变更', noShow: '未入住退款', cancelled: '预订取消退款' },
  states: { paid: '已支付', cancelled: '已取消', completed: '已完成', expired: '已失效', payAtHotel: '到店付款', awaitingPayment: '待支付' },
  taxIncluded: '含税及服务费',
  notes: {
    payOnline: '请在支付期限前在线支付余额。',
    payHotelCancelled: '请向酒店支付余额。',
    payAtStay: '余额请在入住时向酒店支付。',
    refundInProcess: '退款处理中，到账可能需要几天时间。',
    refundFromHotel: '差额将由酒店退还给您。',
  },
};

const en: StatementWords = {
  night: 'Room',
  nights: (count) => `Room (${count} ${count === 1 ? 'night' : 'nights'})`,
  changeFee: 'Change fee',
  promotion: 'Promotion discount',
  coupon: 'Coupon discount',
  discount: 'Discount',
  cancelledByNoShow: 'Cancelled (no-show)',
  cancelled: 'Booking cancelled',
  expired: 'Cancelled (payment deadline passed)',
  noShowFee: 'No-show fee',
  cancelFee: 'Cancellation fee',
  payMethods: {
    alipay: 'Alipay',
    wechat: 'WeChat Pay',
    card: 'Member card',
    desk_cash: 'Front desk (cash)',
    desk_card: 'Front desk (credit card)',
    desk_alipay: 'Front desk (Alipay)',
    desk_wechat: 'Front desk (WeChat Pay)',
    desk: 'Front desk',
    hotel: 'Pay at the hotel',
  },
  refundStates: { processing: 'Processing', succeeded: 'Refunded', failed: 'Refund failed' },
  refundReasons: { change: 'Booking changed', noShow: 'No-show refund', cancelled: 'Cancellation refund' },
  states: { paid: 'Paid', cancelled: 'Cancelled', completed: 'Completed', expired: 'Expired', payAtHotel: 'Pay at the hotel', awaitingPayment: 'Awaiting payment' },
  taxIncluded: 'taxes and service charge included',
  notes: {
    payOnline: 'Please pay the balance online by the payment deadline.',
    payHotelCancelled: 'Please pay the balance to the hotel.',
    payAtStay: 'Please pay the balance at the hotel during your stay.',
    refundInProcess: 'The refund is being processed. It may take a few days to reach you.',
    refundFromHotel: 'The hotel will refund the difference to you.',
  },
};

export const STATEMENT_WORDS: Record<SiteLanguage, StatementWords> = { ja, zh, en };

/**
 * A refund's reason in `lang`: the system's own reasons (the Japanese above) translated; a reason
 * staff wrote stays as written.
 */
export function refundReasonIn(reason: string, lang: SiteLanguage): string {
  const key = (Object.keys(ja.refundReasons) as (keyof StatementWords['refundReasons'])[]).find((k) => ja.refundReasons[k] === reason);
  return key ? STATEMENT_WORDS[lang].refundReasons[key] : reason;
}
