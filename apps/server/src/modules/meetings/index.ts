/** Meeting requests (meeting_requests). */
export { MeetingRepository } from './meeting.repository.ts';
export { MeetingService } from './meeting.service.ts';
export { meetingRoutes } from './meeting.routes.ts';
