import type { StaffRole } from '@hotel/shared/schemas/admin/auth';
import type { Database } from '../client.ts';
import { staff, staffHotels } from '../schema/staff.ts';

/** The one password of every demo staff account (README "Demo staff"). */
export const DEMO_STAFF_PASSWORD = 'FeltonStaff2026';

/**
 * scrypt hash of DEMO_STAFF_PASSWORD in the server's format (apps/server/src/lib/password.ts),
 * a constant for the same reasons as DEMO_MEMBER_PASSWORD_HASH; the staff sign-in test logs in
 * with it, so a change of format shows there.
 */
const DEMO_STAFF_PASSWORD_HASH =
  '$scrypt$ln=17,r=8,p=1$TP0catgcYZhh079u3Stfl09gjRobpClygJA02opWw1k=$6mGeYdlaK541KM6yhr0YVi75nG4brsx+Pfn+oSGBA2E=';

/**
 * One account per role; the hotel-bound ones act for pro001. The content editor also acts for the
 * group (pro018, a row of hotels): group content is that hotel's (docs/decisions/0022).
 */
export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole; hotels: readonly string[] }[] = [
  { email: 'admin@demo.felton', name: 'グループ管理者 デモ', role: 'group_admin', hotels: [] },
  { email: 'manager@demo.felton', name: '支配人 デモ', role: 'hotel_manager', hotels: ['pro001'] },
  { email: 'front@demo.felton', name: 'フロント デモ', role: 'front_desk', hotels: ['pro001'] },
  { email: 'editor@demo.felton', name: '編集者 デモ', role: 'content_editor', hotels: ['pro018', 'pro001'] },
  { email: 'finance@demo.felton', name: '経理 デモ', role: 'finance', hotels: ['pro001'] },
];

/** Demo mode only, with the demo member (seed-demo.ts): accounts with a published password. Answers them with their ids, by e-mail. */
export async function seedDemoStaff(db: Database, createdAt: Date): Promise<Map<string, { id: number; email: string; name: string }>> {
  const ids = new Map<string, { id: number; email: string; name: string }>();
  for (const person of DEMO_STAFF) {
    const [row] = await db
      .insert(staff)
      .values({ email: person.email, displayName: person.name, passwordHash: DEMO_STAFF_PASSWORD_HASH, role: person.role, createdAt })
      .returning({ id: staff.id });
    ids.set(person.email, { id: row!.id, email: person.email, name: person.name });
    if (person.hotels.length > 0) await db.insert(staffHotels).values(person.hotels.map((hotelCode) => ({ staffId: row!.id, hotelCode })));
  }
  return ids;
}
