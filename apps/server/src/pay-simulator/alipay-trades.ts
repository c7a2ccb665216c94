import type { SimTrade } from './ledger.ts';
import type { SimContext } from './protocol.ts';
import { beijingText, fenOfYuanText, momentOfBeijingText, yuanText } from './alipay-signing.ts';

/** One verified gateway call: the app that signed it, its biz_content, its notify_url. */
export interface AlipayCall {
  appId: string;
  biz: Record<string, unknown>;
  notifyUrl: string;
}

/** The `<method>_response` object: code 10000 with the method's fields, or an error. */
export type AlipayResult = Record<string, string>;

export const success = (fields: Record<string, string> = {}): AlipayResult => ({ code: '10000', msg: 'Success', ...fields });

export const failure = (code: '20000' | '40001' | '40002' | '40004', subCode: string, subMsg: string): AlipayResult => ({
  code,
  msg: { '20000': 'Service Currently Unavailable', '40001': 'Missing Required Arguments', '40002': 'Invalid Arguments', '40004': 'Business Failed' }[code],
  sub_code: subCode,
  sub_msg: subMsg,
});

const invalid = (subMsg: string) => failure('40004', 'ACQ.INVALID_PARAMETER', subMsg);
const notExist = () => failure('40004', 'ACQ.TRADE_NOT_EXIST', '交易不存在');

function text(biz: Record<string, unknown>, key: string, maxLength: number): string | null {
  const value = biz[key];
  return typeof value === 'string' && value !== '' && value.length <= maxLength ? value : null;
}

/**
 * The trade a query, close or refund names. Like Alipay, a face-to-face trade exists for these
 * calls only once its QR code has been scanned: before that, ACQ.TRADE_NOT_EXIST.
 */
function scannedTrade(ctx: SimContext, call: AlipayCall): SimTrade | null {
  const outTradeNo = text(call.biz, 'out_trade_no', 64);
  const tradeNo = text(call.biz, 'trade_no', 64);
  const trade = outTradeNo
    ? ctx.ledger.find('alipay', call.appId, outTradeNo)
    : ctx.ledger.all().find((t) => t.protocol === 'alipay' && t.merchant === call.appId && t.tradeNo === tradeNo);
  return trade?.scanned ? trade : null;
}

/** Alipay reports a trade refunded in full as TRADE_CLOSED. */
function tradeStatus(ctx: SimContext, trade: SimTrade): string {
  if (trade.status === 'unpaid') return 'WAIT_BUYER_PAY';
  if (trade.status === 'closed' || ctx.ledger.refunded(trade) >= trade.amountFen) return 'TRADE_CLOSED';
  return 'TRADE_SUCCESS';
}

function precreate(ctx: SimContext, call: AlipayCall): AlipayResult {
  const outTradeNo = text(call.biz, 'out_trade_no', 64);
  if (!outTradeNo) return invalid('out_trade_no 不能为空');
  const amountFen = fenOfYuanText(call.biz.total_amount);
  if (amountFen === null || amountFen < 1 || amountFen > 10_000_000_000) return invalid('total_amount 格式错误');
  const subject = text(call.biz, 'subject', 256);
  if (!subject) return invalid('subject 不能为空');
  const expiresAt = call.biz.time_expire === undefined ? null : momentOfBeijingText(call.biz.time_expire);
  if (call.biz.time_expire !== undefined && !expiresAt) return invalid('time_expire 格式错误');
  const existing = ctx.ledger.find('alipay', call.appId, outTradeNo);
  if (existing?.status === 'paid') return failure('40004', 'ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
  if (existing?.status === 'closed') return failure('40004', 'ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
  const trade = ctx.ledger.create({ protocol: 'alipay', merchant: call.appId, outTradeNo, amountFen, subject, notifyUrl: call.notifyUrl, expiresAt });
  if (!trade) return failure('40004', 'ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
  return success({ out_trade_no: outTradeNo, qr_code: ctx.scanUrl(trade) });
}

function query(ctx: SimContext, call: AlipayCall): AlipayResult {
  const trade = scannedTrade(ctx, call);
  if (!trade) return notExist();
  const status = tradeStatus(ctx, trade);
  const fields: Record<string, string> = { trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, trade_status: status, total_amount: yuanText(trade.amountFen) };
  if (trade.paidAt) {
    Object.assign(fields, {
      buyer_logon_id: 'sim***@example.com',
      receipt_amount: yuanText(trade.amountFen),
      buyer_pay_amount: yuanText(trade.amountFen),
      send_pay_date: beijingText(trade.paidAt),
    });
  }
  return success(fields);
}

/** Alipay closes only a trade waiting for payment: a paid or closed one is TRADE_STATUS_ERROR. */
function close(ctx: SimContext, call: AlipayCall): AlipayResult {
  // An unscanned trade is "not found", and its QR code stays payable until time_expire, as at Alipay.
  const trade = scannedTrade(ctx, call);
  if (!trade) return notExist();
  if (trade.status !== 'unpaid' || !ctx.ledger.close(trade)) return failure('40004', 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
  return success({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo });
}

function refund(ctx: SimContext, call: AlipayCall): AlipayResult {
  const refundAmount = fenOfYuanText(call.biz.refund_amount);
  if (refundAmount === null) return invalid('refund_amount 格式错误');
  const trade = scannedTrade(ctx, call);
  if (!trade) return notExist();
  // Without out_request_no Alipay takes the out_trade_no (one full refund per trade).
  const refundId = text(call.biz, 'out_request_no', 64) ?? trade.outTradeNo;
  const repeat = trade.refunds.some((r) => r.refundId === refundId);
  const outcome = ctx.ledger.refund(trade, refundId, refundAmount);
  if (outcome === 'unpaid') {
    return trade.status === 'closed' ? failure('40004', 'ACQ.TRADE_HAS_CLOSE', '交易已经关闭') : failure('40004', 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
  }
  if (outcome === 'exceeds') return failure('40004', 'ACQ.REASON_TRADE_REFUND_FEE_ERR', '退款金额无效');
  return success({
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    buyer_logon_id: 'sim***@example.com',
    // A repeated out_request_no refunds nothing more: fund_change N, the same total.
    fund_change: repeat ? 'N' : 'Y',
    refund_fee: yuanText(ctx.ledger.refunded(trade)),
    gmt_refund_pay: beijingText(outcome.at),
  });
}

/** refund_status REFUND_SUCCESS for a refund made; no refund_status at all for one Alipay does not know. */
function refundQuery(ctx: SimContext, call: AlipayCall): AlipayResult {
  const trade = scannedTrade(ctx, call);
  if (!trade) return notExist();
  const refundId = text(call.biz, 'out_request_no', 64) ?? trade.outTradeNo;
  const done = trade.refunds.find((r) => r.refundId === refundId);
  if (!done) return success();
  return success({
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    out_request_no: refundId,
    total_amount: yuanText(trade.amountFen),
    refund_amount: yuanText(done.amountFen),
    refund_status: 'REFUND_SUCCESS',
  });
}

/** A Map, not an object: a method named "constructor" must not find Object's. */
export const alipayMethods = new Map<string, (ctx: SimContext, call: AlipayCall) => AlipayResult>([
  ['alipay.trade.precreate', precreate],
  ['alipay.trade.query', query],
  ['alipay.trade.close', close],
  ['alipay.trade.refund', refund],
  ['alipay.trade.fastpay.refund.query', refundQuery],
]);
