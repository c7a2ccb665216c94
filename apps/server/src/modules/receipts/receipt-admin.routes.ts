import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RECEIPT_PDF_PATH, receiptEndpoints as E, receiptPdfInput } from '@hotel/shared/schemas/admin/receipts';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import { issueMessage, sendReceiptPdf } from './receipt.routes.ts';
import type { ReceiptService } from './receipt.service.ts';

/** Staff issue a booking's receipt from the order detail (decision 0070): finance.receipts for the hotel. */
export const receiptAdminRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService; guard: StaffGuard; clock: Clock }> = async (app, { receipts, guard, clock }) => {
  const tags = ['admin-orders'];
  const access = guard.hotel('finance.receipts');

  app.post(staffPath(E.issue), staffBody(E.issue, tags, access), async (req) => {
    const { hotel, orderNo, ...fields } = req.body;
    const staff = currentStaff(req);
    const { issue, created } = await receipts.issue(await receipts.hotelOrder(hotel, orderNo), fields, { kind: 'staff', staff }, clock());
    return ok(issue, issueMessage(issue, created));
  });

  app.get(staffPath(E.list), staffQuery(E.list, tags, access), async (req) => ok(await receipts.listOf(await receipts.hotelOrder(req.query.hotel, req.query.orderNo))));

  // The file itself (no envelope); the admin scope's onSend keeps it out of every cache.
  app.get(staffPath(RECEIPT_PDF_PATH), { schema: { tags, querystring: receiptPdfInput }, ...access }, async (req, reply) => {
    const order = await receipts.hotelOrder(req.query.hotel, req.query.orderNo);
    return sendReceiptPdf(reply, await receipts.pdfOf(order, req.query.issue));
  });
};
