/**
 * Members (members, member_points): accounts (register, login), the member centre's profile, the
 * member card's wallet, which pay uses to check and debit the balance inside its own transaction,
 * and points, which orders credits for a completed stay and staff adjust; the back office's member
 * lookup (group administrator); the member's personal-data rights (download, closing) and the
 * retention purge (decision 0033).
 */
export { AccountService } from './account.service.ts';
export { memberAdminRoutes } from './member-admin.routes.ts';
export { MemberLookupRepository } from './member-lookup.repository.ts';
export { MemberLookupService } from './member-lookup.service.ts';
export { MemberPointsRepository } from './member-points.repository.ts';
export { MemberPointsService } from './member-points.service.ts';
export { MemberRepository } from './member.repository.ts';
export { MemberWalletService } from './member-wallet.service.ts';
export { ProfileService } from './profile.service.ts';
export { userRoutes } from './user.routes.ts';
export { CloseAccountService } from './close-account.service.ts';
export { MemberDataExportService } from './member-data-export.service.ts';
export { MemberPrivacyRepository } from './member-privacy.repository.ts';
export { PersonalDataRetentionService, type PurgeResult } from './personal-data-retention.service.ts';
export { privacyRoutes } from './privacy.routes.ts';
