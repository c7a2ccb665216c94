import { createPublicKey, type KeyObject } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Formatter, Wechatpay } from 'wechatpay-axios-plugin';
import { rfc3339China } from '../../lib/rfc3339-china.ts';
import {
  GatewayError,
  type HttpAnswer,
  type NotificationAnswer,
  type PaymentGateway,
  type RawNotification,
  type RefundRequest,
  type RefundState,
  type TradeRequest,
  type TradeState,
  type VerifiedNotification,
  type WechatPayConfig,
} from './payment-gateway.ts';
import { parseJsonObject, parseWechatTime, readWechatPayNotification, REPLAY_WINDOW_SECONDS, verifiesWechatPaySignature } from './wechatpay-notification.ts';

/** description is string(127), counted in UTF-8 bytes. */
const DESCRIPTION_MAX_BYTES = 127;
/** reason is string(80). */
const REFUND_REASON_MAX_CHARS = 80;

/**
 * What the adapter reads of an axios response. responseType 'text' keeps the body exactly as
 * sent (the library verifies 2xx signatures over it; we parse it ourselves).
 */
interface V3Response {
  status: number;
  headers: Record<string, unknown>;
  data: unknown;
}
interface V3Resource {
  get(config?: object): Promise<V3Response>;
  post(data: unknown, config?: object): Promise<V3Response>;
}
/** The chained client, reached through chain(path) only: property access caches every id it sees. */
interface V3Client {
  chain(path: string): V3Resource;
}

/** An error answer the operation accepts as an outcome (e.g. 404 ORDER_NOT_EXIST on a query). */
type Tolerated = (status: number, code: string | undefined) => boolean;
interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

export interface WechatPayGatewayOptions {
  /** The notification replay window is measured from this clock (tests move it). */
  now?: () => Date;
}

/**
 * WeChat Pay API v3, Native payment, in the public-key mode new merchants get: answers and
 * notifications are signed with WeChat Pay's key and carry its id (PUB_KEY_ID_…) in
 * Wechatpay-Serial. Built on wechatpay-axios-plugin, which signs our requests and verifies
 * 2xx answers; it does not verify error answers, so the few error answers that decide an outcome
 * (a trade that does not exist, a trade already closed) are verified here when they are signed.
 */
export class WechatPayGateway implements PaymentGateway {
  readonly method = 'wechat' as const;
  private readonly client: V3Client;
  private readonly platformKey: KeyObject;
  private readonly now: () => Date;

  constructor(
    private readonly config: WechatPayConfig,
    private readonly log: FastifyBaseLogger,
    options: WechatPayGatewayOptions = {},
  ) {
    if (Buffer.byteLength(config.apiV3Key) !== 32) throw new Error('WeChat Pay APIv3 key must be 32 bytes');
    this.platformKey = createPublicKey(config.platformPublicKey);
    this.now = options.now ?? (() => new Date());
    // A fresh object: the library replaces privateKey and certs in what it is given.
    const client: unknown = new Wechatpay({
      mchid: config.mchid,
      serial: config.merchantSerial,
      privateKey: config.privateKey,
      certs: { [config.platformPublicKeyId]: this.platformKey },
      baseURL: config.baseUrl,
      timeout: config.timeoutMs,
      responseType: 'text',
      // Tells WeChat which key to sign answers with; merchants switching from platform
      // certificates get answers signed with the certificate otherwise.
      headers: { 'Wechatpay-Serial': config.platformPublicKeyId },
    });
    this.client = client as V3Client;
  }

  async createTrade(request: TradeRequest): Promise<{ qrContent: string }> {
    const answer = await this.call('native', () =>
      this.client.chain('v3/pay/transactions/native').post({
        appid: this.config.appid,
        mchid: this.config.mchid,
        description: truncateUtf8(request.subject, DESCRIPTION_MAX_BYTES),
        out_trade_no: request.payId,
        time_expire: rfc3339China(request.expiresAt),
        notify_url: request.notifyUrl,
        amount: { total: request.amountFen, currency: 'CNY' },
      }),
    );
    const codeUrl = answer.body?.code_url;
    if (typeof codeUrl !== 'string' || !codeUrl) throw new GatewayError('WeChat Pay native: answer without code_url');
    return { qrContent: codeUrl };
  }

