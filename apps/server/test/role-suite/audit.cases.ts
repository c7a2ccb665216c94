import type { RoleCase } from './role-case.ts';

/**
 * GET /adminapi/v1/audit: group administrators and hotel managers (audit.view), a manager only for
 * their hotels; which lines each sees without a hotel filter is tested in admin-audit-*.test.ts.
 */
export const auditCases: RoleCase[] = [
  {
    route: 'GET /adminapi/v1/audit',
    allowed: ['group_admin', 'hotel_manager'],
    perHotel: true,
    request: (hotel) => ({ method: 'GET', path: '/audit', query: { hotel } }),
  },
];
