import type { PayNotification } from '@hotel/shared/schemas/pay';

export type QrMethod = 'alipay' | 'wechat';

export interface QrPaymentRequest {
  payId: string;
  /** Whole CNY, always the order's amount. */
  amount: number;
  method: QrMethod;
  /** Scheme, host and port the guest reached us on (for links back to this server). */
  origin: string;
}

/**
 * A payment service behind the QR methods. The sandbox (PAY_PROVIDER=simulator, demo mode only)
 * is the only one today; a real Alipay or WeChat Pay adapter implements the same two calls.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The page where the guest pays, and a QR code (PNG data URL) that leads there. */
  createQrPayment(request: QrPaymentRequest): Promise<{ payUrl: string; qrCode: string }>;
  /** True only for a notification the provider really signed. */
  verifyNotification(notification: PayNotification): boolean;
}
