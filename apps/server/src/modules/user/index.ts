/**
 * Members (members, member_points): accounts (register, login), the member centre's profile, the
 * member card's wallet, which pay uses to check and debit the balance inside its own transaction,
 * and points, which orders credits for a completed stay and staff adjust; the back office's member
 * lookup (group administrator); the member's personal-data rights (download, closing) and the
 * retention purge (decision 0033).
 */
export { MemberPointsService } from './member-points.service.ts';
export { MemberWalletService } from './member-wallet.service.ts';
export { userRoutes } from './user.routes.ts';
export { PersonalDataRetentionService, type PurgeResult } from './personal-data-retention.service.ts';
export { privacyRoutes } from './privacy.routes.ts';
export { type PaymentExport } from './member-data-export.service.ts';
export { createUserModule } from './module.ts';
