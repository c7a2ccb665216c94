import type { Database } from '@hotel/db/client';
import { STAFF_MESSAGES, type TotpEnrolment } from '@hotel/shared/schemas/admin/staff';
import { badRequest } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditTrail } from '../audit/index.ts';
import { lockEnd, STAFF_LOGIN_LOCK } from './staff-auth.service.ts';
import type { SignedInStaff } from './staff-session.service.ts';
import type { StaffTotpRepository } from './staff-totp.repository.ts';
import type { StaffRepository } from './staff.repository.ts';
import { newTotpSecret, totpEnrolment, totpStepOf } from './staff-totp.ts';
import type { SecretBox } from '../../lib/secret-box.ts';

/**
 * A person's own TOTP second factor (docs/decisions/0023): enrol (a secret shown once, confirmed
 * by one code), check a code (each 30-second step at most once), turn it off with a current code.
 */
export class SecondFactorService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly totp: StaffTotpRepository,
    private readonly box: SecretBox,
    private readonly audit: AuditTrail,
    private readonly staff: StaffRepository,
    private readonly clock: Clock,
  ) {}

  async isOn(staffId: number): Promise<boolean> {
    return Boolean((await this.totp.find(staffId))?.secret);
  }

  /** A fresh secret, kept as pending until a code confirms it; starting again replaces it. */
  async start(person: SignedInStaff): Promise<TotpEnrolment> {
    if (await this.isOn(person.staffId)) throw badRequest(STAFF_MESSAGES.totpAlreadyOn);
    const secret = newTotpSecret();
    await this.totp.setPending(person.staffId, this.box.seal(secret));
    return { secret, ...(await totpEnrolment(secret, person.email)) };
  }

  async confirm(person: SignedInStaff, code: string): Promise<void> {
    const row = await this.totp.find(person.staffId);
    if (row?.secret) throw badRequest(STAFF_MESSAGES.totpAlreadyOn);
    const pending = row?.pending ? this.box.open(row.pending) : null;
    if (!row?.pending || !pending) throw badRequest(STAFF_MESSAGES.totpNotStarted);
    const step = totpStepOf(pending, code, this.clock());
    if (step === null) throw badRequest(STAFF_MESSAGES.codeInvalid);
    await this.inTransaction(async (tx) => {
      if (!(await this.totp.acceptStep(tx, person.staffId, step))) throw badRequest(STAFF_MESSAGES.codeInvalid);
      await this.totp.activate(tx, person.staffId, row.pending!);
      await this.audit.record(tx, person, { hotelCode: null, entity: 'staff', entityId: person.staffId, action: 'totp_enable', before: { totp: false }, after: { totp: true } });
    });
  }

  /** Off again, with a code of now: a borrowed session alone cannot remove the second factor. */
  async disable(person: SignedInStaff, code: string): Promise<void> {
    const row = await this.totp.find(person.staffId);
    if (!row?.secret) throw badRequest(STAFF_MESSAGES.totpNotOn);
    const done = await this.inTransaction(async (tx) => {
      if (!(await this.checkCode(tx, person.staffId, row.secret!, code))) return false;
      await this.totp.clear(tx, person.staffId);
      await this.audit.record(tx, person, { hotelCode: null, entity: 'staff', entityId: person.staffId, action: 'totp_disable', before: { totp: true }, after: { totp: false } });
      return true;
    });
    if (!done) {
      // Counted like a failed sign-in: guessing codes from a borrowed session locks the account.
      await this.staff.recordLoginFailure(person.staffId, STAFF_LOGIN_LOCK.maxFailures, lockEnd(this.clock()));
      throw badRequest(STAFF_MESSAGES.codeInvalid);
    }
  }

  /** True for a right code of a step not used before (the step is then used up, in `tx`). */
  async checkCode(tx: Database, staffId: number, sealed: string, code: string): Promise<boolean> {
    const secret = this.box.open(sealed);
    if (!secret) return false;
    const step = totpStepOf(secret, code, this.clock());
    return step !== null && (await this.totp.acceptStep(tx, staffId, step));
  }
}
