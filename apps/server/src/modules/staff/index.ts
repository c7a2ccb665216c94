/**
 * Staff (staff, staff_hotels, staff_sessions): back-office accounts, their sign-in and sessions,
 * and StaffAccess, which says what each role may do for which hotel (docs/decisions/0019).
 */
export { currentStaff, staffGuard, type RequireStaff } from './require-staff.ts';
export { StaffAccess } from './staff-access.ts';
export { StaffAccountsService } from './staff-accounts.service.ts';
export { StaffAuthService } from './staff-auth.service.ts';
export { staffAuthRoutes } from './staff-auth.routes.ts';
export { StaffSessionRepository } from './staff-session.repository.ts';
export { StaffSessionService } from './staff-session.service.ts';
export { StaffRepository } from './staff.repository.ts';
