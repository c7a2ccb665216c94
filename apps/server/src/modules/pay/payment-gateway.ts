/**
 * One payment protocol (Alipay face-to-face QR, WeChat Pay v3 Native) as the payment service
 * uses it. The live adapters (alipay-gateway.ts, wechatpay-gateway.ts) speak to the provider's
 * real gateway or, in demo mode and in tests, to the payment simulator (src/pay-simulator), which
 * speaks the same protocols with its own key pairs. Amounts cross this boundary in fen (integer
 * hundredths of a yuan); our orders are whole CNY, so the service multiplies by 100.
 *
 * Every call may throw GatewayError (network, timeout, the provider's refusal, an answer whose
 * signature does not verify); the service keeps its records unchanged when one does.
 */
export type QrMethod = 'alipay' | 'wechat';

export interface TradeRequest {
  /** Our payment id: Alipay out_trade_no, WeChat out_trade_no (≤ 32 chars, [A-Z0-9]). */
  payId: string;
  amountFen: number;
  /** Shown to the guest in the wallet app: hotel name and order number (≤ 120 chars). */
  subject: string;
  /** Absolute URL of our notify endpoint for this protocol (PUBLIC_URL + /crsapi/v1/pay/notify/<method>). */
  notifyUrl: string;
  /** The order's pay deadline: the provider closes the trade itself after it. */
  expiresAt: Date;
}

/** What the provider knows of a trade. */
export type TradeState =
  | { state: 'paid'; amountFen: number; providerTradeNo: string; paidAt: Date | null }
  | { state: 'unpaid' }
  | { state: 'closed' }
  /** The provider has no trade under this payId (never created, or created and not yet scanned: Alipay's precreate trades appear only once scanned). */
  | { state: 'not_found' };

/** A notification whose signature (and, for WeChat, decryption) checked out. */
export interface VerifiedNotification {
  payId: string;
  /** TRADE_SUCCESS / TRADE_FINISHED (Alipay), SUCCESS (WeChat). Anything else: false, and nothing changes. */
  paid: boolean;
  amountFen: number;
  providerTradeNo: string | null;
  paidAt: Date | null;
}

/** The raw HTTP request of a notification, exactly as received (the signature covers the raw body). */
export interface RawNotification {
  /** Header names lower-case. */
  headers: Record<string, string | undefined>;
  rawBody: string;
}

export interface RefundRequest {
  payId: string;
  /** Our refund id: Alipay out_request_no, WeChat out_refund_no. The provider refunds it at most once. */
  refundId: string;
  refundFen: number;
  /** The payment's whole amount (WeChat requires it). */
  totalFen: number;
  reason: string;
}

export type RefundState = { state: 'succeeded' } | { state: 'processing' } | { state: 'failed'; reason: string };

/** The answer the provider expects to a notification: 'accepted' only after our change is committed. */
export type NotificationAnswer = 'accepted' | 'rejected';

export interface HttpAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentGateway {
  readonly method: QrMethod;
  /** Alipay alipay.trade.precreate → qr_code; WeChat POST /v3/pay/transactions/native → code_url. */
  createTrade(request: TradeRequest): Promise<{ qrContent: string }>;
  /** Alipay alipay.trade.query; WeChat GET /v3/pay/transactions/out-trade-no/{payId}?mchid=. */
  queryTrade(payId: string): Promise<TradeState>;
  /** Alipay alipay.trade.close; WeChat POST …/out-trade-no/{payId}/close. A trade the provider does not know or already closed is not an error. */
  closeTrade(payId: string): Promise<void>;
  /** Alipay alipay.trade.refund (out_request_no); WeChat POST /v3/refund/domestic/refunds (out_refund_no). */
  refund(request: RefundRequest): Promise<RefundState>;
  /** Alipay alipay.trade.fastpay.refund.query; WeChat GET /v3/refund/domestic/refunds/{refundId}. */
  queryRefund(payId: string, refundId: string): Promise<RefundState>;
  /**
   * Verifies and decodes a notification: Alipay RSA2 over the sorted form fields and app_id;
   * WeChat Wechatpay-* headers with the platform public key, then AES-256-GCM with the APIv3 key,
   * and mchid. Throws NotificationRejected for anything forged, malformed or meant for someone else.
   */
  readNotification(raw: RawNotification): VerifiedNotification;
  /** Alipay: 200 text/plain "success" or "fail". WeChat: 204, or 4xx/5xx with {code, message}. */
  answer(outcome: NotificationAnswer): HttpAnswer;
}

/** A call to the provider failed: the network, a timeout, the provider's error code, or an unverifiable answer. */
export class GatewayError extends Error {
  constructor(
    message: string,
    /** The provider's error code when it gave one (e.g. ACQ.TRADE_NOT_EXIST, ORDERNOTEXIST). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** A notification that must change nothing: bad signature, wrong app id or merchant, malformed. */
export class NotificationRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotificationRejected';
  }
}

/** PAY_PROVIDER=live, Alipay (env ALIPAY_*); the simulator hands the adapter its own keys and address. */
export interface AlipayConfig {
  appId: string;
  /** Our application private key, PEM (PKCS#8 or PKCS#1). */
  privateKey: string;
  /** Alipay's public key (支付宝公钥), PEM: verifies answers and notifications. */
  alipayPublicKey: string;
  /** The gateway.do URL (default https://openapi.alipay.com/gateway.do; the simulator's <base>/alipay/gateway.do). */
  gateway: string;
  timeoutMs: number;
}

/** PAY_PROVIDER=live, WeChat Pay v3 (env WECHATPAY_*), public-key mode. */
export interface WechatPayConfig {
  mchid: string;
  /** The app id bound to the merchant (Native payments need one). */
  appid: string;
  /** Serial number of our merchant API certificate (sent in the Authorization header). */
  merchantSerial: string;
  /** Our merchant API private key (apiclient_key.pem), PEM. */
  privateKey: string;
  /** The APIv3 key (32 characters): decrypts notifications. */
  apiV3Key: string;
  /** WeChat Pay public key id (PUB_KEY_ID_…), as it arrives in Wechatpay-Serial. */
  platformPublicKeyId: string;
  /** WeChat Pay public key, PEM: verifies answers and notifications. */
  platformPublicKey: string;
  /** Default https://api.mch.weixin.qq.com/; the simulator's <base>/wechat/. */
  baseUrl: string;
  timeoutMs: number;
}