  async queryTrade(payId: string): Promise<TradeState> {
    const answer = await this.call(
      'query',
      () => this.client.chain(`v3/pay/transactions/out-trade-no/${encodeURIComponent(payId)}`).get({ params: { mchid: this.config.mchid } }),
      (status, code) => status === 404 && (code === 'ORDER_NOT_EXIST' || code === 'ORDERNOTEXIST'),
    );
    if (answer.status === 404) return { state: 'not_found' };
    const trade = answer.body ?? {};
    if (trade.out_trade_no !== payId || trade.mchid !== this.config.mchid) {
      throw new GatewayError('WeChat Pay query: answer for another trade or merchant');
    }
    switch (trade.trade_state) {
      case 'SUCCESS':
        return paidState(trade);
      case 'REFUND':
        // Refunded in part or in whole: it was paid, and the payment stands in our records.
        return paidState(trade);
      case 'NOTPAY':
      case 'USERPAYING':
        return { state: 'unpaid' };
      case 'CLOSED':
      case 'REVOKED':
      case 'PAYERROR':
        return { state: 'closed' };
      default:
        throw new GatewayError(`WeChat Pay query: unknown trade_state ${String(trade.trade_state)}`);
    }
  }

  async closeTrade(payId: string): Promise<void> {
    await this.call(
      'close',
      () => this.client.chain(`v3/pay/transactions/out-trade-no/${encodeURIComponent(payId)}/close`).post({ mchid: this.config.mchid }),
      // Already closed, or never created: the trade cannot be paid either way. ORDERPAID stays an error.
      (status, code) => (status === 404 && (code === 'ORDER_NOT_EXIST' || code === 'ORDERNOTEXIST')) || (status === 400 && code === 'ORDER_CLOSED'),
    );
  }

  async refund(request: RefundRequest): Promise<RefundState> {
    const answer = await this.call('refund', () =>
      this.client.chain('v3/refund/domestic/refunds').post({
        out_trade_no: request.payId,
        out_refund_no: request.refundId,
        reason: request.reason.slice(0, REFUND_REASON_MAX_CHARS),
        amount: { refund: request.refundFen, total: request.totalFen, currency: 'CNY' },
      }),
    );
    const state = refundState(answer.body ?? {}, request.payId, request.refundId);
    this.log.info({ wechatpay: { op: 'refund', payId: request.payId, refundId: request.refundId, state: state.state } }, 'WeChat Pay refund');
    return state;
  }

  async queryRefund(payId: string, refundId: string): Promise<RefundState> {
    const answer = await this.call('refund-query', () => this.client.chain(`v3/refund/domestic/refunds/${encodeURIComponent(refundId)}`).get());
    return refundState(answer.body ?? {}, payId, refundId);
  }

  readNotification(raw: RawNotification): VerifiedNotification {
    return readWechatPayNotification(raw, { ...this.config, platformKey: this.platformKey }, this.now());
  }

