import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import { ORDER_STATE, PAY_METHODS } from '@hotel/shared/constants';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { OrderPayInput, PayMethod } from '@hotel/shared/schemas/pay';
import { ApiError, badRequest, notFound } from '../../lib/api-error.ts';
import { newReference } from '../../lib/references.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { ReleaseExpiredService } from '../holds/index.ts';
import type { OrderRow, PayableOrdersService } from '../orders/index.ts';
import type { MemberWalletService } from '../user/index.ts';
import { GatewayError, type QrMethod } from './payment-gateway.ts';
import type { PaymentGateways } from './payment-gateways.ts';
import type { NewPendingPayment, PaymentRepository, PaymentRow } from './payment.repository.ts';
import { PendingTrades } from './pending-trades.ts';
import { canStillBePaid, type SettlePayment } from './settle-payment.ts';

const QR_METHODS: Record<number, QrMethod> = { [PAY_METHODS.alipay.code]: 'alipay', [PAY_METHODS.wechat.code]: 'wechat' };

/** A trade for an order without a pay deadline (pay at the hotel, paid online) lives this long. */
export const OPEN_TRADE_MS = 2 * 60 * 60_000;

export type QrOutcome = { kind: 'qr'; payId: string; payUrl: string; qrCode: string };
export type PayOutcome = QrOutcome | { kind: 'paid' };

/** What checkpayret (and a payment link's check) answers. */
export interface PaidState {
  paid: boolean;
  state: number;
  payResult: number;
}

/** Where the provider's trade for a payment ends: the order's deadline, or OPEN_TRADE_MS after it began. */
export function tradeExpiry(order: Pick<OrderRow, 'payDeadline'>, payment: Pick<PaymentRow, 'createdAt'>): Date {
  return order.payDeadline ?? new Date(payment.createdAt.getTime() + OPEN_TRADE_MS);
}

