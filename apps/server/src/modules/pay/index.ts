/**
 * Payments (payments): QR methods through a PaymentProvider (the sandbox today) and the member
 * card through user's MemberWalletService, each settling the order through orders' index.
 */
export { AlipayGateway } from './alipay-gateway.ts';
export { payRoutes } from './pay.routes.ts';
export type { PaymentProvider, QrPaymentRequest } from './payment-provider.ts';
export { PaymentRepository } from './payment.repository.ts';
export { PaymentService } from './payment.service.ts';
export { SandboxPaymentProvider } from './sandbox-provider.ts';
export { sandboxRoutes } from './sandbox.routes.ts';
