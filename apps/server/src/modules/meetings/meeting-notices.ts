import type { Database } from '@hotel/db/client';

/**
 * The hotel hears of a meeting request (decision 0043): owe() inside the request's own
 * transaction (a request not stored owes nothing), dispatch() with its answer after the commit.
 * Implemented by the notices module, which depends on meetings.
 */
export interface MeetingNotices {
  owe(tx: Database, request: { id: number; hotelCode: string }): Promise<string | null>;
  dispatch(key: string | null): void;
}

/** Services built without notices (none are sent). */
export const NO_MEETING_NOTICES: MeetingNotices = { owe: () => Promise.resolve(null), dispatch: () => undefined };
