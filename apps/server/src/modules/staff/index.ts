/**
 * Staff (staff, staff_hotels, staff_sessions): back-office accounts, their sign-in and sessions,
 * and StaffAccess, which says what each role may do for which hotel (docs/decisions/0019).
 */
export { currentStaff, type StaffGuard, type StaffRouteAccess, type StaffRouteOptions } from './staff-guard.ts';
export { StaffAccess } from './staff-access.ts';
export { StaffAccountsService } from './staff-accounts.service.ts';
export { type SignedInStaff } from './staff-session.service.ts';
export type { StaffPermission } from './staff-permissions.ts';
export { createStaffModule, type AdminApi } from './module.ts';
