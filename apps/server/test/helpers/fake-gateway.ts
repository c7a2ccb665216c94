import type { FastifyInstance } from 'fastify';
import {
  GatewayError,
  NotificationRejected,
  type HttpAnswer,
  type PaymentGateway,
  type QrMethod,
  type RawNotification,
  type RefundRequest,
  type RefundState,
  type TradeRequest,
  type TradeState,
  type VerifiedNotification,
} from '../../src/modules/pay/index.ts';

type Operation = 'createTrade' | 'queryTrade' | 'closeTrade' | 'refund' | 'queryRefund';

interface FakeTrade {
  request: TradeRequest;
  state: 'unpaid' | 'paid' | 'closed';
  amountFen: number;
  providerTradeNo: string;
}

interface FakeRefund {
  request: RefundRequest;
  state: RefundState;
}

/** What a test's crafted notification says; `forged` makes readNotification throw NotificationRejected. */
export interface FakeNotice {
  payId: string;
  amountFen: number;
  paid?: boolean;
  providerTradeNo?: string;
  forged?: boolean;
}

/**
 * A recording stand-in for one provider, in memory: it keeps trades and refunds like the
 * provider would (a refund id is refunded at most once), records every call, and can be made to
 * fail. Notifications are JSON the test crafts (for Alipay sent form-encoded as notice=<json>);
 * "verifying" one is parsing it, and a notice marked forged is rejected.
 */
export class FakeGateway implements PaymentGateway {
  readonly calls: { op: Operation; args: unknown[] }[] = [];
  readonly trades = new Map<string, FakeTrade>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly notifications: RawNotification[] = [];
  /** Every call throws GatewayError while true (the provider is down). */
  down = false;
  /** What a new refund comes back as. */
  refundOutcome: RefundState = { state: 'succeeded' };
  private readonly failures: { op: Operation; error: Error }[] = [];
  private readonly interruptions: { op: Operation; work: () => Promise<void> }[] = [];
  private tradeCounter = 0;

  constructor(readonly method: QrMethod) {}

  /** The next call of `op` throws `error`. */
  failNext(op: Operation, error: Error = new GatewayError('timeout')): void {
    this.failures.push({ op, error });
  }

  /** The next call of `op` waits for `work` (something else happening meanwhile) before it answers. */
  duringNext(op: Operation, work: () => Promise<void>): void {
    this.interruptions.push({ op, work });
  }

  callsOf(op: Operation): unknown[][] {
    return this.calls.filter((c) => c.op === op).map((c) => c.args);
  }

  private async interrupt(op: Operation): Promise<void> {
    const i = this.interruptions.findIndex((x) => x.op === op);
    if (i >= 0) await this.interruptions.splice(i, 1)[0]!.work();
  }

  private enter(op: Operation, ...args: unknown[]): void {
    this.calls.push({ op, args });
    if (this.down) throw new GatewayError(`${this.method} unreachable`);
    const i = this.failures.findIndex((f) => f.op === op);
    if (i >= 0) throw this.failures.splice(i, 1)[0]!.error;
  }

  async createTrade(request: TradeRequest): Promise<{ qrContent: string }> {
    this.enter('createTrade', request);
    await this.interrupt('createTrade');
    this.trades.set(request.payId, { request, state: 'unpaid', amountFen: request.amountFen, providerTradeNo: `T${++this.tradeCounter}` });
    return { qrContent: `https://qr.example.test/${this.method}/${request.payId}` };
  }

  /** The guest scans and pays (optionally another amount, as a tampered provider record). */
  payTrade(payId: string, amountFen?: number): FakeTrade {
    const trade = this.trades.get(payId);
    if (!trade) throw new Error(`no fake trade ${payId}`);
    trade.state = 'paid';
    if (amountFen !== undefined) trade.amountFen = amountFen;
    return trade;
  }

  async queryTrade(payId: string): Promise<TradeState> {
    this.enter('queryTrade', payId);
    const trade = this.trades.get(payId);
    if (!trade) return { state: 'not_found' };
    if (trade.state === 'paid') return { state: 'paid', amountFen: trade.amountFen, providerTradeNo: trade.providerTradeNo, paidAt: null };
    return { state: trade.state };
  }

  async closeTrade(payId: string): Promise<void> {
    this.enter('closeTrade', payId);
    const trade = this.trades.get(payId);
    if (trade && trade.state === 'unpaid') trade.state = 'closed';
  }

  async refund(request: RefundRequest): Promise<RefundState> {
    this.enter('refund', request);
    const known = this.refunds.get(request.refundId);
    if (known) return known.state;
    this.refunds.set(request.refundId, { request, state: this.refundOutcome });
    return this.refundOutcome;
  }

  async queryRefund(payId: string, refundId: string): Promise<RefundState> {
    this.enter('queryRefund', payId, refundId);
    const known = this.refunds.get(refundId);
    if (!known) throw new GatewayError('refund not found', 'REFUND_NOT_EXIST');
    return known.state;
  }

  /** Fen this provider has paid back on a payment: each refund id counts once. */
  refundedFen(payId: string): number {
    let total = 0;
    for (const { request, state } of this.refunds.values()) if (request.payId === payId && state.state !== 'failed') total += request.refundFen;
    return total;
  }

  readNotification(raw: RawNotification): VerifiedNotification {
    this.notifications.push(raw);
    const json = raw.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(raw.rawBody).get('notice') : raw.rawBody;
    let notice: FakeNotice;
    try {
      notice = JSON.parse(json ?? '') as FakeNotice;
    } catch {
      throw new NotificationRejected('malformed');
    }
    if (notice.forged) throw new NotificationRejected('signature does not verify');
    return { payId: notice.payId, paid: notice.paid ?? true, amountFen: notice.amountFen, providerTradeNo: notice.providerTradeNo ?? null, paidAt: null };
  }

  /** Alipay's answers for alipay, WeChat Pay v3's for wechat. */
  answer(outcome: 'accepted' | 'rejected'): HttpAnswer {
    if (this.method === 'alipay') return { status: 200, contentType: 'text/plain', body: outcome === 'accepted' ? 'success' : 'fail' };
    if (outcome === 'accepted') return { status: 204, contentType: 'application/json', body: '' };
    return { status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: 'rejected' }) };
  }
}

/** A fake for each QR method, ready for buildApp's payProvider. */
export function fakeGateways() {
  return { alipay: new FakeGateway('alipay'), wechat: new FakeGateway('wechat') };
}

/** Posts a crafted notification the way the provider does (Alipay form-encoded, WeChat JSON). */
export async function sendNotification(app: FastifyInstance, method: QrMethod, notice: FakeNotice | string) {
  const json = typeof notice === 'string' ? notice : JSON.stringify(notice);
  const form = method === 'alipay';
  const response = await app.inject({
    method: 'POST',
    url: `/crsapi/v1/pay/notify/${method}`,
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded; charset=utf-8' : 'application/json' },
    payload: form ? new URLSearchParams({ notice: json }).toString() : json,
  });
  return { status: response.statusCode, body: response.body, contentType: response.headers['content-type'] };
}
