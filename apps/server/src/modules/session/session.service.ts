import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_LIFETIME_DAYS } from '@hotel/shared/constants';
import type { Clock } from '../../lib/clock.ts';
import type { SessionRepository } from './session.repository.ts';

const TOKEN_BYTES = 32;
/** 32 bytes in base64url: 43 characters, no padding. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
export const SESSION_LIFETIME_SECONDS = TOKEN_LIFETIME_DAYS * 24 * 60 * 60;

export interface MemberSession {
  sessionId: number;
  memberId: number;
}

/**
 * Login sessions. The token (256 random bits) goes to the client once; the database keeps only
 * its SHA-256, so a copy of the table cannot be replayed. A token this random needs no salt or
 * slow hash: nobody can guess it, and the hash only has to be one-way.
 */
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async start(memberId: number, userAgent: string | undefined): Promise<{ token: string; expiresAt: Date }> {
    const now = this.clock();
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000);
    await this.sessions.deleteDeadOf(memberId, now);
    await this.sessions.insert({
      memberId,
      tokenHash: hashToken(token),
      userAgent: userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      expiresAt,
    });
    return { token, expiresAt };
  }

  /** The member behind a token, or null for a missing, malformed, forged, expired or revoked one. */
  async resolve(token: string | undefined): Promise<MemberSession | null> {
    if (!token || !TOKEN_FORMAT.test(token)) return null;
    const row = await this.sessions.findLive(hashToken(token), this.clock());
    return row ? { sessionId: row.id, memberId: row.memberId } : null;
  }

  async revoke(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_FORMAT.test(token)) return;
    await this.sessions.revoke(hashToken(token), this.clock());
  }
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN_FORMAT.test(token);
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
