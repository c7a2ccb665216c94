import { data, redirect, type AppLoadContext } from 'react-router';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { OrderStatement } from '@hotel/shared/schemas/statement';
import { loadOptional } from '../../lib/api.server.ts';
import { loadMember } from '../../lib/member.server.ts';
import { orderIdOf } from './order-change.server.ts';

/** The statement page's data: the member's name and their order's statement (another member's order is the 404 page). */
export async function loadStatementPage(context: AppLoadContext, orderParam: string | undefined): Promise<{ userName: string; statement: OrderStatement }> {
  const member = await loadMember(context);
  if (!member) throw redirect('/?reason=login-required');
  const statement = await loadOptional(context, 'getOrderStatement', { orderId: orderIdOf(orderParam) });
  if (!statement) throw data({ message: SERVER_MESSAGES.orderNotFound }, { status: 404 });
  return { userName: member.userName, statement };
}
