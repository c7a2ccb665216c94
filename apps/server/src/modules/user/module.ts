import type { Database } from '@hotel/db/client';
import type { ModuleKit } from '../../lib/module-kit.ts';
import { bindGuestRoutes } from '../../lib/guest-endpoint.ts';
import type { PasswordHashing } from '../../lib/password.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { SessionService } from '../session/index.ts';
import type { SmsCodeService } from '../sms/index.ts';
import type { AdminApi } from '../staff/index.ts';
import { AccountService } from './account.service.ts';
import { CloseAccountService } from './close-account.service.ts';
import { memberAdminRoutes } from './member-admin.routes.ts';
import { MemberDataExportService, type MemberDataSources } from './member-data-export.service.ts';
import { MemberLookupRepository } from './member-lookup.repository.ts';
import { MemberLookupService, type OrdersOfMember } from './member-lookup.service.ts';
import { MemberPointsRepository } from './member-points.repository.ts';
import { MemberPointsService } from './member-points.service.ts';
import { MemberPrivacyRepository } from './member-privacy.repository.ts';
import { MemberWalletService } from './member-wallet.service.ts';
import { MemberRepository } from './member.repository.ts';
import { privacyRoutes } from './privacy.routes.ts';
import { ProfileService } from './profile.service.ts';
import { userRoutes } from './user.routes.ts';

/** Holds' part of a member's closing: the hold step's per-member lock, and holds still keeping rooms. */
export interface MemberHolds {
  lock(tx: Database, memberId: number): Promise<void>;
  countLive(tx: Database, memberId: number, now: Date): Promise<number>;
}

/** Orders' part: the member's orders listed for staff and in the download, open ones counted, guest fields erased on closing. */
export interface MemberOrderRecords {
  summariesOf: OrdersOfMember;
  exportOf: MemberDataSources['ordersOf'];
  countOpen(tx: Database, memberId: number): Promise<number>;
  anonymize(tx: Database, memberId: number, now: Date): Promise<number>;
}

/** Sessions' part: listed in the download, every one ended on closing. */
export interface MemberSessionRecords {
  listOf: MemberDataSources['sessionsOf'];
  endAllOf(tx: Database, memberId: number): Promise<number>;
}

export interface UserModuleDeps {
  sessions: SessionService;
  memberSessions: MemberSessionRecords;
  smsCodes: SmsCodeService;
  passwords: PasswordHashing;
  audit: AuditTrail;
  /** Discounts' welcome coupon, issued in the registration's transaction (decision 0042). */
  welcome: (tx: Database, memberId: number, now: Date) => Promise<void>;
  holds: MemberHolds;
  orders: MemberOrderRecords;
  /** Pay's summaries of the member's payments, for the download. */
  payments: { summariesOf: MemberDataSources['paymentsOf'] };
  /** Discounts' coupons of the member, for the download. */
  coupons: { exportOf: MemberDataSources['couponsOf'] };
  /** Fapiao's requests of the member: in the download, their buyer's details erased on closing (decision 0071). */
  fapiao: { exportOf: MemberDataSources['fapiaoOf']; anonymize(tx: Database, memberId: number, now: Date): Promise<number> };
}

/**
 * Members: registration and login, profile, points and the card's wallet, the back office's lookup,
 * and personal data (decision 0033): the download and closing an account.
 */
export function createUserModule({ db, clock, inTransaction }: Pick<ModuleKit, 'db' | 'clock' | 'inTransaction'>, deps: UserModuleDeps) {
  const { sessions, memberSessions, smsCodes, holds, orders } = deps;
  const members = new MemberRepository(db);
  const privacy = new MemberPrivacyRepository(db);
  const accounts = new AccountService(members, smsCodes, sessions, clock, deps.passwords, (tx, memberId, now) => deps.welcome(tx, memberId, now));
  const profiles = new ProfileService(members, clock);
  const points = new MemberPointsService(new MemberPointsRepository(db));
  const memberLookup = new MemberLookupService(inTransaction, new MemberLookupRepository(db), points, (memberId, limit) => orders.summariesOf(memberId, limit), deps.audit, clock);
  // Ports of modules built after this one: each is asked at call time.
  const sources: MemberDataSources = {
    ordersOf: (memberId) => orders.exportOf(memberId),
    paymentsOf: (orderIds) => deps.payments.summariesOf(orderIds),
    sessionsOf: (memberId) => memberSessions.listOf(memberId),
    couponsOf: (memberId) => deps.coupons.exportOf(memberId),
    fapiaoOf: (memberId) => deps.fapiao.exportOf(memberId),
  };
  const dataExport = new MemberDataExportService(privacy, sources, clock);
  const closeAccount = new CloseAccountService(
    inTransaction,
    privacy,
    members,
    smsCodes,
    {
      lockBookings: (tx, memberId) => holds.lock(tx, memberId),
      countOpenBookings: async (tx, memberId, now) => (await holds.countLive(tx, memberId, now)) + (await orders.countOpen(tx, memberId)),
      anonymizeOrders: async (tx, memberId, now) => (await orders.anonymize(tx, memberId, now)) + (await deps.fapiao.anonymize(tx, memberId, now)),
      endSessions: (tx, memberId) => memberSessions.endAllOf(tx, memberId),
    },
    clock,
  );
  return {
    accounts,
    profiles,
    /** Members' points: the front desk credits completed stays, the back office adjusts. */
    points,
    wallet: new MemberWalletService(members, clock),
    /** A member's level, which promotions and coupons are offered by (discounts' MemberLevelOf). */
    memberLevelOf: async (memberId: number) => (await members.findProfile(memberId))?.level ?? null,
    /** The back office's member lookup and points adjustment (group administrator). */
    memberLookup,
    /** The member's data download and closing the account (decision 0033). */
    dataExport,
    closeAccount,
    guestApi: [...bindGuestRoutes(userRoutes, { accounts, profiles, sessions }), ...bindGuestRoutes(privacyRoutes, { dataExport, closeAccount, clock })],
    adminApi: ((admin, { guard }) => admin.register(memberAdminRoutes, { members: memberLookup, guard })) satisfies AdminApi,
  };
}
