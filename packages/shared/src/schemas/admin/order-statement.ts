import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { orderStatement } from '../statement.ts';
import { orderRef } from './orders.ts';

/**
 * A booking's statement for staff (issue 28, decision 0069): the same payload the member reads,
 * named like every staff order route by hotel and order number; 'finance.receipts' for that hotel.
 */
export const orderStatementEndpoints = {
  statement: adminEndpoint({
    method: 'GET',
    path: '/adminapi/v1/orders/statement',
    input: orderRef,
    output: orderStatement,
  }),
};
