import type { Route } from './+types/courtesy-receipt-pdf';
import { receiptPdfResponse } from '../features/member/receipt.server.ts';

/** A resource route: the receipt's PDF as the API answers it (?issue=N, else the latest issue). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return receiptPdfResponse(request, context, params.orderId);
}
