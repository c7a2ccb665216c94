import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@hotel/db/client';
import { SET_PASSWORD_PAGE, STAFF_MESSAGES, STAFF_PASSWORD_LINK_HOURS, type PasswordLink } from '@hotel/shared/schemas/admin/staff';
import { ApiError } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHashing } from '../../lib/password.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { PasswordLinkRepository } from './password-link.repository.ts';

/** Refused tries (a password too short) one link survives; then it is dead like a used one. */
export const PASSWORD_LINK_MAX_ATTEMPTS = 5;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
/** One answer for a used, expired, capped, voided, unknown or malformed link, or a disabled person's. */
const linkInvalid = () => new ApiError(400, STAFF_MESSAGES.linkInvalid);

/**
 * One-time set-password links (docs/decisions/0023): 256 random bits shown once to the
 * administrator, only their SHA-256 stored, good for 72 hours and one password.
 */
export class PasswordLinkService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly links: PasswordLinkRepository,
    private readonly clock: Clock,
    private readonly passwords: PasswordHashing,
  ) {}

  /** A new link for a person, in the caller's transaction; earlier links of theirs stop working. */
  async issue(tx: Database, staffId: number): Promise<PasswordLink> {
    const now = this.clock();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + STAFF_PASSWORD_LINK_HOURS * 3600_000);
    await this.links.replace(tx, { staffId, tokenHash: sha256(token), createdAt: now, expiresAt });
    return { path: `${SET_PASSWORD_PAGE}?token=${token}`, expiresAt: expiresAt.toISOString() };
  }

  /** Whose link it is, for the page to greet them; 400 linkInvalid otherwise. */
  async check(token: string): Promise<{ email: string; name: string; expiresAt: string }> {
    const link = await this.links.findLive(sha256(token), this.clock(), PASSWORD_LINK_MAX_ATTEMPTS);
    if (!link) throw linkInvalid();
    return { email: link.email, name: link.name, expiresAt: link.expiresAt.toISOString() };
  }

  /** Sets the password and uses the link up, both or neither. */
  async setPassword(token: string, password: string): Promise<void> {
    const link = await this.links.findLive(sha256(token), this.clock(), PASSWORD_LINK_MAX_ATTEMPTS);
    if (!link) throw linkInvalid();
    const passwordHash = await this.passwords.hash(password);
    await this.inTransaction(async (tx) => {
      if (!(await this.links.use(tx, link.id, this.clock()))) throw linkInvalid();
      await this.links.setPassword(tx, link.staffId, passwordHash, this.clock());
    });
  }

  /** A refused try with a link (the schema refused the password): counted toward its cap. */
  async countFailure(token: string): Promise<void> {
    if (/^[A-Za-z0-9_-]{43}$/.test(token)) await this.links.countFailure(sha256(token));
  }
}
