import type { Database } from '@hotel/db/client';
import { localize, type Translations } from '@hotel/shared/content-translation';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { ORDERS_MESSAGES } from '@hotel/shared/schemas/admin/orders';
import { DEFAULT_PROVISO } from '@hotel/shared/receipt-rules';
import { RECEIPT_MESSAGES, type OrderReceipts, type ReceiptFields, type ReceiptIssue } from '@hotel/shared/schemas/receipt';
import type { ChargeParts } from '@hotel/shared/taxes';
import { ApiError, badRequest, notFound } from '../../lib/api-error.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditActor, AuditChange } from '../audit/index.ts';
import { receiptCharges, receiptEligible, receiptMoney, type ReceiptMoneySource, type ReceiptOrder } from './receipt-amount.ts';
import { unprintable } from './receipt-font.ts';
import { receiptPdf } from './receipt-pdf.ts';
import type { ReceiptListing, ReceiptRepository, ReceiptRow } from './receipt.repository.ts';

/** What receipts read of an order, through orders' services: the order, its charges, and the order locked in a transaction. */
export interface ReceiptOrders {
  findById(id: number): Promise<(ReceiptOrder & { charges: ChargeParts }) | undefined>;
  findByOrderNo(orderNo: string): Promise<(ReceiptOrder & { charges: ChargeParts }) | undefined>;
  /** The order row locked until `tx` ends: two first requests at once wait on it and give one number. */
  lock(tx: Database, id: number): Promise<unknown>;
}

/** Pay's: the order's statement, whose payments and refunds the receipt is for. */
export interface ReceiptStatements {
  statementOf(orderId: number): Promise<ReceiptMoneySource>;
}

/** Hotel's: the issuer block. */
export interface ReceiptHotels {
  requireHotel(code: string): Promise<{ name: string; address: string; zipCode: string; tel: string; translations: Translations | null }>;
}

/** Audit's: a staff issue is a staff line, a member's a guest line. */
export interface ReceiptAudit {
  record(tx: Database, actor: AuditActor, ...changes: AuditChange[]): Promise<void>;
  recordGuest(tx: Database, ...changes: AuditChange[]): Promise<void>;
}

/** Who asks for the receipt. */
export type ReceiptRequester = { kind: 'member'; memberId: number } | { kind: 'staff'; staff: AuditActor };

type Order = ReceiptOrder & { charges: ChargeParts };

export const formatReceiptNo = (hotelCode: string, n: number) => `${hotelCode}-${String(n).padStart(6, '0')}`;

const toIssue = (row: ReceiptListing): ReceiptIssue => ({
  receiptNo: formatReceiptNo(row.hotelCode, row.receiptNo),
  issueNo: row.issueNo,
  issuedAt: row.issuedAt.toISOString(),
  addressee: row.addressee,
  honorific: row.honorific,
  proviso: row.proviso,
  amount: row.amount,
  reissue: row.issueNo > 1,
});

/**
 * Receipts (領収書, decision 0070): one number per order at its hotel, counted when first issued;
 * the same wording again gives the stored PDF, other wording a new issue marked 再発行. Every issue
 * is kept with its PDF and audited.
 */
