import type { FastifyBaseLogger } from 'fastify';
import type { PayableOrdersService } from '../orders/index.ts';
import { NotificationRejected, type HttpAnswer, type PaymentGateway, type QrMethod, type RawNotification } from './payment-gateway.ts';
import type { PaymentGateways } from './payment-gateways.ts';
import type { PaymentRepository } from './payment.repository.ts';
import { sameAmount, type SettlePayment } from './settle-payment.ts';

/**
 * The providers' asynchronous notifications (POST /pay/notify/<method>). The provider retries
 * until it gets its "accepted" answer, so that answer is given only after the change is
 * committed; everything that must change nothing (forged, unknown payment, another amount) and
 * every unexpected error answers "rejected" (the provider tries again later), never a 500 page.
 * Logs name the payment and the reason, never the payer.
 */
export class PaymentNotificationService {
  constructor(
    private readonly gateways: PaymentGateways,
    private readonly payments: PaymentRepository,
    private readonly orders: PayableOrdersService,
    private readonly settlement: SettlePayment,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The gateway that reads this method's notifications, if the method is offered. */
  gateway(method: string): PaymentGateway | undefined {
    return Object.hasOwn(this.gateways, method) ? this.gateways[method as QrMethod] : undefined;
  }

  async notify(gateway: PaymentGateway, raw: RawNotification, now: Date): Promise<HttpAnswer> {
    try {
      return gateway.answer(await this.settleFrom(gateway, raw, now));
    } catch (error) {
      this.log.error({ err: error, method: gateway.method }, 'payment notification failed: answered rejected so the provider retries');
      return gateway.answer('rejected');
    }
  }

  private async settleFrom(gateway: PaymentGateway, raw: RawNotification, now: Date): Promise<'accepted' | 'rejected'> {
    const method = gateway.method;
    let notification;
    try {
      notification = gateway.readNotification(raw);
    } catch (error) {
      if (!(error instanceof NotificationRejected)) throw error;
      this.log.warn({ method, reason: error.message }, 'payment notification rejected');
      return 'rejected';
    }
    const { payId } = notification;
    const payment = await this.payments.findByPayId(payId);
    if (!payment || payment.method !== method) {
      this.log.warn({ method, payId }, 'payment notification for an unknown payment: rejected');
      return 'rejected';
    }
    if (!sameAmount(payment, notification.amountFen)) {
      const order = await this.orders.describe(payment.orderId);
      this.log.error({ method, payId, orderNo: order?.orderNo, ours: payment.amount * 100, theirs: notification.amountFen }, 'payment notification with another amount: rejected');
      return 'rejected';
    }
    // A trade that is not paid (yet): nothing to record, and nothing to retry.
    if (!notification.paid) return 'accepted';
    await this.settlement.settle(payment, notification.providerTradeNo, now);
    return 'accepted';
  }
}
