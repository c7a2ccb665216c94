import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { FAPIAO_API_MESSAGES, FAPIAO_STATE_CODES, fapiaoRequestView } from '../fapiao.ts';
import { singleLine } from '../text.ts';
import { adminIdField } from './id-field.ts';

/**
 * The hotel's fapiao queue (issue 28, decision 0071): finance staff (finance.fapiao: 経理, the
 * hotel's manager, the group administrator) read their hotels' requests, upload the issued
 * e-invoice, tell the guest (送付済) or send the request back with a reason (差戻し).
 */

const M = FAPIAO_API_MESSAGES;
const hotel = z.string({ error: '対象のホテルを選択してください' }).trim().regex(/^pro\d{3}$/, '対象のホテルを選択してください');
const id = adminIdField(M.requestNotFound);

export const fapiaoQueueQuery = z.object({
  hotel,
  /** Absent: 依頼済 (what waits for finance); `all`: every state. */
  state: z.enum([...FAPIAO_STATE_CODES, 'all'], { error: '状態を正しく選択してください' }).optional().default('requested'),
});
export const fapiaoByIdQuery = z.object({ hotel, id });
export const fapiaoRejectInput = z.object({
  hotel,
  id,
  reason: singleLine(M.rejectReasonRequired, M.rejectReasonRequired).trim().min(1, M.rejectReasonRequired).max(200, M.rejectReasonRequired),
});

/** A queue row: the request's state and buyer, and the order it is for. */
export const fapiaoQueueItem = z.object({
  id: z.number().int(),
  state: z.enum(FAPIAO_STATE_CODES),
  buyerKind: z.enum(['personal', 'company']),
  invoiceType: z.enum(['normal', 'special']),
  title: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
});
export type FapiaoQueueItem = z.infer<typeof fapiaoQueueItem>;

export const fapiaoStaffDetail = z.object({
  hotelCode: z.string(),
  request: fapiaoRequestView,
  order: z.object({ id: z.number().int(), orderNo: z.string(), guestName: z.string(), checkIn: z.string(), checkOut: z.string(), amount: z.number().int(), state: z.number().int() }),
});
export type FapiaoStaffDetail = z.infer<typeof fapiaoStaffDetail>;

export const fapiaoEndpoints = {
  queue: adminEndpoint({ method: 'GET', path: '/adminapi/v1/fapiao', input: fapiaoQueueQuery, output: z.object({ items: z.array(fapiaoQueueItem) }) }),
  detail: adminEndpoint({ method: 'GET', path: '/adminapi/v1/fapiao/detail', input: fapiaoByIdQuery, output: fapiaoStaffDetail }),
  /** Tells the guest by e-mail (and SMS where a template exists) that the uploaded e-invoice is ready: 送付済. */
  send: adminEndpoint({ method: 'POST', path: '/adminapi/v1/fapiao/send', input: fapiaoByIdQuery, output: z.null() }),
  reject: adminEndpoint({ method: 'POST', path: '/adminapi/v1/fapiao/reject', input: fapiaoRejectInput, output: z.null() }),
};

/** Multipart (field `file`) with hotel and id in the query, checked before a byte is read; and the file itself. */
export const FAPIAO_UPLOAD_PATH = '/adminapi/v1/fapiao/upload';
export const FAPIAO_DOCUMENT_PATH = '/adminapi/v1/fapiao/document';
