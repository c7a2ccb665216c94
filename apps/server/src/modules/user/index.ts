/**
 * Members (members): accounts (register, login), the member centre's profile, and the member
 * card's wallet, which pay uses to check and debit the balance inside its own transaction.
 */
export { AccountService } from './account.service.ts';
export { MemberRepository } from './member.repository.ts';
export { MemberWalletService } from './member-wallet.service.ts';
export { ProfileService } from './profile.service.ts';
export { userRoutes } from './user.routes.ts';
