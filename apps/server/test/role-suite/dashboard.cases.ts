import { hotelListCase, type RoleCase } from './role-case.ts';

/** /adminapi/v1/dashboard: every role with dashboard.view, for its own hotels. */
export const dashboardCases: RoleCase[] = [
  hotelListCase('/dashboard', ['group_admin', 'hotel_manager', 'front_desk']),
];
