import { createHash, randomBytes } from 'node:crypto';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { STAFF_MESSAGES } from '@hotel/shared/schemas/admin/staff';
import { ApiError } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHashing } from '../../lib/password.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { PendingLoginRepository } from './pending-login.repository.ts';
import type { SecondFactorService } from './second-factor.service.ts';
import { PASSWORD_NOT_SET } from './staff-admin.repository.ts';
import type { StaffSessionService } from './staff-session.service.ts';
import type { StaffRepository } from './staff.repository.ts';

/** Consecutive failed logins (wrong passwords and wrong codes) before an account pauses, and for how long. */
export const STAFF_LOGIN_LOCK = { maxFailures: 5, minutes: 15 };
/** The code step must follow the password within this time. */
export const PENDING_LOGIN_MINUTES = 5;

export const lockEnd = (now: Date) => new Date(now.getTime() + STAFF_LOGIN_LOCK.minutes * 60_000);

export type LoginOutcome = { kind: 'session'; token: string; maxAgeSeconds: number } | { kind: 'totp'; pendingToken: string };

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Signing staff in: e-mail and password, then a TOTP code for those who turned it on. */
export class StaffAuthService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly sessions: StaffSessionService,
    private readonly pending: PendingLoginRepository,
    private readonly secondFactor: SecondFactorService,
    private readonly inTransaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly passwords: PasswordHashing,
  ) {}

  /**
   * One answer (401, staffLoginFailed) for an unknown address, a wrong password, a locked and a
   * disabled account, and an account whose password was never set, each after one scrypt's work,
   * so neither the answer nor its time tells which addresses are staff. `email` is lower-cased by
   * the schema. A person with TOTP gets a pending sign-in for the code step, not a session.
   */
  async login(email: string, password: string): Promise<LoginOutcome> {
    const now = this.clock();
    const person = await this.staff.findForLogin(email);
    // The try is counted before the comparison, so parallel guesses get no more than the limit
    // (decision 0028). A guess during the lock neither counts nor extends it.
    const mayTry = Boolean(person && !person.disabled && (await this.staff.reserveLoginTry(person.id, STAFF_LOGIN_LOCK.maxFailures, now, lockEnd(now))));
    const matches = person && mayTry && person.passwordHash !== PASSWORD_NOT_SET ? await this.passwords.verify(password, person.passwordHash) : await this.passwords.verifyNothing(password);
    if (!person || !mayTry || !matches || person.disabled) {
      if (person && mayTry && !matches) await this.staff.settleWrongLogin(person.id, STAFF_LOGIN_LOCK.maxFailures, lockEnd(now));
      throw new ApiError(401, SERVER_MESSAGES.staffLoginFailed);
    }
    const rehashed = this.passwords.needsRehash(person.passwordHash) ? await this.passwords.hash(password) : undefined;
    if (person.totpSecret) {
      await this.staff.releaseLoginTry(person.id);
      if (rehashed) await this.staff.recordLoginSuccess(person.id, now, rehashed, { countAsSignIn: false });
      const pendingToken = randomBytes(32).toString('base64url');
      await this.pending.insert({ staffId: person.id, tokenHash: sha256(pendingToken), expiresAt: new Date(now.getTime() + PENDING_LOGIN_MINUTES * 60_000) }, now);
      return { kind: 'totp', pendingToken };
    }
    await this.staff.recordLoginSuccess(person.id, now, rehashed);
    return { kind: 'session', ...(await this.sessions.start(person.id)) };
  }

  /**
   * The code step. An unknown or lapsed pending sign-in: 401 totpLoginExpired. A wrong or reused
   * code: 401 codeInvalid, counted toward the lock like a wrong password; a locked or disabled
   * account: 401 staffLoginFailed and the pending sign-in is gone.
   */
  async loginWithCode(pendingToken: string, code: string): Promise<{ token: string; maxAgeSeconds: number }> {
    const now = this.clock();
    const row = await this.pending.findLive(sha256(pendingToken), now);
    if (!row || !row.totpSecret) throw new ApiError(401, STAFF_MESSAGES.totpLoginExpired);
    const locked = Boolean(row.lockedUntil && row.lockedUntil.getTime() > now.getTime());
    if (locked || row.disabled) {
      await this.pending.dropAllOf(row.staffId);
      throw new ApiError(401, SERVER_MESSAGES.staffLoginFailed);
    }
    const good = await this.inTransaction((tx) => this.secondFactor.checkCode(tx, row.staffId, row.totpSecret!, code));
    if (!good) {
      await this.staff.recordLoginFailure(row.staffId, STAFF_LOGIN_LOCK.maxFailures, lockEnd(now));
      throw new ApiError(401, STAFF_MESSAGES.codeInvalid);
    }
    if (!(await this.pending.consume(row.id))) throw new ApiError(401, STAFF_MESSAGES.totpLoginExpired);
    await this.staff.recordLoginSuccess(row.staffId, now);
    return this.sessions.start(row.staffId);
  }
}
