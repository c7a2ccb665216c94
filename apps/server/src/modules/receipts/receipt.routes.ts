import { z } from 'zod';
import { RECEIPT_MESSAGES, receiptFileName } from '@hotel/shared/schemas/receipt';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { ReceiptService } from './receipt.service.ts';

export interface ReceiptRoutesOptions {
  receipts: ReceiptService;
  clock: Clock;
}

/** The PDF as a download: no envelope, kept by no cache (the member scope adds no-store too). */
export function sendReceiptPdf(reply: FastifyReply, file: { pdf: Buffer; receiptNo: string; issueNo: number }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${receiptFileName(file.receiptNo, file.issueNo)}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

/** The issue's message: issued, re-issued, or the stored one given again. */
export const issueMessage = (issue: { reissue: boolean }, created: boolean) => (!created ? RECEIPT_MESSAGES.same : issue.reissue ? RECEIPT_MESSAGES.reissued : RECEIPT_MESSAGES.issued);

/** The member's receipts (decision 0070), next to the order routes: issue, list, download. */
export const receiptRoutes = {
  issueReceipt: {
    access: 'member',
    description: 'Issues the receipt (領収書) of a paid or stayed booking; the same 宛名, 敬称 and 但し書き as the latest issue give it again, other wording a re-issue (再発行). 409 when the booking is not eligible.',
    answer: async ({ receipts, clock }, i, { memberId }) => {
      const order = await receipts.memberOrder(memberId, i.orderId);
      const { issue, created } = await receipts.issue(order, i, { kind: 'member', memberId }, clock());
      return ok(issue, issueMessage(issue, created));
    },
  },

  getReceipts: {
    access: 'member',
    description: 'The receipt form’s defaults and the receipts issued so far for a booking, newest first.',
    run: async ({ receipts }, i, { memberId }) => receipts.listOf(await receipts.memberOrder(memberId, i.orderId)),
  },

  getReceiptPdf: {
    access: 'member',
    description: 'One issue of the receipt as a PDF (application/pdf, Content-Disposition: attachment); the latest issue without `issue`.',
    response: z.any().describe('application/pdf'),
    answer: async ({ receipts }, i, { memberId, reply }) => {
      const order = await receipts.memberOrder(memberId, i.orderId);
      return sendReceiptPdf(reply, await receipts.pdfOf(order, i.issue));
    },
  },
} satisfies GuestRoutes<ReceiptRoutesOptions>;
