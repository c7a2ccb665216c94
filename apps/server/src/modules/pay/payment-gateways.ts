import type { PaymentGateway, QrMethod } from './payment-gateway.ts';

/** The gateway of each QR method this server offers; a method without one is neither offered nor accepted. */
export type PaymentGateways = Partial<Record<QrMethod, PaymentGateway>>;

export const QR_METHOD_NAMES: readonly QrMethod[] = ['alipay', 'wechat'];

export const isQrMethod = (value: string): value is QrMethod => (QR_METHOD_NAMES as readonly string[]).includes(value);
