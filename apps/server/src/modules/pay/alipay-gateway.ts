import { AlipaySdk } from 'alipay-sdk';
import type { FastifyBaseLogger } from 'fastify';
import { failureOf, withDeadline } from './alipay-call.ts';
import { pem, privateKeyOf, publicKeyOf } from './alipay-keys.ts';
import { beijingDateTime, fenToYuan, parseBeijingDateTime, yuanToFen } from './alipay-values.ts';
import {
  GatewayError,
  NotificationRejected,
  type AlipayConfig,
  type HttpAnswer,
  type NotificationAnswer,
  type PaymentGateway,
  type RawNotification,
  type RefundRequest,
  type RefundState,
  type TradeRequest,
  type TradeState,
  type VerifiedNotification,
} from './payment-gateway.ts';

/** What alipay-sdk's exec hands back with camelcase off: the `<method>_response` object as sent. */
type AlipayFields = Record<string, unknown>;

/** A business answer: code 10000, or Alipay's refusal with its sub_code (ACQ.TRADE_NOT_EXIST, …). */
type AlipayAnswer = { ok: true; fields: AlipayFields } | { ok: false; code: string; subCode: string | undefined };

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/**
 * Alipay face-to-face QR (当面付) through alipay-sdk's OpenAPI 2.0 `exec`: RSA2 over the sorted
 * parameters, POSTed to config.gateway, every answer's signature checked with Alipay's public key
 * (the SDK checks it only when asked: validateSign). Calls fail with GatewayError carrying Alipay's
 * sub_code; nothing here logs keys, bodies or the SDK's messages (they quote whole answers).
 */
export class AlipayGateway implements PaymentGateway {
  readonly method = 'alipay' as const;
  private readonly sdk: AlipaySdk;

  constructor(
    private readonly config: AlipayConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.sdk = new AlipaySdk({
      appId: config.appId,
      privateKey: pem(privateKeyOf(config.privateKey), 'pkcs8'),
      keyType: 'PKCS8',
      // Without it the SDK skips every answer's signature with a console warning: refuse instead.
      alipayPublicKey: pem(publicKeyOf(config.alipayPublicKey), 'spki'),
      gateway: config.gateway,
      timeout: config.timeoutMs,
      signType: 'RSA2',
      camelcase: false,
    });
  }

  async createTrade(request: TradeRequest): Promise<{ qrContent: string }> {
    const answer = await this.call(
      'alipay.trade.precreate',
      {
        out_trade_no: request.payId,
        total_amount: fenToYuan(request.amountFen),
        subject: request.subject,
        time_expire: beijingDateTime(request.expiresAt),
      },
      { notifyUrl: request.notifyUrl },
    );
    const fields = this.succeeded('alipay.trade.precreate', answer);
    this.sameTrade('alipay.trade.precreate', fields, request.payId);
    const qrCode = fields.qr_code;
    if (typeof qrCode !== 'string' || qrCode === '') throw this.malformed('alipay.trade.precreate', 'qr_code');
    return { qrContent: qrCode };
  }

  async queryTrade(payId: string): Promise<TradeState> {
    const answer = await this.call('alipay.trade.query', { out_trade_no: payId });
    // A precreated trade exists at Alipay only once the guest has scanned its QR code.
    if (!answer.ok && answer.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'not_found' };
    const fields = this.succeeded('alipay.trade.query', answer);
    this.sameTrade('alipay.trade.query', fields, payId);
    const status = fields.trade_status;
    if (status === 'WAIT_BUYER_PAY') return { state: 'unpaid' };
    // Unpaid and timed out or closed, or paid and then refunded in full.
    if (status === 'TRADE_CLOSED') return { state: 'closed' };
    if (typeof status !== 'string' || !PAID.has(status)) throw this.malformed('alipay.trade.query', 'trade_status');
    const amountFen = typeof fields.total_amount === 'string' ? yuanToFen(fields.total_amount) : null;
    if (amountFen === null) throw this.malformed('alipay.trade.query', 'total_amount');
    if (typeof fields.trade_no !== 'string' || fields.trade_no === '') throw this.malformed('alipay.trade.query', 'trade_no');
    const paidAt = typeof fields.send_pay_date === 'string' ? parseBeijingDateTime(fields.send_pay_date) : null;
    return { state: 'paid', amountFen, providerTradeNo: fields.trade_no, paidAt };
  }

  async closeTrade(payId: string): Promise<void> {
    const answer = await this.call('alipay.trade.close', { out_trade_no: payId });
    if (answer.ok || answer.subCode === 'ACQ.TRADE_NOT_EXIST') return;
    // Alipay closes only trades waiting for payment; anything else is TRADE_STATUS_ERROR, closed
    // trades included. Asking tells "closed already" (fine) from "paid" (the caller must know).
    if (answer.subCode === 'ACQ.TRADE_STATUS_ERROR') {
      const trade = await this.queryTrade(payId);
      if (trade.state === 'closed' || trade.state === 'not_found') return;
      throw new GatewayError(`Alipay alipay.trade.close refused: the trade is ${trade.state}`, answer.subCode);
    }
    this.succeeded('alipay.trade.close', answer);
  }

