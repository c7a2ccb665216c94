import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FapiaoQueueItem, FapiaoStaffDetail } from '@hotel/shared/schemas/admin/fapiao';
import { FAPIAO_API_MESSAGES as M } from '@hotel/shared/schemas/fapiao';
import type { FapiaoState } from '@hotel/db/schema/fapiao';
import { ApiError, badRequest, notFound } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { SignedInStaff } from '../staff/index.ts';
import type { FapiaoNotifier } from './fapiao-notifier.ts';
import type { FapiaoOrder, FapiaoOrders } from './fapiao-ports.ts';
import { toRequestView } from './fapiao-view.ts';
import type { FapiaoRepository, FapiaoRequestRow } from './fapiao.repository.ts';
import { invoiceFileTypeOf } from './invoice-file.ts';

export interface StoredInvoice {
  fileType: 'pdf' | 'ofd';
  fileName: string;
  content: Buffer;
}

const conflict = (message: string) => new ApiError(409, message);
const QUEUE_LIMIT = 200;
// The name the download carries: no path separators and no control characters (what they are for here).
// eslint-disable-next-line no-control-regex
const FILE_NAME = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029/\\]{1,120}$/u;

/**
 * The hotel's finance queue (decision 0071). Every route names its hotel (the staff guard checked
 * it is the caller's); a request of another hotel answers as missing. Each change is audited in
 * its own transaction, with the request row locked so two people acting at once take turns.
 */
export class FapiaoQueueService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly repository: FapiaoRepository,
    private readonly orders: FapiaoOrders,
    private readonly notifier: FapiaoNotifier,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async queue(hotelCode: string, state: FapiaoState | 'all'): Promise<{ items: FapiaoQueueItem[] }> {
    const rows = await this.repository.listForHotel(hotelCode, state, QUEUE_LIMIT);
    const items: FapiaoQueueItem[] = [];
    for (const row of rows) {
      const order = await this.orders.findById(row.orderId);
      if (!order) continue;
      items.push({ id: row.id, state: row.state, buyerKind: row.buyerKind, invoiceType: row.invoiceType, title: row.title, orderId: order.id, orderNo: order.orderNo, checkIn: order.checkIn, checkOut: order.checkOut, amount: order.actualAmount, createdAt: row.createdAt.toISOString() });
    }
    return { items };
  }

  async detail(hotelCode: string, id: number): Promise<FapiaoStaffDetail> {
    const { row, order } = await this.ofHotel(hotelCode, id);
    const documents = await this.repository.documentFacts([row.id]);
    return {
      hotelCode,
      request: toRequestView(row, documents.get(row.id)),
      order: { id: order.id, orderNo: order.orderNo, guestName: order.revUser, checkIn: order.checkIn, checkOut: order.checkOut, amount: order.actualAmount, state: order.state },
    };
  }

  /** The issued e-invoice: PDF or OFD by its content; a request 依頼済 becomes 発行済 (a new upload before sending replaces the file). */
  /** Refuses (404) a request that is not this hotel's, before an upload's file is read. */
  async requireOfHotel(hotelCode: string, id: number): Promise<void> {
    await this.ofHotel(hotelCode, id);
  }

  async upload(staff: SignedInStaff, hotelCode: string, id: number, fileName: string, content: Buffer): Promise<void> {
    const fileType = invoiceFileTypeOf(content);
    if (!fileType) throw badRequest(M.fileNotInvoice);
    const name = fileName.normalize('NFC').trim() || `fapiao.${fileType}`;
    if (!FILE_NAME.test(name)) throw badRequest(M.fileNameInvalid);
    const { order } = await this.ofHotel(hotelCode, id);
    const now = this.clock();
    await this.inTransaction(async (tx) => {
      const row = await this.lockOfHotel(tx, hotelCode, id);
      if (row.state !== 'requested' && row.state !== 'issued') throw conflict(M.notRequested);
      const sha256 = createHash('sha256').update(content).digest('hex');
      await this.repository.storeIssued(tx, id, { fileType, fileName: name, content, sha256 }, staff.staffId, now);
      await this.audit.record(tx, staff, { hotelCode, entity: 'fapiao_request', entityId: id, action: 'fapiao_upload', before: { fapiaoState: row.state }, after: { fapiaoState: 'issued', orderNo: order.orderNo, fileType, bytes: content.length } });
    });
  }

  /** 送付済: the guest is told by e-mail and SMS; the state changes only once a message went. */
  async send(staff: SignedInStaff, hotelCode: string, id: number): Promise<void> {
    const { row, order } = await this.ofHotel(hotelCode, id);
    if (row.state !== 'issued') throw conflict(row.state === 'sent' ? M.notRequested : M.notIssued);
    const sentVia = await this.notifier.issued(row, order);
    if (sentVia.length === 0) throw new ApiError(503, M.notifyFailed);
    await this.inTransaction(async (tx) => {
      const locked = await this.lockOfHotel(tx, hotelCode, id);
      if (locked.state !== 'issued') throw conflict(M.notIssued);
      await this.repository.markSent(tx, id, this.clock());
      await this.audit.record(tx, staff, { hotelCode, entity: 'fapiao_request', entityId: id, action: 'fapiao_send', before: { fapiaoState: 'issued' }, after: { fapiaoState: 'sent', orderNo: order.orderNo, sentVia } });
    });
  }

  /** 差戻し with a reason the guest reads; the order may then be asked for again. */
  async reject(staff: SignedInStaff, hotelCode: string, id: number, reason: string): Promise<void> {
    const { order } = await this.ofHotel(hotelCode, id);
    const row = await this.inTransaction(async (tx) => {
      const locked = await this.lockOfHotel(tx, hotelCode, id);
      if (locked.state === 'sent') throw conflict(M.cannotReject);
      if (locked.state === 'rejected') throw conflict(M.notRequested);
      await this.repository.markRejected(tx, id, reason, this.clock());
      await this.audit.record(tx, staff, { hotelCode, entity: 'fapiao_request', entityId: id, action: 'fapiao_reject', before: { fapiaoState: locked.state }, after: { fapiaoState: 'rejected', orderNo: order.orderNo, rejectReason: reason } });
      return locked;
    });
    // Told after the commit: the reason is on the history page whether or not a message went.
    const sentVia = await this.notifier.rejected(row, order, reason);
    if (sentVia.length === 0) this.log.warn({ fapiaoRequestId: id }, 'the guest could not be told of a fapiao request sent back');
  }

  async document(hotelCode: string, id: number): Promise<StoredInvoice> {
    await this.ofHotel(hotelCode, id);
    const file = await this.repository.document(id);
    if (!file) throw notFound(M.noDocument);
    return file;
  }

  /** A request of this hotel with its order; another hotel's answers as missing. */
  private async ofHotel(hotelCode: string, id: number): Promise<{ row: FapiaoRequestRow; order: FapiaoOrder }> {
    const row = await this.repository.findById(id);
    const order = row && row.hotelCode === hotelCode ? await this.orders.findById(row.orderId) : undefined;
    if (!row || !order) throw notFound(M.requestNotFound);
    return { row, order };
  }

  private async lockOfHotel(tx: Parameters<Parameters<RunInTransaction>[0]>[0], hotelCode: string, id: number): Promise<FapiaoRequestRow> {
    const row = await this.repository.lockById(tx, id);
    if (!row || row.hotelCode !== hotelCode) throw notFound(M.requestNotFound);
    return row;
  }
}
