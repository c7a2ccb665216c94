import type { FastifyInstance } from 'fastify';
import type { ModuleKit } from '../../lib/module-kit.ts';
import { bindGuestRoutes } from '../../lib/guest-endpoint.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { ReleaseExpiredService } from '../holds/index.ts';
import type { AmendmentService, OrderConfirmations, PayableOrdersService } from '../orders/index.ts';
import type { AdminApi } from '../staff/index.ts';
import type { MemberWalletService } from '../user/index.ts';
import { changePayRoutes } from './change-pay.routes.ts';
import { ChangePaymentService } from './change-payment.service.ts';
import { changeRefunds } from './change-refunds.ts';
import { notifyRoutes } from './notify.routes.ts';
import { OrderMoneyService } from './order-money.service.ts';
import { payLinkAdminRoutes } from './pay-link-admin.routes.ts';
import { PayLinkRepository } from './pay-link.repository.ts';
import { payLinkRoutes } from './pay-link.routes.ts';
import { PayLinkService, type PayLinkChannels, type PayLinkOrders } from './pay-link.service.ts';
import { payRoutes } from './pay.routes.ts';
import type { QrMethod } from './payment-gateway.ts';
import type { PaymentGateways } from './payment-gateways.ts';
import { PaymentExportRepository } from './payment-export.repository.ts';
import { PaymentNotificationService } from './payment-notification.service.ts';
import { PaymentRepository } from './payment.repository.ts';
import { PaymentService } from './payment.service.ts';
import { PaymentReconciliationService, type DifferenceAlerts } from './reconciliation.service.ts';
import { RefundRepository } from './refund.repository.ts';
import { RefundService } from './refund.service.ts';
import { SettlePayment } from './settle-payment.ts';
import { statementAdminRoutes, statementRoutes } from './statement.routes.ts';
import { StatementService } from './statement.service.ts';

export interface PayModuleDeps {
  payableOrders: PayableOrdersService;
  /** Orders' changes: a change's difference settles its change (decision 0059). */
  amendments: AmendmentService;
  wallet: MemberWalletService;
  /** A payment gateway per QR method (a method without one is not offered). */
  gateways: PaymentGateways;
  /** The address each provider calls back at (PUBLIC_URL + /crsapi/v1/pay/notify/<method>). */
  notifyUrl: (method: QrMethod) => string;
  /** Holds' release pass, run before money is taken. */
  expiry: ReleaseExpiredService;
  confirmations: OrderConfirmations;
  alerts: DifferenceAlerts;
  /** Payment links (decision 0059): the desk's order lookup, the SMS provider and mail transport, the audit trail, the site's address (PUBLIC_URL). */
  payLinks: { orders: PayLinkOrders; channels: PayLinkChannels; audit: AuditTrail; siteUrl: string };
}

/** Payments by QR code and member card, the providers' notifications, refunds and reconciliation. */
export function createPayModule({ db, log, clock, inTransaction, events }: Pick<ModuleKit, 'db' | 'log' | 'clock' | 'inTransaction' | 'events'>, deps: PayModuleDeps) {
  const { payableOrders, gateways, confirmations } = deps;
  const paymentRows = new PaymentRepository(db);
  const refundRows = new RefundRepository(db);
  const paymentExport = new PaymentExportRepository(db);
  const settlement = new SettlePayment(inTransaction, payableOrders, paymentRows, log, events, deps.amendments);
  const payments = new PaymentService(inTransaction, payableOrders, paymentRows, deps.wallet, gateways, deps.notifyUrl, settlement, deps.expiry, log);
  const notifications = new PaymentNotificationService(gateways, paymentRows, payableOrders, settlement, log);
  const refunds = new RefundService(inTransaction, paymentRows, refundRows, gateways, log, confirmations, events);
  const orderMoney = new OrderMoneyService(paymentRows, refundRows, refunds, deps.wallet, events);
  const changePayments = new ChangePaymentService(inTransaction, deps.amendments, paymentRows, deps.wallet, gateways, deps.notifyUrl, settlement, log);
  const { orders: deskOrders, channels, audit, siteUrl } = deps.payLinks;
  const payLinks = new PayLinkService(inTransaction, new PayLinkRepository(db), deskOrders, payableOrders, payments, channels, audit, siteUrl, log);
  const statements = new StatementService(payableOrders, deps.amendments, deskOrders, paymentRows, refundRows);
  return {
    payments,
    /** Payment links staff send (decision 0059). */
    payLinks,
    notifications,
    refunds,
    reconciliation: new PaymentReconciliationService(gateways, paymentRows, refundRows, refunds, payableOrders, settlement, log, deps.alerts),
    /** Receipts' port: what an order's statement says was paid, and how. */
    statements,
    /** The front desk's OrderMoney port. */
    orderMoney,
    /** Orders' ChangeRefunds port: a cheaper change's money back the way the booking was paid. */
    changeRefunds: changeRefunds(orderMoney),
    /** User's port: a member's payments in the data download. */
    memberPayments: { summariesOf: (orderIds: number[]) => paymentExport.summariesOf(orderIds) },
    guestApi: [...bindGuestRoutes(payRoutes, { payments, clock }), ...bindGuestRoutes(changePayRoutes, { changePayments, clock }), ...bindGuestRoutes(payLinkRoutes, { payLinks, clock }), ...bindGuestRoutes(statementRoutes, { statements })],
    /** Staff send payment links (POST /adminapi/v1/orders/pay-link) and read statements (GET /adminapi/v1/orders/statement). */
    adminApi: (async (admin, { guard }) => {
      await admin.register(payLinkAdminRoutes, { payLinks, guard, clock });
      await admin.register(statementAdminRoutes, { statements, guard });
    }) satisfies AdminApi,
    /** The providers' notifications: raw bodies, each provider's own answer (registered apart, under /crsapi/v1). */
    notifyApi: (api: FastifyInstance) => api.register(notifyRoutes, { notifications, clock }),
  };
}
