import { and, count, desc, eq, lt, ne } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { meetingRequests } from '@hotel/db/schema/meetings';
import type { MeetingStatus } from '@hotel/shared/schemas/admin/meetings';

/** What retention leaves in an old request's applicant name. */
const ERASED_APPLICANT = '（保存期間経過のため削除）';

export type NewMeetingRequest = Omit<typeof meetingRequests.$inferInsert, 'id'>;
export type MeetingRow = typeof meetingRequests.$inferSelect;

export interface MeetingInboxFilter {
  hotelCode: string;
  /** undefined: every status. */
  status?: MeetingStatus;
}

const inbox = (f: MeetingInboxFilter) => and(eq(meetingRequests.hotelCode, f.hotelCode), f.status ? eq(meetingRequests.status, f.status) : undefined);

export class MeetingRepository {
  constructor(private readonly db: Database) {}

  /**
   * Retention: the applicant's name, phone and note of requests whose meeting ended before
   * `before` are erased; the request (hotel, type, dates, status) stays for the hotel's records.
   */
  async eraseContactsEndedBefore(before: Date): Promise<number> {
    const rows = await this.db
      .update(meetingRequests)
      .set({ applyName: ERASED_APPLICANT, contactPhone: '', note: '' })
      .where(and(lt(meetingRequests.endTime, before), ne(meetingRequests.contactPhone, '')))
      .returning({ id: meetingRequests.id });
    return rows.length;
  }

  async insert(request: NewMeetingRequest, tx: Database = this.db): Promise<{ id: number }> {
    const [row] = await tx.insert(meetingRequests).values(request).returning({ id: meetingRequests.id });
    return row!;
  }

  /** A hotel's requests, newest first. */
  list(f: MeetingInboxFilter, limit: number, offset: number): Promise<MeetingRow[]> {
    return this.db.select().from(meetingRequests).where(inbox(f)).orderBy(desc(meetingRequests.createdAt), desc(meetingRequests.id)).limit(limit).offset(offset);
  }

  async count(f: MeetingInboxFilter): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(meetingRequests).where(inbox(f));
    return row?.n ?? 0;
  }

  async findById(id: number): Promise<MeetingRow | undefined> {
    const [row] = await this.db.select().from(meetingRequests).where(eq(meetingRequests.id, id)).limit(1);
    return row;
  }

  /** The request, row locked for the rest of the caller's transaction (two staff answering at once). */
  async lock(tx: Database, id: number): Promise<MeetingRow | undefined> {
    const [row] = await tx.select().from(meetingRequests).where(eq(meetingRequests.id, id)).for('update');
    return row;
  }

  async answer(tx: Database, id: number, change: { status: MeetingStatus; staffNote: string; handledAt: Date; handledBy: number }): Promise<MeetingRow> {
    const [row] = await tx.update(meetingRequests).set(change).where(eq(meetingRequests.id, id)).returning();
    return row!;
  }
  /** Requests of a hotel nobody has answered yet (status new): the dashboard's tile. */
  async countUnanswered(hotelCode: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(meetingRequests)
      .where(and(eq(meetingRequests.hotelCode, hotelCode), eq(meetingRequests.status, 'new')));
    return row?.n ?? 0;
  }
}
