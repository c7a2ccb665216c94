import { randomBytes } from 'node:crypto';

export type SimProtocol = 'alipay' | 'wechat';

export interface SimRefund {
  refundId: string;
  amountFen: number;
  providerRefundNo: string;
  at: Date;
}

export interface SimTrade {
  protocol: SimProtocol;
  /** The merchant's app id (Alipay app_id) or merchant id (WeChat mchid) that created it. */
  merchant: string;
  outTradeNo: string;
  /** The provider's own trade number (Alipay trade_no, WeChat transaction_id). */
  tradeNo: string;
  amountFen: number;
  subject: string;
  notifyUrl: string;
  /** Opaque id used in the scan page URL (not guessable from the trade number). */
  scanId: string;
  status: 'unpaid' | 'paid' | 'closed';
  /** Alipay: a precreated trade is unknown to alipay.trade.query until the QR is scanned. */
  scanned: boolean;
  createdAt: Date;
  expiresAt: Date | null;
  paidAt: Date | null;
  refunds: SimRefund[];
}

/**
 * The simulator's memory of trades, shared by both protocol halves and the scan page. In memory on
 * purpose: it is a stand-in for the providers' databases, and a restart of the simulator is a
 * restart of "Alipay" (demo mode mounts it in the server process; tests run it on its own port,
 * so our server can restart while it keeps its trades and keeps retrying notifications).
 */
export class SimLedger {
  private readonly trades = new Map<string, SimTrade>();
  private readonly byScanId = new Map<string, SimTrade>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  private key(protocol: SimProtocol, merchant: string, outTradeNo: string) {
    return `${protocol}|${merchant}|${outTradeNo}`;
  }

  find(protocol: SimProtocol, merchant: string, outTradeNo: string): SimTrade | undefined {
    return this.trades.get(this.key(protocol, merchant, outTradeNo));
  }

  findByScanId(scanId: string): SimTrade | undefined {
    return this.byScanId.get(scanId);
  }

  /**
   * Creates the trade, or returns the existing one when the same out_trade_no comes again with
   * the same amount (both providers answer a repeated create with the same QR). A different
   * amount for a known out_trade_no is a conflict: undefined.
   */
  create(input: Pick<SimTrade, 'protocol' | 'merchant' | 'outTradeNo' | 'amountFen' | 'subject' | 'notifyUrl' | 'expiresAt'>): SimTrade | undefined {
    const existing = this.find(input.protocol, input.merchant, input.outTradeNo);
    if (existing) return existing.amountFen === input.amountFen && existing.status === 'unpaid' ? existing : undefined;
    const now = this.now();
    const trade: SimTrade = {
      ...input,
      tradeNo: `${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(10).toString('hex').toUpperCase()}`,
      scanId: randomBytes(16).toString('base64url'),
      status: 'unpaid',
      scanned: false,
      createdAt: now,
      paidAt: null,
      refunds: [],
    };
    this.trades.set(this.key(trade.protocol, trade.merchant, trade.outTradeNo), trade);
    this.byScanId.set(trade.scanId, trade);
    return trade;
  }

  /** The guest opened the scan page. */
  markScanned(trade: SimTrade): void {
    trade.scanned = true;
  }

  /** unpaid → paid; false when the trade is closed, paid already, or past its expiry. */
  pay(trade: SimTrade): boolean {
    const now = this.now();
    if (trade.status !== 'unpaid') return false;
    if (trade.expiresAt && trade.expiresAt <= now) {
      trade.status = 'closed';
      return false;
    }
    trade.status = 'paid';
    trade.scanned = true;
    trade.paidAt = now;
    return true;
  }

  /** unpaid → closed; a paid trade cannot be closed (false). Closing a closed trade is fine (true). */
  close(trade: SimTrade): boolean {
    if (trade.status === 'paid') return false;
    trade.status = 'closed';
    return true;
  }

  refunded(trade: SimTrade): number {
    return trade.refunds.reduce((sum, r) => sum + r.amountFen, 0);
  }

  /**
   * A refund, at most once per refundId: the same id again returns the first refund (whatever
   * amount the repeat asks). 'unpaid' when the trade was never paid, 'exceeds' past the amount paid.
   */
  refund(trade: SimTrade, refundId: string, amountFen: number): SimRefund | 'unpaid' | 'exceeds' {
    const done = trade.refunds.find((r) => r.refundId === refundId);
    if (done) return done;
    if (trade.status !== 'paid') return 'unpaid';
    if (amountFen <= 0 || this.refunded(trade) + amountFen > trade.amountFen) return 'exceeds';
    const refund: SimRefund = { refundId, amountFen, providerRefundNo: `RF${randomBytes(10).toString('hex').toUpperCase()}`, at: this.now() };
    trade.refunds.push(refund);
    return refund;
  }

  /** For tests and the scan page. */
  all(): SimTrade[] {
    return [...this.trades.values()];
  }
}
