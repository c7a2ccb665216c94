import { STAFF_PASSWORD_MIN, type StaffRole } from '@hotel/shared/schemas/admin/auth';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHashing } from '../../lib/password.ts';
import type { StaffRepository } from './staff.repository.ts';

export type CreateStaffResult = { created: true } | { created: false; reason: 'email-taken' | 'password-too-short' };

/** Creating staff accounts: today the first group administrator (npm run admin:create). */
export class StaffAccountsService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly clock: Clock,
    private readonly passwords: PasswordHashing,
  ) {}

  /** Asked before the password, so nobody types one for an address that is taken. */
  emailTaken(email: string): Promise<boolean> {
    return this.staff.existsByEmail(email);
  }

  /** `email` lower-cased by the caller's schema; hotels only for the hotel-bound roles. */
  async create(input: { email: string; name: string; password: string; role: StaffRole; hotels?: readonly string[] }): Promise<CreateStaffResult> {
    if (input.password.length < STAFF_PASSWORD_MIN) return { created: false, reason: 'password-too-short' };
    const created = await this.staff.create({
      email: input.email,
      displayName: input.name,
      passwordHash: await this.passwords.hash(input.password),
      role: input.role,
      hotels: input.role === 'group_admin' ? [] : (input.hotels ?? []),
      createdAt: this.clock(),
    });
    return created ? { created: true } : { created: false, reason: 'email-taken' };
  }
}
