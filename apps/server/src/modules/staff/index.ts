/**
 * Staff (staff, staff_hotels, staff_sessions): back-office accounts, their sign-in and sessions,
 * and StaffAccess, which says what each role may do for which hotel (docs/decisions/0019).
 */
export { currentStaff, staffGuard, type StaffGuard, type StaffRouteAccess, type StaffRouteOptions } from './staff-guard.ts';
export { PasswordLinkRepository } from './password-link.repository.ts';
export { PasswordLinkService } from './password-link.service.ts';
export { PendingLoginRepository } from './pending-login.repository.ts';
export { SecondFactorService } from './second-factor.service.ts';
export { StaffAdminRepository } from './staff-admin.repository.ts';
export { StaffAdminService } from './staff-admin.service.ts';
export { staffAdminRoutes } from './staff-admin.routes.ts';
export { staffAccountRoutes } from './staff-account.routes.ts';
export { StaffTotpRepository } from './staff-totp.repository.ts';
export { DEMO_TOTP_KEY, TotpSecretBox } from './totp-secret-box.ts';
export { StaffAccess } from './staff-access.ts';
export { StaffAccountsService } from './staff-accounts.service.ts';
export { StaffAuthService } from './staff-auth.service.ts';
export { staffAuthRoutes } from './staff-auth.routes.ts';
export { StaffSessionRepository } from './staff-session.repository.ts';
export { StaffSessionService, type SignedInStaff } from './staff-session.service.ts';
export type { StaffPermission } from './staff-permissions.ts';
export { StaffRepository } from './staff.repository.ts';
