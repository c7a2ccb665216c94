/**
 * Payments (payments, refunds): QR methods through one PaymentGateway per protocol (Alipay,
 * WeChat Pay; the payment simulator in demo mode) and the member card through user's
 * MemberWalletService, each settling the order through orders' index. Notifications, polling
 * and reconciliation settle a payment through the same SettlePayment; refunds are idempotent on
 * our refund id.
 */
export { AlipayGateway } from './alipay-gateway.ts';
export { changePayRoutes } from './change-pay.routes.ts';
export { payRoutes } from './pay.routes.ts';
export { payLinkRoutes } from './pay-link.routes.ts';
export { GatewayError, NotificationRejected } from './payment-gateway.ts';
export type { AlipayConfig, HttpAnswer, PaymentGateway, QrMethod, RawNotification, RefundRequest, RefundState, TradeRequest, TradeState, VerifiedNotification, WechatPayConfig } from './payment-gateway.ts';
export type { PaymentGateways } from './payment-gateways.ts';
export { type ReconciliationResult } from './reconciliation.service.ts';
export { RefundService } from './refund.service.ts';
export { statementRoutes } from './statement.routes.ts';
export type { StatementService } from './statement.service.ts';
export { WechatPayGateway } from './wechatpay-gateway.ts';
export { createPayModule } from './module.ts';
