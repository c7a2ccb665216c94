import { fapiaoFieldsToStore, type FapiaoRequestFormFields } from '@hotel/shared/forms/fapiao';
import { FAPIAO_API_MESSAGES as M, type MemberFapiao } from '@hotel/shared/schemas/fapiao';
import { ApiError, notFound } from '../../lib/api-error.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditTrail } from '../audit/index.ts';
import { fapiaoEligible, type FapiaoOrder, type FapiaoOrders } from './fapiao-ports.ts';
import { isUniqueViolation, toRequestView } from './fapiao-view.ts';
import type { FapiaoRepository } from './fapiao.repository.ts';
import type { StoredInvoice } from './fapiao-queue.service.ts';

const conflict = (message: string) => new ApiError(409, message);

/** The member's side (decision 0071): their order's fapiao requests, asking for one, and the issued file. */
export class MemberFapiaoService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly repository: FapiaoRepository,
    private readonly orders: FapiaoOrders,
    private readonly audit: AuditTrail,
  ) {}

  async view(memberId: number, orderId: number): Promise<MemberFapiao> {
    const order = await this.ownOrder(memberId, orderId);
    const rows = await this.repository.listForOrder(order.id);
    const documents = await this.repository.documentFacts(rows.map((r) => r.id));
    const [current, ...earlier] = rows.map((row) => toRequestView(row, documents.get(row.id)));
    const open = rows.some((r) => r.state !== 'rejected');
    return { orderId: order.id, orderNo: order.orderNo, hotelCode: order.hotelCode, canRequest: fapiaoEligible(order) && !open, current: current ?? null, earlier };
  }

  /** One open request per order: a second is 409 until the first was sent back (差戻し). */
  async request(memberId: number, input: FapiaoRequestFormFields & { orderId: number }, now: Date): Promise<MemberFapiao> {
    const { orderId, ...given } = input;
    const fields = fapiaoFieldsToStore(given);
    const order = await this.ownOrder(memberId, orderId);
    if (!fapiaoEligible(order)) throw conflict(M.notEligible);
    try {
      await this.inTransaction(async (tx) => {
        if (await this.repository.hasOpen(tx, order.id)) throw conflict(M.alreadyOpen);
        const id = await this.repository.insert(tx, { ...fields, orderId: order.id, hotelCode: order.hotelCode, memberId, now });
        // The line names the order and the kind of invoice, never the buyer's name or tax number.
        await this.audit.recordGuest(tx, {
          hotelCode: order.hotelCode,
          entity: 'fapiao_request',
          entityId: id,
          action: 'fapiao_request',
          after: { orderNo: order.orderNo, buyerKind: fields.buyerKind, invoiceType: fields.invoiceType, fapiaoState: 'requested', memberId },
        });
      });
    } catch (error) {
      // Two requests at once: the one-open-request index let only one in.
      if (isUniqueViolation(error)) throw conflict(M.alreadyOpen);
      throw error;
    }
    return this.view(memberId, order.id);
  }

  /** The issued e-invoice of the order's current request: only its member; any other answer is the same 404. */
  async download(memberId: number, orderId: number): Promise<StoredInvoice> {
    const order = await this.ownOrder(memberId, orderId);
    const [latest] = await this.repository.listForOrder(order.id);
    const file = latest && (latest.state === 'issued' || latest.state === 'sent') ? await this.repository.document(latest.id) : undefined;
    if (!file) throw notFound(M.noDocument);
    return file;
  }

  /** Another member's order answers exactly like a missing one. */
  private async ownOrder(memberId: number, orderId: number): Promise<FapiaoOrder> {
    const order = await this.orders.findById(orderId);
    if (!order || order.memberId !== memberId) throw notFound(M.notFound);
    return order;
  }
}