/** Paying an order: QR methods through a provider's gateway, or the member card's balance. */
export class PaymentService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly orders: PayableOrdersService,
    private readonly payments: PaymentRepository,
    private readonly wallet: MemberWalletService,
    private readonly gateways: PaymentGateways,
    private readonly notifyUrl: (method: QrMethod) => string,
    private readonly settlement: SettlePayment,
    private readonly expiry: ReleaseExpiredService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The QR methods that have a gateway, and the member card; pay later (ddzf) only for pay-at-hotel orders. */
  async methods(memberId: number, orderNo: string, now: Date): Promise<PayMethod[]> {
    const order = await this.orders.findForMember(memberId, { orderNo });
    if (!order) throw notFound(SERVER_MESSAGES.orderNotFound);
    assertPayable(order, now);
    const list: PayMethod[] = [...this.qrMethods(), PAY_METHODS.memberCard];
    if (order.payment === 'hotel') list.push(PAY_METHODS.payLater);
    return list.filter((m) => m.code !== 0).map((m) => ({ ...m }));
  }

  /** Alipay and WeChat Pay, each when it has a gateway (a payment link offers only these). */
  qrMethods(): PayMethod[] {
    return [PAY_METHODS.alipay, PAY_METHODS.wechat].filter((m) => this.gateways[QR_METHODS[m.code]!] !== undefined).map((m) => ({ ...m }));
  }

  async pay(memberId: number, input: OrderPayInput, now: Date): Promise<PayOutcome> {
    const order = await this.payableOrder(async () => {
      const found = await this.orders.findForMember(memberId, { revNo: input.revNo });
      if (!found || (input.hotelCode && input.hotelCode !== found.hotelCode)) throw notFound(SERVER_MESSAGES.orderNotFound);
      return found;
    }, now);
    if (input.code === PAY_METHODS.memberCard.code) return this.payByCard(memberId, order, input.cardPwd ?? '', now);
    return this.qr(order, input.code, now);
  }

  /**
   * The order to take money for, read by `find` (a member's order, or a payment link's) after the
   * holds' release pass, so an order that lapsed a moment ago is answered as lapsed (410); paid
   * (409) and closed (409) orders are refused. `find` throws its own 404.
   */
  async payableOrder(find: () => Promise<OrderRow>, now: Date): Promise<OrderRow> {
    await this.expiry.releaseExpired(now);
    const order = await find();
    assertPayable(order, now);
    return order;
  }

  /**
   * A QR method's trade for a payable order (payableOrder) and the PNG of its QR code: the part of
   * paying that the member's pay step and a payment link share. `code` is PAY_METHODS' code;
   * pay later and any method without a gateway are refused (400).
   */
  async qr(order: OrderRow, code: number, now: Date): Promise<QrOutcome> {
    if (code === PAY_METHODS.payLater.code) {
      if (order.payment === 'hotel') throw badRequest(SERVER_MESSAGES.payLaterNoPayment);
      throw badRequest(SERVER_MESSAGES.payMethodUnavailable);
    }
    const method = QR_METHODS[code];
    if (!method || !this.gateways[method]) throw badRequest(SERVER_MESSAGES.payMethodUnavailable);
    const payment = await this.qrPayment(order, method, now);
    const qrContent = payment.qrContent!;
    const qrCode = await QRCode.toDataURL(qrContent, { type: 'image/png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
    return { kind: 'qr', payId: payment.payId, payUrl: qrContent, qrCode };
  }

  /**
   * The order's pending payment for this method with the provider's QR. The provider is asked
   * only when there is none yet (a repeated orderpay shows the stored QR); a payment whose trade
   * has lapsed (orders without a deadline) is closed and replaced. The amount is always the
   * order's: payAmount from the client is never read. A provider error stores nothing (503).
   */
  private async qrPayment(order: OrderRow, method: QrMethod, now: Date): Promise<PaymentRow> {
    let pending = await this.payments.findPending(order.id, method);
    if (pending?.qrContent && tradeExpiry(order, pending) > now) return pending;
    if (pending?.qrContent) {
      // A late notification for it still settles: settle() accepts closed payments.
      await this.payments.close(pending.payId, now);
      pending = undefined;
    }
    const payId = pending?.payId ?? newReference('PY', now);
    const hotel = await this.orders.describe(order.id);
    let qrContent: string;
    try {
      ({ qrContent } = await this.gateways[method]!.createTrade({
        payId,
        amountFen: order.actualAmount * 100,
        subject: `${hotel?.hotelName ?? ''} ${order.orderNo}`.trim().slice(0, 120),
        notifyUrl: this.notifyUrl(method),
        expiresAt: tradeExpiry(order, pending ?? { createdAt: now }),
      }));
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.log.warn({ payId, orderNo: order.orderNo, method, code: error.code, reason: error.message }, 'creating the trade failed');
      throw new ApiError(503, SERVER_MESSAGES.payGatewayUnavailable);
    }
    if (pending) return (await this.payments.storeQrContent(pending.payId, qrContent)) ?? pending;
    return this.recordTrade(order, { payId, orderId: order.id, method, amount: order.actualAmount, qrContent, createdAt: now }, now);
  }

  /**
   * The new trade is stored only while the order, locked, can still be paid: a notification that
   * settled the order's earlier payment after this request read the order would otherwise leave
   * a second QR for a paid order. Then the provider's trade is closed and the guest told why.
   */
  private async recordTrade(order: OrderRow, trade: NewPendingPayment, now: Date): Promise<PaymentRow> {
    const stored = await this.inTransaction(async (tx) => {
      const current = await this.orders.lockForPayment(tx, order.id);
      if (!current || !canStillBePaid(current, now)) return current ?? order;
      return this.payments.insertPending(tx, trade);
    });
    if ('payId' in stored) return stored;
    await this.gateways[trade.method]!.closeTrade(trade.payId).catch((error: unknown) => {
      if (!(error instanceof GatewayError)) throw error;
      // Unpaid, the trade lapses at its expiry anyway; paid, the notification finds no payment and is logged.
      this.log.warn({ payId: trade.payId, code: error.code, reason: error.message }, 'closing an unneeded trade failed');
    });
    assertPayable(stored, now);
    throw new ApiError(409, SERVER_MESSAGES.orderNotPayable);
  }

  /** The order change and the debit share one transaction: both happen or neither. */
  private async payByCard(memberId: number, order: OrderRow, password: string, now: Date): Promise<PayOutcome> {
    await this.wallet.checkCard(memberId, password, order.actualAmount);
    const paid = await this.inTransaction(async (tx) => {
      const marked = await this.orders.markPaid(tx, order.id, PAY_METHODS.memberCard.paycode, now);
      if (!marked) throw new ApiError(409, SERVER_MESSAGES.orderAlreadyPaid);
      await this.wallet.debit(tx, memberId, order.actualAmount, now);
      return marked;
    });
    this.orders.confirmPaid(paid);
    return { kind: 'paid' };
  }

  /**
   * spec: success means paid. The pay page polls this every 2 s; when the notification has not
   * arrived, a pending payment at least CHECK_INTERVAL_MS old is queried at the provider, at
   * most once per CHECK_INTERVAL_MS however many polls run in parallel, and settles like a
   * notification. A provider error only means "not yet".
   */
  async check(memberId: number, revNo: string, hotelCode: string | undefined, now: Date): Promise<PaidState> {
    return this.checkPaid(async () => {
      const order = await this.orders.findForMember(memberId, { revNo });
      if (!order || (hotelCode && hotelCode !== order.hotelCode)) throw notFound(SERVER_MESSAGES.orderNotFound);
      return order;
    }, now);
  }

  /** check's polling and settling for an order `find` reads (and throws its own 404 for); a payment link's check shares it. */
  async checkPaid(find: () => Promise<OrderRow>, now: Date): Promise<PaidState> {
    let order = await find();
    if (order.payResult !== 1 && order.state === ORDER_STATE.booked && (await this.queryPending(order, now))) order = await find();
    return { paid: order.payResult === 1, state: order.state, payResult: order.payResult };
  }

  /** True when a payment settled. */
  private async queryPending(order: OrderRow, now: Date): Promise<boolean> {
    return new PendingTrades(this.gateways, this.payments, this.settlement, this.log).settleAnyPaid(await this.payments.listPendingOfOrder(order.id), now);
  }
}

function assertPayable(order: OrderRow, now: Date): void {
  if (order.payResult === 1) throw new ApiError(409, SERVER_MESSAGES.orderAlreadyPaid);
  if (order.state === ORDER_STATE.expired || (order.state === ORDER_STATE.booked && order.payDeadline && order.payDeadline <= now)) {
    throw new ApiError(410, SERVER_MESSAGES.payDeadlinePassed);
  }
  if (order.state !== ORDER_STATE.booked) throw new ApiError(409, SERVER_MESSAGES.orderNotPayable);
}
