import { data, redirect, type AppLoadContext } from 'react-router';
import { callEndpoint } from '@hotel/shared/api/transport';
import { fapiaoRequestForm } from '@hotel/shared/forms/fapiao';
import { checkForm } from '@hotel/shared/forms/parse-form';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { loadOptional } from '../../lib/api.server.ts';
import { readPostedForm, refuseForm } from '../../lib/form-action.server.ts';
import { loadMember } from '../../lib/member.server.ts';
import { orderIdOf } from './order-change.server.ts';

/** The order's fapiao page (decision 0071): members only; another member's order is the same 404 as none. */
export async function loadFapiaoPage(context: AppLoadContext, orderParam: string | undefined) {
  const member = await loadMember(context);
  if (!member) throw redirect('/?reason=login-required');
  const orderId = orderIdOf(orderParam);
  const [order, fapiao] = await Promise.all([loadOptional(context, 'getOrderDetail', { orderId }), loadOptional(context, 'getFapiao', { orderId })]);
  if (!order || !fapiao) throw data({ message: SERVER_MESSAGES.orderNotFound }, { status: 404 });
  return { userName: member.userName, order, fapiao };
}

/** The request form: the shared schema here as in the browser, then POST /order/requestFapiao. */
export async function requestFapiaoAction(request: Request, context: AppLoadContext, orderParam: string | undefined) {
  const orderId = orderIdOf(orderParam);
  const values = await readPostedForm(request);
  const check = checkForm(fapiaoRequestForm, values);
  if (!check.ok) return refuseForm(values, check.errors);
  const { status, envelope } = await callEndpoint(context.transport, 'requestFapiao', { orderId, ...check.data });
  if (status === 401) throw redirect('/?reason=login-required');
  if (!envelope?.success) return refuseForm(values, {}, envelope?.message || MESSAGES.tryAgainLater, status >= 400 ? status : 500);
  return data({ ok: true as const, message: envelope.message });
}
