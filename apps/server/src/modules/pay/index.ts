/**
 * Payments (payments, refunds): QR methods through one PaymentGateway per protocol (Alipay,
 * WeChat Pay; the payment simulator in demo mode) and the member card through user's
 * MemberWalletService, each settling the order through orders' index. Notifications, polling
 * and reconciliation settle a payment through the same SettlePayment; refunds are idempotent on
 * our refund id.
 */
export { AlipayGateway } from './alipay-gateway.ts';
export { notifyRoutes } from './notify.routes.ts';
export { payRoutes } from './pay.routes.ts';
export { GatewayError, NotificationRejected } from './payment-gateway.ts';
export type { AlipayConfig, HttpAnswer, PaymentGateway, QrMethod, RawNotification, RefundRequest, RefundState, TradeRequest, TradeState, VerifiedNotification, WechatPayConfig } from './payment-gateway.ts';
export type { PaymentGateways } from './payment-gateways.ts';
export { OrderMoneyService } from './order-money.service.ts';
export { PaymentNotificationService } from './payment-notification.service.ts';
export { PaymentRepository } from './payment.repository.ts';
export { PaymentService } from './payment.service.ts';
export { PaymentReconciliationService, type ReconciliationResult } from './reconciliation.service.ts';
export { RefundRepository } from './refund.repository.ts';
export { RefundService } from './refund.service.ts';
export { SettlePayment } from './settle-payment.ts';
export { WechatPayGateway } from './wechatpay-gateway.ts';
export { PaymentExportRepository } from './payment-export.repository.ts';
