import type { RoleCase } from './role-case.ts';

/** /adminapi/v1/dashboard: every role with dashboard.view, for its own hotels. */
export const dashboardCases: RoleCase[] = [
  {
    route: 'GET /adminapi/v1/dashboard',
    allowed: ['group_admin', 'hotel_manager', 'front_desk'],
    perHotel: true,
    request: (hotel) => ({ method: 'GET', path: '/dashboard', query: { hotel } }),
  },
];
