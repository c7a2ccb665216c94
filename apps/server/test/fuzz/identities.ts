import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { sessions } from '@hotel/db/schema/session';
import { members } from '@hotel/db/schema/user';
import { staff, staffSessions } from '@hotel/db/schema/staff';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { STAFF_SESSION_COOKIE } from '@hotel/shared/schemas/admin/auth';
import { SESSION_COOKIE } from '@hotel/shared/member-contract';
import { SITE_HEADERS } from '../helpers/member-app.ts';

export const IDENTITIES = ['anonymous', 'member', 'member-cookie', 'member-cookie-no-csrf', 'staff', 'staff-cross-site', 'forged'] as const;
export type Identity = (typeof IDENTITIES)[number];

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const HOUR = 3_600_000;

/**
 * Live sessions for the demo member and the demo group administrator, written straight into the
 * database (a login costs a scrypt hash; a fuzzed logout may end them, so they are renewed).
 */
export async function startSessions(db: Database): Promise<{ member: string; staff: string }> {
  const now = new Date();
  const member = randomBytes(32).toString('base64url');
  const admin = randomBytes(32).toString('base64url');
  const [m] = await db.select({ id: members.id }).from(members).where(eq(members.mobile, DEMO_MEMBER.mobile));
  const [s] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'admin@demo.felton'));
  await db.insert(sessions).values({ memberId: m!.id, tokenHash: sha256(member), userAgent: 'fuzz', createdAt: now, expiresAt: new Date(now.getTime() + 24 * HOUR) });
  await db.insert(staffSessions).values({ staffId: s!.id, tokenHash: sha256(admin), createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 12 * HOUR) });
  return { member, staff: admin };
}

/** The headers a request of this identity carries. */
export function identityHeaders(identity: Identity, tokens: { member: string; staff: string }): Record<string, string> {
  switch (identity) {
    case 'anonymous':
      return {};
    case 'member':
      return { ...SITE_HEADERS, usertoken: tokens.member };
    case 'member-cookie':
      return { ...SITE_HEADERS, cookie: `${SESSION_COOKIE}=${tokens.member}` };
    case 'member-cookie-no-csrf':
      return { cookie: `${SESSION_COOKIE}=${tokens.member}` };
    case 'staff':
      return { cookie: `${STAFF_SESSION_COOKIE}=${tokens.staff}` };
    case 'staff-cross-site':
      return { cookie: `${STAFF_SESSION_COOKIE}=${tokens.staff}`, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    case 'forged':
      return { ...SITE_HEADERS, usertoken: randomBytes(32).toString('base64url'), cookie: `${STAFF_SESSION_COOKIE}=${randomBytes(32).toString('base64url')}; ${SESSION_COOKIE}=${tokens.member.slice(1)}x` };
  }
}
