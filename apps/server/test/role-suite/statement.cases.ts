import { STAFF_ROLES } from '@hotel/shared/schemas/admin/auth';
import { roleHas } from '@hotel/shared/schemas/admin/permissions';
import { setup } from './orders.cases.ts';
import type { RoleCase } from './role-case.ts';

/** Who reads a booking's statement (issue 28, decision 0069): finance.receipts, the 経理 role included. */
const READERS = STAFF_ROLES.filter((role) => roleHas(role, 'finance.receipts'));

/** GET /adminapi/v1/orders/statement: one order of the own and of the foreign hotel. */
export const statementCases: RoleCase[] = [
  {
    route: 'GET /adminapi/v1/orders/statement',
    allowed: READERS,
    perHotel: true,
    setup,
    request: (hotel, fixture) => ({ method: 'GET', path: '/orders/statement', query: { hotel, orderNo: fixture[hotel] as string } }),
  },
];
