import type { Database } from '@hotel/db/client';
import { meetingRequests } from '@hotel/db/schema/booking';

export type NewMeetingRequest = Omit<typeof meetingRequests.$inferInsert, 'id'>;

export class MeetingRepository {
  constructor(private readonly db: Database) {}

  async insert(request: NewMeetingRequest): Promise<{ id: number }> {
    const [row] = await this.db.insert(meetingRequests).values(request).returning({ id: meetingRequests.id });
    return row!;
  }
}
