import type { PaymentGateway, QrMethod } from './payment-gateway.ts';

/** The gateway of each QR method this server offers; a method without one is neither offered nor accepted. */
export type PaymentGateways = Partial<Record<QrMethod, PaymentGateway>>;
