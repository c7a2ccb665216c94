import { LOGIN_MODE, SMS_PURPOSE, type LoginMode } from '@hotel/shared/member-contract';
import { PRIVACY_MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Database } from '@hotel/db/client';
import { ApiError, badRequest } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { SmsCodeService } from '../sms/index.ts';
import { PASSWORD_LOCK } from './account.service.ts';
import type { MemberPrivacyRepository } from './member-privacy.repository.ts';
import type { MemberRepository } from './member.repository.ts';
import { MemberGone } from './profile.service.ts';

export interface CloseAccountInput {
  mode: LoginMode;
  code?: string | undefined;
  Pwd?: string | undefined;
}

/**
 * Other modules' parts of closing an account, composed in user's factory from their ports; each runs in the
 * closing transaction.
 */
export interface CloseAccountSteps {
  /** Serialises with the member's hold step (holds' per-member lock), so no hold starts meanwhile. */
  lockBookings(tx: Database, memberId: number): Promise<void>;
  /** Holds still keeping rooms plus orders booked or paid and not completed. */
  countOpenBookings(tx: Database, memberId: number, now: Date): Promise<number>;
  /** Erases the guest fields of the member's orders (orders keeps amounts, dates and states). */
  anonymizeOrders(tx: Database, memberId: number, now: Date): Promise<number>;
  /** Deletes every session of the member. */
  endSessions(tx: Database, memberId: number): Promise<number>;
}

const conflict = (message: string) => new ApiError(409, message);

/**
 * Closing an account (decision 0033): confirmed with the password or an SMS login code; refused
 * while a booking is open or the card holds stored value; then, in one transaction, the personal
 * fields are erased, the points voided, the orders anonymized and every session ended.
 */
export class CloseAccountService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly privacy: MemberPrivacyRepository,
    private readonly members: MemberRepository,
    private readonly smsCodes: SmsCodeService,
    private readonly steps: CloseAccountSteps,
    private readonly clock: Clock,
  ) {}

  async close(memberId: number, input: CloseAccountInput): Promise<void> {
    const member = await this.privacy.secretsOf(memberId);
    if (!member || member.closedAt) throw new MemberGone();
    // The refusals first, so nobody types a secret in vain (checked again under the lock below).
    await this.inTransaction((tx) => this.refuseUnlessClosable(tx, memberId, this.clock()));
    await this.confirm(memberId, member, input);
    await this.inTransaction(async (tx) => {
      const now = this.clock();
      const { points } = await this.refuseUnlessClosable(tx, memberId, now);
      await this.privacy.erase(tx, memberId, points, now);
      await this.steps.anonymizeOrders(tx, memberId, now);
      await this.steps.endSessions(tx, memberId);
    });
  }

  private async refuseUnlessClosable(tx: Database, memberId: number, now: Date): Promise<{ points: number }> {
    await this.steps.lockBookings(tx, memberId);
    const row = await this.privacy.lockForClose(tx, memberId);
    if (!row || row.closedAt) throw new MemberGone();
    if ((await this.steps.countOpenBookings(tx, memberId, now)) > 0) throw conflict(PRIVACY_MESSAGES.closeRefusedOpenBooking);
    if (row.balance > 0) throw conflict(PRIVACY_MESSAGES.closeRefusedBalance);
    return { points: row.points };
  }

  /** The password (counted towards the password-login lock) or a login SMS code. */
  private async confirm(
    memberId: number,
    member: { mobile: string; passwordHash: string; passwordLockedUntil: Date | null },
    input: CloseAccountInput,
  ): Promise<void> {
    if (input.mode === LOGIN_MODE.smsCode) {
      await this.smsCodes.verify(member.mobile, SMS_PURPOSE.login, input.code ?? '');
      return;
    }
    const now = this.clock();
    const lockedUntil = new Date(now.getTime() + PASSWORD_LOCK.minutes * 60_000);
    // Counted before the comparison, as at login (decision 0028): parallel guesses get no more than the limit.
    if (!(await this.members.reservePasswordTry(memberId, PASSWORD_LOCK.maxFailures, now, lockedUntil))) {
      throw new ApiError(429, SERVER_MESSAGES.passwordLocked);
    }
    if (!(await verifyPassword(input.Pwd ?? '', member.passwordHash))) {
      await this.members.settleWrongPassword(memberId, PASSWORD_LOCK.maxFailures, lockedUntil);
      throw badRequest(PRIVACY_MESSAGES.closeWrongSecret);
    }
  }
}
