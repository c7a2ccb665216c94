import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { ApiError } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, needsRehash, verifyNothing, verifyPassword } from '../../lib/password.ts';
import type { StaffSessionService } from './staff-session.service.ts';
import type { StaffRepository } from './staff.repository.ts';

/** Consecutive failed logins before an account pauses, and for how long. */
export const STAFF_LOGIN_LOCK = { maxFailures: 5, minutes: 15 };

/** Signing staff in with e-mail and password. */
export class StaffAuthService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly sessions: StaffSessionService,
    private readonly clock: Clock,
  ) {}

  /**
   * One answer (401, staffLoginFailed) for an unknown address, a wrong password, a locked and a
   * disabled account, each after one scrypt's work, so neither the answer nor its time tells
   * which addresses are staff. `email` is lower-cased by the schema.
   */
  async login(email: string, password: string): Promise<{ token: string; maxAgeSeconds: number }> {
    const now = this.clock();
    const person = await this.staff.findForLogin(email);
    const matches = person ? await verifyPassword(password, person.passwordHash) : await verifyNothing(password);
    const locked = Boolean(person?.lockedUntil && person.lockedUntil.getTime() > now.getTime());
    if (!person || locked || !matches || person.disabled) {
      // A guess during the lock neither counts nor extends it: the lock ends when it said it would.
      if (person && !locked && !matches) {
        const lockedUntil = new Date(now.getTime() + STAFF_LOGIN_LOCK.minutes * 60_000);
        await this.staff.recordLoginFailure(person.id, STAFF_LOGIN_LOCK.maxFailures, lockedUntil);
      }
      throw new ApiError(401, SERVER_MESSAGES.staffLoginFailed);
    }
    const rehashed = needsRehash(person.passwordHash) ? await hashPassword(password) : undefined;
    await this.staff.recordLoginSuccess(person.id, rehashed);
    return this.sessions.start(person.id);
  }
}
