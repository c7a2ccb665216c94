import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { meetingRequests } from '@hotel/db/schema/booking';

export type NewMeetingRequest = Omit<typeof meetingRequests.$inferInsert, 'id'>;

export class MeetingRepository {
  constructor(private readonly db: Database) {}

  async insert(request: NewMeetingRequest): Promise<{ id: number }> {
    const [row] = await this.db.insert(meetingRequests).values(request).returning({ id: meetingRequests.id });
    return row!;
  }

  /** Requests of a hotel made since `since` (the dashboard's "new"). */
  async countSince(hotelCode: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(meetingRequests)
      .where(and(eq(meetingRequests.hotelCode, hotelCode), gte(meetingRequests.createdAt, since)));
    return row?.n ?? 0;
  }
}
