import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@hotel/shared/schemas/admin/auth';
import type { Clock } from '../../lib/clock.ts';
import type { StaffSessionRepository } from './staff-session.repository.ts';
import type { StaffRepository } from './staff.repository.ts';

const MINUTE_MS = 60_000;
/** A back-office session ends after 30 minutes without a request, and 12 hours after sign-in whatever happens. */
export const STAFF_SESSION_LIMITS = { idleMinutes: 30, absoluteHours: 12 };
/** last_seen_at moves at most this often: one write a minute per session, not one per request. */
const TOUCH_EVERY_MS = MINUTE_MS;
const TOKEN_BYTES = 32;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The person behind a live staff session. */
export interface SignedInStaff {
  sessionId: number;
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  hotels: string[];
}

/**
 * Staff sessions, built like members' (modules/session): 256 random bits to the browser once,
 * only their SHA-256 in staff_sessions. A guest's token is in another table, so it is unknown here.
 */
export class StaffSessionService {
  constructor(
    private readonly sessions: StaffSessionRepository,
    private readonly staff: StaffRepository,
    private readonly clock: Clock,
  ) {}

  async start(staffId: number): Promise<{ token: string; maxAgeSeconds: number }> {
    const now = this.clock();
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const maxAgeSeconds = STAFF_SESSION_LIMITS.absoluteHours * 60 * 60;
    await this.sessions.deleteDeadOf(staffId, now, this.idleSince(now));
    await this.sessions.insert({ staffId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000) });
    return { token, maxAgeSeconds };
  }

  /** The person behind a token, or null for a missing, malformed, forged, idle, expired or revoked one, or a disabled person's. */
  async resolve(token: string | undefined): Promise<SignedInStaff | null> {
    if (!token || !TOKEN_FORMAT.test(token)) return null;
    const now = this.clock();
    const session = await this.sessions.findLive(hashToken(token), now, this.idleSince(now));
    if (!session) return null;
    const profile = await this.staff.findProfile(session.staffId);
    if (!profile || profile.disabled) return null;
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await this.sessions.touch(session.id, now);
    return { sessionId: session.id, staffId: profile.id, email: profile.email, name: profile.name, role: profile.role, hotels: profile.hotels };
  }

  async revoke(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_FORMAT.test(token)) return;
    await this.sessions.revoke(hashToken(token), this.clock());
  }

  /** "Sign out everywhere": every session of this person, this one included. */
  async revokeAllOf(staffId: number): Promise<void> {
    await this.sessions.revokeAllOf(staffId, this.clock());
  }

  private idleSince(now: Date): Date {
    return new Date(now.getTime() - STAFF_SESSION_LIMITS.idleMinutes * MINUTE_MS);
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
