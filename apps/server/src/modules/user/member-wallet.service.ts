import type { Database } from '@hotel/db/client';
import { cardLockedMessage, SERVER_MESSAGES } from '@hotel/shared/messages';
import { ApiError, badRequest } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MemberRepository } from './member.repository.ts';
import { verifyPassword } from '../../lib/password.ts';

/**
 * The member card's stored value (members.balance), the only way another module (pay) reads or
 * spends it. The member's table stays this module's: pay hands in its transaction instead.
 */
/**
 * Consecutive wrong card passwords before card payment pauses, and for how long
 * (docs/decisions/0017). Counted apart from password login: the card guards money.
 */
export const CARD_PASSWORD_LOCK = { maxFailures: 5, minutes: 15 };

export class MemberWalletService {
  constructor(
    private readonly members: MemberRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Before paying: the card password must be given and right, and the balance must cover
   * `amount`. The fifth wrong password in a row locks card payment for 15 minutes, right password
   * or not (429, saying when to retry); a right one starts the count again.
   */
  async checkCard(memberId: number, password: string, amount: number): Promise<void> {
    if (!password) throw badRequest(SERVER_MESSAGES.memberPasswordRequired);
    const now = this.clock();
    const card = await this.members.findCard(memberId);
    if (!card) throw badRequest(SERVER_MESSAGES.memberPasswordWrong);
    if (card.cardLockedUntil && card.cardLockedUntil > now) throw locked(card.cardLockedUntil);
    const lockedUntil = new Date(now.getTime() + CARD_PASSWORD_LOCK.minutes * 60_000);
    // Counted before the comparison: parallel guesses get no more than the limit (decision 0028).
    if (!(await this.members.reserveCardTry(memberId, CARD_PASSWORD_LOCK.maxFailures, now, lockedUntil))) {
      throw locked((await this.members.findCard(memberId))?.cardLockedUntil ?? lockedUntil);
    }
    if (!(await verifyPassword(password, card.passwordHash))) {
      const lock = await this.members.settleWrongCard(memberId, CARD_PASSWORD_LOCK.maxFailures, now, lockedUntil);
      if (lock) throw locked(lock);
      throw badRequest(SERVER_MESSAGES.memberPasswordWrong);
    }
    if (!(await this.members.recordCardSuccess(memberId, now))) {
      // Locked by a concurrent wrong attempt while this one was being checked.
      const again = await this.members.findCard(memberId);
      throw locked(again?.cardLockedUntil ?? new Date(now.getTime() + CARD_PASSWORD_LOCK.minutes * 60_000));
    }
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

  /**
   * A refund to the card's stored balance inside the caller's transaction (decision 0059: a change
   * or a staff cancellation of a booking paid by card gives the money back where it came from).
   * false when the member is gone (an anonymised account keeps no balance).
   */
  credit(tx: Database, memberId: number, amount: number, now: Date): Promise<boolean> {
    return this.members.creditBalance(tx, memberId, amount, now);
  }
}

const locked = (until: Date) => new ApiError(429, cardLockedMessage(until));
