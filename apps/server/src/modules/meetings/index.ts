/** Meeting requests (meeting_requests): the guests' form, and the back office's inbox. */
export { type MeetingRow } from './meeting.repository.ts';
export { MeetingService } from './meeting.service.ts';
export { meetingRoutes } from './meeting.routes.ts';
export { createMeetingsModule } from './module.ts';
export type { MeetingNotices } from './meeting-notices.ts';