  answer(outcome: NotificationAnswer): HttpAnswer {
    // WeChat treats any 2xx as received; anything else is retried (15 s, 15 s, 30 s, 3 m, … over a day).
    return outcome === 'accepted'
      ? { status: 204, contentType: 'application/json', body: '' }
      : { status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
  }

  /**
   * One API call: the parsed answer, or a GatewayError carrying WeChat's code. Logs the outcome
   * by operation, status, code and Request-ID only: never bodies (names, amounts) or keys.
   */
  private async call(op: string, send: () => Promise<V3Response>, tolerated?: Tolerated): Promise<Answer> {
    let response: V3Response;
    try {
      response = await send();
    } catch (error) {
      const failure = error as { code?: unknown; response?: V3Response };
      if (typeof failure.code === 'string' && failure.code.startsWith('EV3_')) {
        // The library's verifier refused a 2xx answer: headers missing, clock skew, unknown serial or bad signature.
        this.log.warn({ wechatpay: { op, check: failure.code, requestId: requestId(failure.response) } }, 'WeChat Pay answer failed verification');
        throw new GatewayError(`WeChat Pay ${op}: answer not verified (${failure.code})`);
      }
      if (!failure.response) {
        const reason = typeof failure.code === 'string' ? failure.code : 'network';
        this.log.warn({ wechatpay: { op, reason } }, 'WeChat Pay unreachable');
        throw new GatewayError(`WeChat Pay ${op}: ${reason}`);
      }
      const { status } = failure.response;
      const raw = typeof failure.response.data === 'string' ? failure.response.data : '';
      const body = parseJsonObject(raw);
      const code = typeof body?.code === 'string' ? body.code : undefined;
      if (tolerated?.(status, code)) {
        this.verifyErrorAnswer(op, failure.response, raw);
        return { status, body };
      }
      this.log.warn({ wechatpay: { op, status, code, requestId: requestId(failure.response) } }, 'WeChat Pay refused');
      throw new GatewayError(`WeChat Pay ${op}: ${status} ${code ?? 'without code'}`, code);
    }
    const raw = typeof response.data === 'string' ? response.data : '';
    if (!raw) return { status: response.status, body: null };
    const body = parseJsonObject(raw);
    if (!body) throw new GatewayError(`WeChat Pay ${op}: answer is not a JSON object`);
    return { status: response.status, body };
  }

  /** An error answer we act on must not be forged: verify it like a 2xx one when it carries a signature (WeChat's do). */
  private verifyErrorAnswer(op: string, response: V3Response, raw: string): void {
    const timestamp = header(response, 'wechatpay-timestamp');
    const nonce = header(response, 'wechatpay-nonce');
    const signature = header(response, 'wechatpay-signature');
    const serial = header(response, 'wechatpay-serial');
    if (!timestamp && !nonce && !signature && !serial) return;
    const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) <= REPLAY_WINDOW_SECONDS;
    if (!timestamp || !nonce || !signature || serial !== this.config.platformPublicKeyId || !fresh || !verifiesWechatPaySignature(Formatter.response(timestamp, nonce, raw), signature, this.platformKey)) {
      this.log.warn({ wechatpay: { op, status: response.status, requestId: requestId(response) } }, 'WeChat Pay error answer failed verification');
      throw new GatewayError(`WeChat Pay ${op}: error answer not verified`);
    }
  }
}

function paidState(trade: Record<string, unknown>): TradeState {
  const total = (trade.amount as Record<string, unknown> | undefined)?.total;
  if (!Number.isSafeInteger(total) || typeof trade.transaction_id !== 'string') {
    throw new GatewayError('WeChat Pay query: paid trade without amount.total or transaction_id');
  }
  return { state: 'paid', amountFen: total as number, providerTradeNo: trade.transaction_id, paidAt: parseWechatTime(trade.success_time) };
}

function refundState(refund: Record<string, unknown>, payId: string, refundId: string): RefundState {
  if (refund.out_refund_no !== refundId || refund.out_trade_no !== payId) {
    throw new GatewayError('WeChat Pay refund: answer for another refund or trade');
  }
  switch (refund.status) {
    case 'SUCCESS':
      return { state: 'succeeded' };
    case 'PROCESSING':
      return { state: 'processing' };
    case 'CLOSED':
    case 'ABNORMAL':
      return { state: 'failed', reason: refund.status };
    default:
      throw new GatewayError(`WeChat Pay refund: unknown status ${String(refund.status)}`);
  }
}

/** Cuts at a character boundary so the bytes never end inside a multi-byte character. */
function truncateUtf8(text: string, maxBytes: number): string {
  let out = '';
  let bytes = 0;
  for (const char of text) {
    bytes += Buffer.byteLength(char);
    if (bytes > maxBytes) break;
    out += char;
  }
  return out;
}

function header(response: V3Response | undefined, name: string): string | undefined {
  const value = response?.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function requestId(response: V3Response | undefined): string | undefined {
  return header(response, 'request-id');
}
