import type { FastifyInstance } from 'fastify';
import type { Database } from '@hotel/db/client';
import type { ModuleKit } from '../../lib/module-kit.ts';
import type { RetentionRule } from '../../lib/retention-rule.ts';
import { passwordHashing, type PasswordHashing } from '../../lib/password.ts';
import { transactionRunner } from '../../lib/transaction.ts';
import type { AuditTrail } from '../audit/index.ts';
import { PasswordLinkRepository } from './password-link.repository.ts';
import { PasswordLinkService } from './password-link.service.ts';
import { PendingLoginRepository } from './pending-login.repository.ts';
import { SecondFactorService } from './second-factor.service.ts';
import { staffAccountRoutes } from './staff-account.routes.ts';
import { StaffAccess } from './staff-access.ts';
import { StaffAccountsService } from './staff-accounts.service.ts';
import { StaffAdminRepository } from './staff-admin.repository.ts';
import { staffAdminRoutes } from './staff-admin.routes.ts';
import { StaffAdminService } from './staff-admin.service.ts';
import { staffAuthRoutes } from './staff-auth.routes.ts';
import { StaffAuthService } from './staff-auth.service.ts';
import { staffGuard, type StaffGuard } from './staff-guard.ts';
import { StaffSessionRepository } from './staff-session.repository.ts';
import { StaffSessionService } from './staff-session.service.ts';
import { StaffTotpRepository } from './staff-totp.repository.ts';
import { DEMO_TOTP_KEY, SecretBox } from '../../lib/secret-box.ts';
import { StaffRepository } from './staff.repository.ts';
import { RETENTION_DAYS } from '@hotel/shared/privacy';

/** What every back-office route is declared with (decision 0049): the guard and who may do what. */
export interface StaffRouteKit {
  guard: StaffGuard;
  access: StaffAccess;
}

/** A module's back-office routes: app.ts registers each under /adminapi/v1, in the modules' order. */
export type AdminApi = (admin: FastifyInstance, staff: StaffRouteKit) => PromiseLike<unknown>;

export interface StaffModuleOptions {
  audit: AuditTrail;
  /** Hotel's: which codes name hotels, for a staff member's hotels. */
  hotels: { hotelCodesAmong(codes: readonly string[], tx: Database): Promise<string[]> };
  /** STAFF_TOTP_KEY; unset (demo, development, tests) a fixed public key: production requires one (startup-check.ts). */
  totpKey?: string;
  passwords?: PasswordHashing;
}

/**
 * The back office's accounts and sessions, apart from the guests' (their own table, sessions and
 * cookie). Built alone by `npm run admin:create` too, which needs nothing else.
 */
export function createStaffModule({ db, clock }: Pick<ModuleKit, 'db' | 'clock'>, { audit, hotels, totpKey, passwords = passwordHashing() }: StaffModuleOptions) {
  const inTransaction = transactionRunner(db);
  const staffRepository = new StaffRepository(db);
  const sessionRows = new StaffSessionRepository(db);
  const pendingLogins = new PendingLoginRepository(db);
  const linkRows = new PasswordLinkRepository(db);
  const staffSessions = new StaffSessionService(sessionRows, staffRepository, clock);
  const staffAccess = new StaffAccess();
  const secondFactor = new SecondFactorService(inTransaction, new StaffTotpRepository(db), new SecretBox(totpKey ?? DEMO_TOTP_KEY), audit, staffRepository, clock);
  const passwordLinks = new PasswordLinkService(inTransaction, linkRows, clock, passwords);
  const staffAuth = new StaffAuthService(staffRepository, staffSessions, pendingLogins, secondFactor, inTransaction, clock, passwords);
  const staffAdmin = new StaffAdminService(inTransaction, new StaffAdminRepository(db), passwordLinks, audit, clock, hotels);
  const retention: RetentionRule[] = [
    { name: 'staffSessions', keepDays: RETENTION_DAYS.staffSessions, purge: (before) => sessionRows.purgeEndedBefore(before) },
    { name: 'staffPendingLogins', keepDays: RETENTION_DAYS.staffTokens, purge: (before) => pendingLogins.purgeExpiredBefore(before) },
    { name: 'staffPasswordLinks', keepDays: RETENTION_DAYS.staffTokens, purge: (before) => linkRows.purgeExpiredBefore(before) },
  ];
  return {
    staffSessions,
    staffAccess,
    staffAuth,
    staffAccounts: new StaffAccountsService(staffRepository, clock, passwords),
    staffAdmin,
    passwordLinks,
    secondFactor,
    /** The staff guard: every back-office route declares its access through it. */
    staffGuard: staffGuard(staffSessions, staffAccess),
    /** Staff sessions and sign-in tokens past their retention period (decision 0033). */
    retention,
    adminApi: (async (admin, { guard }) => {
      await admin.register(staffAuthRoutes, { auth: staffAuth, sessions: staffSessions, passwordLinks, guard });
      await admin.register(staffAdminRoutes, { staffAdmin, guard });
      await admin.register(staffAccountRoutes, { secondFactor, guard });
    }) satisfies AdminApi,
  };
}
