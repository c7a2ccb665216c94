import { and, asc, eq, like, or, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { members } from '@hotel/db/schema/user';

/**
 * What the back office may read of a member: never the password hash, the lock counters or
 * anything of SMS codes and sessions. Columns are named one by one so a new secret column
 * cannot slip out.
 */
const STAFF_VIEW = {
  id: members.id,
  name: members.name,
  mobile: members.mobile,
  dialCode: members.dialCode,
  cardNo: members.cardNo,
  level: members.level,
  points: members.points,
  createdAt: members.createdAt,
};

export type MemberStaffView = { [K in keyof typeof STAFF_VIEW]: (typeof STAFF_VIEW)[K]['_']['data'] };

export class MemberLookupRepository {
  constructor(private readonly db: Database) {}

  /**
   * Members whose mobile or card number is `q`, or (plain digits) ends with it; exact matches
   * first. `q` is upper-case letters and digits only (the schema), so it is no LIKE pattern.
   */
  search(q: string, limit: number): Promise<MemberStaffView[]> {
    const exact = or(eq(members.mobile, q), sql`upper(${members.cardNo}) = ${q}`);
    const match = /^\d+$/.test(q) ? or(exact, like(members.mobile, `%${q}`), like(members.cardNo, `%${q}`)) : exact;
    return this.db
      .select(STAFF_VIEW)
      .from(members)
      .where(and(match))
      .orderBy(sql`case when ${exact} then 0 else 1 end`, asc(members.id))
      .limit(limit);
  }

  async findById(id: number): Promise<MemberStaffView | undefined> {
    const [row] = await this.db.select(STAFF_VIEW).from(members).where(eq(members.id, id)).limit(1);
    return row;
  }
}
