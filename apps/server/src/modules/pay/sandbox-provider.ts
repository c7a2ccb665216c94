import { createHmac, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import type { PayNotification } from '@hotel/shared/schemas/pay';
import type { PaymentProvider, QrPaymentRequest } from './payment-provider.ts';

export const SANDBOX_PAY_PATH = '/sandbox/pay';

/**
 * The payment simulator of demo mode (PAY_PROVIDER=simulator; decision 0013). Stands in for
 * Alipay and WeChat Pay: the QR code leads to our own page /sandbox/pay/<payId>,
 * whose confirm button makes the sandbox send a notification signed with HMAC-SHA256 over
 * "payId|amount|paidAt" with a secret only it and the server know (PAY_NOTIFY_SECRET).
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly secret: Buffer) {}

  async createQrPayment({ payId, origin }: QrPaymentRequest): Promise<{ payUrl: string; qrCode: string }> {
    const payUrl = `${origin}${SANDBOX_PAY_PATH}/${encodeURIComponent(payId)}`;
    const qrCode = await QRCode.toDataURL(payUrl, { type: 'image/png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
    return { payUrl, qrCode };
  }

  sign(payId: string, amount: number, paidAt: string): string {
    return createHmac('sha256', this.secret).update(`${payId}|${amount}|${paidAt}`).digest('hex');
  }

  /** What the sandbox sends when the guest presses confirm. */
  notification(payId: string, amount: number, now: Date): PayNotification {
    const paidAt = now.toISOString();
    return { payId, amount, paidAt, signature: this.sign(payId, amount, paidAt) };
  }

  verifyNotification(n: PayNotification): boolean {
    const expected = Buffer.from(this.sign(n.payId, n.amount, n.paidAt), 'hex');
    const given = Buffer.from(n.signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