export class ReceiptService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly receipts: ReceiptRepository,
    private readonly orders: ReceiptOrders,
    private readonly statements: ReceiptStatements,
    private readonly hotels: ReceiptHotels,
    private readonly audit: ReceiptAudit,
  ) {}

  /** The member's own order; another member's is the same 404 as a missing one. */
  async memberOrder(memberId: number, orderId: number): Promise<Order> {
    const order = await this.orders.findById(orderId);
    if (!order || order.memberId !== memberId) throw notFound(SERVER_MESSAGES.orderNotFound);
    return order;
  }

  /** The hotel's order by its number (the staff's order detail). */
  async hotelOrder(hotel: string, orderNo: string): Promise<Order> {
    const order = await this.orders.findByOrderNo(orderNo);
    if (!order || order.hotelCode !== hotel) throw notFound(ORDERS_MESSAGES.orderNotFound);
    return order;
  }

  /** What the form starts from (the latest issue's wording, else the booker's name, 様, 宿泊代として) and the issues so far. */
  async listOf(order: Order): Promise<OrderReceipts> {
    const rows = await this.receipts.listOf(order.id);
    const latest = rows[0];
    return {
      eligible: receiptEligible(order),
      defaults: latest
        ? { addressee: latest.addressee, honorific: latest.honorific, proviso: latest.proviso }
        : { addressee: order.revUser.trim().slice(0, 40), honorific: '様', proviso: DEFAULT_PROVISO },
      issues: rows.map(toIssue),
    };
  }

  /** One issue's PDF (the latest without `issueNo`). */
  async pdfOf(order: Order, issueNo?: number): Promise<{ pdf: Buffer; receiptNo: string; issueNo: number }> {
    const row = issueNo === undefined ? await this.receipts.latestOf(order.id) : await this.receipts.issueOf(order.id, issueNo);
    if (!row) throw notFound(RECEIPT_MESSAGES.issueNotFound);
    return { pdf: row.pdf, receiptNo: formatReceiptNo(row.hotelCode, row.receiptNo), issueNo: row.issueNo };
  }

  /**
   * Issues the receipt: the stored one when the wording is the latest issue's, else a new issue
   * (the first takes the hotel's next number). The order row is locked first, so simultaneous
   * first requests wait for each other and share one number.
   */
  async issue(order: Order, fields: ReceiptFields, by: ReceiptRequester, now: Date): Promise<{ issue: ReceiptIssue; created: boolean }> {
    for (const [field, text] of [['宛名', fields.addressee], ['但し書き', fields.proviso]] as const) {
      const missing = unprintable(text);
      if (missing.length > 0) throw badRequest(RECEIPT_MESSAGES.unprintable(field, missing.join('')));
    }
    if (!receiptEligible(order)) throw new ApiError(409, RECEIPT_MESSAGES.notEligible);
    const [statement, hotel] = await Promise.all([this.statements.statementOf(order.id), this.hotels.requireHotel(order.hotelCode)]);
    const { amount, paymentMethod } = receiptMoney(statement);
    if (amount <= 0) throw new ApiError(409, RECEIPT_MESSAGES.notEligible);
    return this.inTransaction(async (tx) => {
      await this.orders.lock(tx, order.id);
      const latest = await this.receipts.latestOf(order.id, tx);
      if (latest && sameWording(latest, fields)) return { issue: toIssue(latest), created: false };
      const receiptNo = latest?.receiptNo ?? (await this.receipts.nextNumber(tx, order.hotelCode));
      const issueNo = (latest?.issueNo ?? 0) + 1;
      const charges = receiptCharges(order.charges, order.actualAmount, amount);
      const pdf = await receiptPdf({
        receiptNo: formatReceiptNo(order.hotelCode, receiptNo),
        issueNo,
        issuedAt: now,
        ...fields,
        amount,
        charges,
        paymentMethod,
        stay: order,
        // The hotel's name and address in the order's language where translated (decision 0074).
        hotel: { ...hotel, ...localize('hotel', { name: hotel.name, address: hotel.address }, hotel.translations, order.language ?? 'ja').value },
        language: order.language ?? 'ja',
      });
      const row = await this.receipts.insert(tx, {
        orderId: order.id,
        hotelCode: order.hotelCode,
        receiptNo,
        issueNo,
        ...fields,
        amount,
        charges,
        paymentMethod,
        memberId: by.kind === 'member' ? by.memberId : null,
        staffId: by.kind === 'staff' ? by.staff.staffId : null,
        pdf,
        issuedAt: now,
      });
      const change: AuditChange = {
        hotelCode: order.hotelCode,
        entity: 'order',
        entityId: order.orderNo,
        action: issueNo === 1 ? 'receipt_issue' : 'receipt_reissue',
        before: latest ? { issueNo: latest.issueNo, addressee: latest.addressee, honorific: latest.honorific, proviso: latest.proviso } : undefined,
        after: { receiptNo: formatReceiptNo(order.hotelCode, receiptNo), issueNo, ...fields, receiptAmount: amount, ...(by.kind === 'member' ? { memberId: by.memberId } : {}) },
      };
      if (by.kind === 'staff') await this.audit.record(tx, by.staff, change);
      else await this.audit.recordGuest(tx, change);
      return { issue: toIssue(row), created: true };
    });
  }
}

const sameWording = (row: ReceiptRow, f: ReceiptFields) => row.addressee === f.addressee && row.honorific === f.honorific && row.proviso === f.proviso;
