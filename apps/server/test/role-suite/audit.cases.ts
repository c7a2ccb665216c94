import { hotelListCase, type RoleCase } from './role-case.ts';

/**
 * GET /adminapi/v1/audit: group administrators and hotel managers (audit.view), a manager only for
 * their hotels; which lines each sees without a hotel filter is tested in admin-audit-*.test.ts.
 */
export const auditCases: RoleCase[] = [
  hotelListCase('/audit', ['group_admin', 'hotel_manager']),
];
