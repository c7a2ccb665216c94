import { data, redirect, type AppLoadContext } from 'react-router';
import { callEndpoint, callFileEndpoint } from '@hotel/shared/api/transport';
import { checkForm } from '@hotel/shared/forms/parse-form';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { receiptFields } from '@hotel/shared/schemas/receipt';
import { load, loadOptional } from '../../lib/api.server.ts';
import { readPostedForm, refuseForm } from '../../lib/form-action.server.ts';
import { loadMember } from '../../lib/member.server.ts';
import { orderIdOf } from './order-change.server.ts';

/** The receipt page's loader (decision 0070): the member's own order, the form's defaults and the issues so far. */
export async function loadReceiptPage(context: AppLoadContext, orderParam: string | undefined) {
  const member = await loadMember(context);
  if (!member) throw redirect('/?reason=login-required');
  const orderId = orderIdOf(orderParam);
  const order = await loadOptional(context, 'getOrderDetail', { orderId });
  if (!order) throw data({ message: SERVER_MESSAGES.orderNotFound }, { status: 404 });
  return { userName: member.userName, order, receipts: await load(context, 'getReceipts', { orderId }) };
}

/** 領収書を発行 posts here (it works without JavaScript): the form's schema, then POST /order/issueReceipt in process. */
export async function receiptAction(request: Request, context: AppLoadContext, orderParam: string | undefined) {
  const values = await readPostedForm(request);
  const check = checkForm(receiptFields, values);
  if (!check.ok) return refuseForm(values, check.errors);
  const { status, envelope } = await callEndpoint(context.transport, 'issueReceipt', { orderId: orderIdOf(orderParam), ...check.data });
  if (!envelope?.success || !envelope.data) return refuseForm(values, {}, envelope?.message || SERVER_MESSAGES.internal, status >= 400 ? status : 500);
  return { ok: true as const, message: envelope.message, issue: envelope.data };
}

/** The resource route: the server's PDF, byte for byte, with its type, name and no-store. */
export async function receiptPdfResponse(request: Request, context: AppLoadContext, orderParam: string | undefined) {
  const issue = Number(new URL(request.url).searchParams.get('issue'));
  const input = { orderId: orderIdOf(orderParam), ...(Number.isInteger(issue) && issue > 0 ? { issue } : {}) };
  const { status, file, envelope } = await callFileEndpoint(context.transport, 'getReceiptPdf', input);
  if (status === 401) throw redirect('/?reason=login-required');
  if (!file || status !== 200) throw data({ message: envelope?.message ?? SERVER_MESSAGES.orderNotFound }, { status: status >= 400 ? status : 500 });
  const headers = new Headers({ 'content-type': file.contentType, 'cache-control': 'private, no-store' });
  if (file.disposition) headers.set('content-disposition', file.disposition);
  return new Response(new Uint8Array(file.bytes), { status: 200, headers });
}
