import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import { PAY_METHODS } from '@hotel/shared/constants';
import { CHANGE_MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import type { ChangePayInput } from '@hotel/shared/schemas/order-change';
import { ApiError, badRequest } from '../../lib/api-error.ts';
import { newReference } from '../../lib/references.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AmendmentRow, AmendmentService, OrderRow } from '../orders/index.ts';
import type { MemberWalletService } from '../user/index.ts';
import { GatewayError, type QrMethod } from './payment-gateway.ts';
import type { PaymentGateways } from './payment-gateways.ts';
import type { PaymentRepository, PaymentRow } from './payment.repository.ts';
import type { PayOutcome } from './payment.service.ts';
import { PendingTrades } from './pending-trades.ts';
import type { SettlePayment } from './settle-payment.ts';

const QR_METHODS: Record<number, QrMethod> = { [PAY_METHODS.alipay.code]: 'alipay', [PAY_METHODS.wechat.code]: 'wechat' };

/**
 * Paying a pending change's difference (issue 25, decision 0059): its own payment row (amendment_id)
 * through the same QR gateways, or the member card, whose debit and the change share one
 * transaction. The amount is always the change's toPay; the provider's trade ends with the change's window.
 */
export class ChangePaymentService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly changes: AmendmentService,
    private readonly payments: PaymentRepository,
    private readonly wallet: MemberWalletService,
    private readonly gateways: PaymentGateways,
    private readonly notifyUrl: (method: QrMethod) => string,
    private readonly settlement: SettlePayment,
    private readonly log: FastifyBaseLogger,
  ) {}

  async pay(memberId: number, input: ChangePayInput, now: Date): Promise<PayOutcome> {
    const { amendment, order } = await this.changes.memberAmendment(memberId, input.amendmentId);
    assertPayable(amendment, now);
    if (input.code === PAY_METHODS.memberCard.code) return this.payByCard(memberId, amendment, input.cardPwd ?? '', now);
    const method = QR_METHODS[input.code];
    if (!method || !this.gateways[method]) throw badRequest(SERVER_MESSAGES.payMethodUnavailable);
    const payment = await this.qrPayment(order, amendment, method, now);
    const qrCode = await QRCode.toDataURL(payment.qrContent!, { type: 'image/png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
    return { kind: 'qr', payId: payment.payId, payUrl: payment.qrContent!, qrCode };
  }

  /** The change's state; a pending one whose payment the provider has confirmed (no notification yet) settles here, throttled like checkpayret. */
  async check(memberId: number, amendmentId: number, now: Date): Promise<{ state: AmendmentRow['state'] }> {
    const { amendment } = await this.changes.memberAmendment(memberId, amendmentId);
    if (amendment.state !== 'pending') return { state: amendment.state };
    await new PendingTrades(this.gateways, this.payments, this.settlement, this.log).settleAnyPaid(await this.payments.listPendingOfChange(amendment.id), now);
    const { amendment: after } = await this.changes.memberAmendment(memberId, amendmentId);
    return { state: after.state };
  }

  private async payByCard(memberId: number, amendment: AmendmentRow, password: string, now: Date): Promise<PayOutcome> {
    await this.wallet.checkCard(memberId, password, amendment.toPay);
    const applied = await this.inTransaction(async (tx) => {
      const change = await this.changes.applyPaid(tx, amendment.id, PAY_METHODS.memberCard.paycode, now);
      if (!change) throw new ApiError(409, CHANGE_MESSAGES.changeNotPending);
      await this.wallet.debit(tx, memberId, amendment.toPay, now);
      return change;
    });
    await this.changes.afterApplied(applied, now);
    return { kind: 'paid' };
  }

  /** The change's pending payment for this method with its QR; the provider is asked only when there is none yet. A provider error stores nothing (503). */
  private async qrPayment(order: OrderRow, amendment: AmendmentRow, method: QrMethod, now: Date): Promise<PaymentRow> {
    const pending = await this.payments.findPendingOfChange(amendment.id, method);
    if (pending?.qrContent) return pending;
    const payId = newReference('PY', now);
    let qrContent: string;
    try {
      ({ qrContent } = await this.gateways[method]!.createTrade({
        payId,
        amountFen: amendment.toPay * 100,
        subject: `${order.orderNo} ご予約変更差額`,
        notifyUrl: this.notifyUrl(method),
        expiresAt: amendment.expiresAt,
      }));
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.log.warn({ payId, amendmentId: amendment.id, method, code: error.code, reason: error.message }, 'creating the trade failed');
      throw new ApiError(503, SERVER_MESSAGES.payGatewayUnavailable);
    }
    return this.inTransaction((tx) => this.payments.insertPending(tx, { payId, orderId: order.id, amendmentId: amendment.id, method, amount: amendment.toPay, qrContent, createdAt: now }));
  }
}

function assertPayable(amendment: AmendmentRow, now: Date): void {
  if (amendment.state !== 'pending') throw new ApiError(409, CHANGE_MESSAGES.changeNotPending);
  if (amendment.expiresAt <= now) throw new ApiError(410, CHANGE_MESSAGES.changeExpired);
  if (amendment.toPay <= 0) throw new ApiError(409, CHANGE_MESSAGES.nothingToPay);
}