  async refund(request: RefundRequest): Promise<RefundState> {
    const answer = await this.call('alipay.trade.refund', {
      out_trade_no: request.payId,
      refund_amount: fenToYuan(request.refundFen),
      out_request_no: request.refundId,
      refund_reason: request.reason.slice(0, 256),
    });
    const fields = this.succeeded('alipay.trade.refund', answer);
    this.sameTrade('alipay.trade.refund', fields, request.payId);
    if (fields.fund_change === 'Y') return { state: 'succeeded' };
    // "N": a repeat of a refund already made (Alipay answers it without moving money again) or one
    // not made; Alipay's advice is to ask the refund query, which knows which.
    return this.queryRefund(request.payId, request.refundId);
  }

  async queryRefund(payId: string, refundId: string): Promise<RefundState> {
    const answer = await this.call('alipay.trade.fastpay.refund.query', { out_trade_no: payId, out_request_no: refundId });
    if (!answer.ok && answer.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'failed', reason: 'ACQ.TRADE_NOT_EXIST' };
    const fields = this.succeeded('alipay.trade.fastpay.refund.query', answer);
    if (fields.refund_status === 'REFUND_SUCCESS') return { state: 'succeeded' };
    // No refund_status: Alipay has not received the refund or it failed. The documented recovery
    // is to call alipay.trade.refund again with the same out_request_no, which refunds at most once.
    return { state: 'processing' };
  }

  readNotification(raw: RawNotification): VerifiedNotification {
    const contentType = raw.headers['content-type'];
    if (contentType !== undefined && !contentType.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
      throw new NotificationRejected('not a form body');
    }
    const params = formFields(raw.rawBody);
    if (params.charset !== undefined && params.charset.toLowerCase() !== 'utf-8') throw new NotificationRejected('charset is not utf-8');
    if (!params.sign) throw new NotificationRejected('no sign');
    if (params.sign_type !== undefined && params.sign_type !== 'RSA2') throw new NotificationRejected('sign_type is not RSA2');
    // Alipay signs the non-empty parameters only; the SDK would put "key=" in for empty ones.
    const signed = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
    if (!this.signatureValid(signed)) throw new NotificationRejected('signature does not verify');
    if (params.app_id !== this.config.appId) throw new NotificationRejected('app_id is not ours');
    if (!params.out_trade_no) throw new NotificationRejected('no out_trade_no');
    const amountFen = params.total_amount === undefined ? null : yuanToFen(params.total_amount);
    if (amountFen === null) throw new NotificationRejected('total_amount is malformed');
    const paid = params.trade_status !== undefined && PAID.has(params.trade_status);
    return {
      payId: params.out_trade_no,
      paid,
      amountFen,
      providerTradeNo: params.trade_no || null,
      paidAt: params.gmt_payment ? parseBeijingDateTime(params.gmt_payment) : null,
    };
  }

  answer(outcome: NotificationAnswer): HttpAnswer {
    // Alipay reads the body only: exactly "success" stops its resends, anything else schedules the next.
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: outcome === 'accepted' ? 'success' : 'fail' };
  }

  private signatureValid(params: Record<string, string>): boolean {
    try {
      // V2: the values as parsed, not decodeURIComponent'ed a second time (a "%" in a subject would break V1).
      return this.sdk.checkNotifySignV2(params);
    } catch {
      return false;
    }
  }

  /** One OpenAPI call: signed, posted, its answer's signature verified, all within config.timeoutMs. */
  private async call(method: string, bizContent: Record<string, string>, common: Record<string, string> = {}): Promise<AlipayAnswer> {
    let fields: AlipayFields;
    try {
      // timestamp: the SDK would write the process's local time; Alipay reads Beijing time.
      const params = { bizContent, ...common, timestamp: beijingDateTime(new Date()) };
      fields = await withDeadline(this.sdk.exec(method, params, { validateSign: true }), this.config.timeoutMs);
    } catch (error) {
      const reason = failureOf(error);
      this.log.warn({ alipay: { method, reason } }, 'Alipay call failed');
      throw new GatewayError(`Alipay ${method} failed: ${reason}`);
    }
    if (fields.code === '10000') return { ok: true, fields };
    return {
      ok: false,
      code: typeof fields.code === 'string' ? fields.code : 'unknown',
      subCode: typeof fields.sub_code === 'string' ? fields.sub_code : undefined,
    };
  }

  private succeeded(method: string, answer: AlipayAnswer): AlipayFields {
    if (answer.ok) return answer.fields;
    const code = answer.subCode ?? answer.code;
    this.log.warn({ alipay: { method, code: answer.code, subCode: answer.subCode } }, 'Alipay refused the call');
    throw new GatewayError(`Alipay ${method} refused: ${code}`, code);
  }

  /** An answer about another trade than the one asked for is not an answer. */
  private sameTrade(method: string, fields: AlipayFields, payId: string): void {
    if (fields.out_trade_no !== undefined && fields.out_trade_no !== payId) throw this.malformed(method, 'out_trade_no');
  }

  private malformed(method: string, field: string): GatewayError {
    this.log.warn({ alipay: { method, field } }, 'Alipay answer is malformed');
    return new GatewayError(`Alipay ${method} answered without a valid ${field}`);
  }
}

/** application/x-www-form-urlencoded, UTF-8; a repeated field is as suspicious as a missing one. */
function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(fields, key)) throw new NotificationRejected(`repeated field ${key}`);
    fields[key] = value;
  }
  return fields;
}
