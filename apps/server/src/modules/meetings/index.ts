/** Meeting requests (meeting_requests): the guests' form, and the back office's inbox. */
export { MeetingRepository, type MeetingRow } from './meeting.repository.ts';
export { MeetingService } from './meeting.service.ts';
export { meetingRoutes } from './meeting.routes.ts';
export { MeetingInboxService } from './meeting-inbox.service.ts';
export { meetingInboxRoutes } from './meeting-inbox.routes.ts';
