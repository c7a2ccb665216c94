import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { orderReceipts, receiptFields, receiptIssue } from '../receipt.ts';
import { orderRef } from './orders.ts';

/**
 * Staff issue a booking's receipt from the order detail (decision 0070): permission
 * finance.receipts for the order's hotel. The same rules as the member's: the same number, a
 * changed 宛名 or 但し書き is a 再発行, the same wording gives the stored PDF again.
 */

export const receiptIssueInput = orderRef.extend(receiptFields.shape);

/** GET /adminapi/v1/orders/receipt/pdf: one issue's PDF (the latest without `issue`). */
export const receiptPdfInput = orderRef.extend({ issue: z.coerce.number().int().min(1).max(999).optional() });
export const RECEIPT_PDF_PATH = '/adminapi/v1/orders/receipt/pdf';

export const receiptEndpoints = {
  issue: adminEndpoint({ method: 'POST', path: '/adminapi/v1/orders/receipt', input: receiptIssueInput, output: receiptIssue }),
  list: adminEndpoint({ method: 'GET', path: '/adminapi/v1/orders/receipts', input: orderRef, output: orderReceipts }),
};
