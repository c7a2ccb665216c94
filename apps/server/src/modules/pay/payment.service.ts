import type { FastifyBaseLogger } from 'fastify';
import { ORDER_STATE, PAY_METHODS } from '@hotel/shared/constants';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { OrderPayInput, PayMethod, PayNotification } from '@hotel/shared/schemas/pay';
import { ApiError, badRequest, notFound } from '../../lib/api-error.ts';
import { newReference } from '../../lib/references.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { OrderRow, PayableOrdersService, ReleaseExpiredService } from '../orders/index.ts';
import type { MemberWalletService } from '../user/index.ts';
import type { PaymentProvider, QrMethod } from './payment-provider.ts';
import type { PaymentRepository, PaymentRow } from './payment.repository.ts';

const QR_METHODS: Record<number, QrMethod> = { [PAY_METHODS.alipay.code]: 'alipay', [PAY_METHODS.wechat.code]: 'wechat' };

export type PayOutcome = { kind: 'qr'; payId: string; payUrl: string; qrCode: string } | { kind: 'paid' };

/** A payment with the order it pays, as the sandbox page shows it. */
export interface PaymentWithOrder {
  payment: PaymentRow;
  orderNo: string;
  hotelName: string;
}

/** Paying an order: QR methods through the provider, or the member card's balance. */
export class PaymentService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly orders: PayableOrdersService,
    private readonly payments: PaymentRepository,
    private readonly wallet: MemberWalletService,
    private readonly provider: PaymentProvider,
    private readonly expiry: ReleaseExpiredService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Alipay, WeChat and the member card; pay later (ddzf) only for pay-at-hotel orders. */
  async methods(memberId: number, orderNo: string, now: Date): Promise<PayMethod[]> {
    const order = await this.orders.findForMember(memberId, { orderNo });
    if (!order) throw notFound(SERVER_MESSAGES.orderNotFound);
    assertPayable(order, now);
    const list: PayMethod[] = [PAY_METHODS.alipay, PAY_METHODS.wechat, PAY_METHODS.memberCard];
    if (order.payment === 'hotel') list.push(PAY_METHODS.payLater);
    return list.filter((m) => m.code !== 0).map((m) => ({ ...m }));
  }

  async pay(memberId: number, input: OrderPayInput, origin: string, now: Date): Promise<PayOutcome> {
    await this.expiry.releaseExpired(now);
    const order = await this.orders.findForMember(memberId, { revNo: input.revNo });
    if (!order || (input.hotelCode && input.hotelCode !== order.hotelCode)) throw notFound(SERVER_MESSAGES.orderNotFound);
    assertPayable(order, now);
    if (input.code === PAY_METHODS.memberCard.code) return this.payByCard(memberId, order, input.cardPwd ?? '', now);
    if (input.code === PAY_METHODS.payLater.code) {
      if (order.payment === 'hotel') throw badRequest(SERVER_MESSAGES.payLaterNoPayment);
      throw badRequest(SERVER_MESSAGES.payMethodUnavailable);
    }
    const method = QR_METHODS[input.code];
    if (!method) throw badRequest(SERVER_MESSAGES.payMethodUnavailable);
    // The amount is the order's: payAmount from the client is never read.
    const payment = await this.payments.pendingPayment(order.id, method, order.actualAmount, newReference('PY', now), now);
    const qr = await this.provider.createQrPayment({ payId: payment.payId, amount: payment.amount, method, origin });
    return { kind: 'qr', payId: payment.payId, ...qr };
  }

  /** The order change and the debit share one transaction: both happen or neither. */
  private async payByCard(memberId: number, order: OrderRow, password: string, now: Date): Promise<PayOutcome> {
    await this.wallet.checkCard(memberId, password, order.actualAmount);
    await this.inTransaction(async (tx) => {
      if (!(await this.orders.markPaid(tx, order.id, PAY_METHODS.memberCard.paycode, now))) throw new ApiError(409, SERVER_MESSAGES.orderAlreadyPaid);
      await this.wallet.debit(tx, memberId, order.actualAmount, now);
    });
    return { kind: 'paid' };
  }

  /**
   * The provider's notification: signature and amount checked, then the payment and the order
   * settle once. A replay finds the payment settled and changes nothing. Money for an order that
   * can no longer be paid (expired, cancelled) marks the payment refund_due for the staff.
   */
  async notify(n: PayNotification, now: Date): Promise<void> {
    if (!this.provider.verifyNotification(n)) throw badRequest(SERVER_MESSAGES.payNotifyInvalid);
    const payment = await this.payments.findByPayId(n.payId);
    if (!payment) throw notFound(SERVER_MESSAGES.paymentNotFound);
    if (payment.amount !== n.amount) throw badRequest(SERVER_MESSAGES.payNotifyInvalid);
    const outcome = await this.inTransaction(async (tx) => {
      const paid = await this.orders.markPaid(tx, payment.orderId, payment.method, now);
      const settled = await this.payments.settle(tx, n.payId, paid ? 'paid' : 'refund_due', now);
      if (!settled) throw new AlreadySettled();
      return paid ? 'paid' : 'refund_due';
    }).catch((error: unknown) => {
      if (error instanceof AlreadySettled) return 'replay' as const;
      throw error;
    });
    if (outcome === 'refund_due') {
      const order = await this.orders.describe(payment.orderId);
      this.log.warn({ payId: n.payId, orderNo: order?.orderNo }, 'payment for an order that is no longer payable: refund due');
    }
  }

  /** spec: success means paid; answered from the database. */
  async check(memberId: number, revNo: string, hotelCode?: string) {
    const order = await this.orders.findForMember(memberId, { revNo });
    if (!order || (hotelCode && hotelCode !== order.hotelCode)) throw notFound(SERVER_MESSAGES.orderNotFound);
    return { paid: order.payResult === 1, state: order.state, payResult: order.payResult };
  }

  async sandboxPayment(payId: string): Promise<PaymentWithOrder | undefined> {
    const payment = await this.payments.findByPayId(payId);
    const order = payment && (await this.orders.describe(payment.orderId));
    return order && { payment, ...order };
  }
}

/** Thrown inside the transaction so a replayed notification rolls back the order update too. */
class AlreadySettled extends Error {}

function assertPayable(order: OrderRow, now: Date): void {
  if (order.payResult === 1) throw new ApiError(409, SERVER_MESSAGES.orderAlreadyPaid);
  if (order.state === ORDER_STATE.expired || (order.state === ORDER_STATE.booked && order.payDeadline && order.payDeadline <= now)) {
    throw new ApiError(410, SERVER_MESSAGES.payDeadlinePassed);
  }
  if (order.state !== ORDER_STATE.booked) throw new ApiError(409, SERVER_MESSAGES.orderNotPayable);
}
