import type { Database } from '@hotel/db/client';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { ApiError, badRequest } from '../../lib/api-error.ts';
import type { MemberRepository } from './member.repository.ts';
import { verifyPassword } from './password.ts';

/**
 * The member card's stored value (members.balance), the only way another module (pay) reads or
 * spends it. The member's table stays this module's: pay hands in its transaction instead.
 */
export class MemberWalletService {
  constructor(private readonly members: MemberRepository) {}

  /** Before paying: the card password must be given and right, and the balance must cover `amount`. */
  async checkCard(memberId: number, password: string, amount: number): Promise<void> {
    if (!password) throw badRequest(SERVER_MESSAGES.memberPasswordRequired);
    const card = await this.members.findCard(memberId);
    if (!card || !(await verifyPassword(password, card.passwordHash))) throw badRequest(SERVER_MESSAGES.memberPasswordWrong);
    if (card.balance < amount) throw new ApiError(409, SERVER_MESSAGES.balanceInsufficient);
  }

  /**
   * Takes `amount` off the balance inside the caller's transaction `tx`, so the money moves
   * together with the caller's own change (the order marked paid) or not at all. A balance spent
   * meanwhile is a 409; throwing rolls the caller's change back too.
   */
  async debit(tx: Database, memberId: number, amount: number, now: Date): Promise<void> {
    if (!(await this.members.debitBalance(tx, memberId, amount, now))) throw new ApiError(409, SERVER_MESSAGES.balanceInsufficient);
  }
}
