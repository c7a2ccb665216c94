import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderStatementEndpoints as E } from '@hotel/shared/schemas/admin/order-statement';
import { callerLanguage } from '../../lib/caller-language.ts';
import { ok } from '../../lib/envelope.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import { staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { StatementService } from './statement.service.ts';

export interface StatementRoutesOptions {
  statements: StatementService;
}

/** The member's statement of one of their orders (GET /crsapi/v1/order/getOrderStatement?orderId=). */
export const statementRoutes = {
  getOrderStatement: { access: 'member', run: ({ statements }, i, { memberId, request }) => statements.forMember(memberId, i.orderId, callerLanguage(request)) },
} satisfies GuestRoutes<StatementRoutesOptions>;

/** GET /adminapi/v1/orders/statement?hotel=&orderNo=: staff with finance.receipts for the hotel (the desk, managers, 経理). */
export const statementAdminRoutes: FastifyPluginAsyncZod<StatementRoutesOptions & { guard: StaffGuard }> = async (app, { statements, guard }) => {
  app.get(staffPath(E.statement), staffQuery(E.statement, ['admin-orders'], guard.hotel('finance.receipts')), async (req) => ok(await statements.forStaff(req.query.hotel, req.query.orderNo)));
};
