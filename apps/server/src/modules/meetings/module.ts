import { RETENTION_DAYS } from '@hotel/shared/privacy';
import type { ModuleKit } from '../../lib/module-kit.ts';
import type { RetentionRule } from '../../lib/retention-rule.ts';
import { bindGuestRoutes } from '../../lib/guest-endpoint.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { CmsService } from '../cms/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { AdminApi, StaffAccess } from '../staff/index.ts';
import { meetingInboxRoutes } from './meeting-inbox.routes.ts';
import { MeetingInboxService } from './meeting-inbox.service.ts';
import type { MeetingNotices } from './meeting-notices.ts';
import { MeetingRepository } from './meeting.repository.ts';
import { meetingRoutes } from './meeting.routes.ts';
import { MeetingService } from './meeting.service.ts';

export interface MeetingsModuleDeps {
  hotels: HotelService;
  cms: CmsService;
  audit: AuditTrail;
  staffAccess: StaffAccess;
  /** Notices': each request owes the hotel a notice (decision 0043). */
  notices: MeetingNotices;
}

/** Meeting and banquet requests: the guests' form and the back office's inbox. */
export function createMeetingsModule({ db, clock, inTransaction }: Pick<ModuleKit, 'db' | 'clock' | 'inTransaction'>, deps: MeetingsModuleDeps) {
  const repository = new MeetingRepository(db);
  const meetings = new MeetingService(deps.hotels, deps.cms, repository, inTransaction, {
    owe: (tx, request) => deps.notices.owe(tx, request),
    dispatch: (key) => deps.notices.dispatch(key),
  });
  const meetingInbox = new MeetingInboxService(inTransaction, repository, deps.hotels, deps.staffAccess, deps.audit, clock);
  return {
    meetings,
    meetingInbox,
    /** A request as stored, for the hotel's notice about it. */
    meetingRecords: { findById: (id: number) => repository.findById(id) },
    retention: [{ name: 'meetingContacts', keepDays: RETENTION_DAYS.meetingContacts, purge: (before) => repository.eraseContactsEndedBefore(before) }] satisfies RetentionRule[],
    guestApi: bindGuestRoutes(meetingRoutes, { meetings, clock }),
    adminApi: ((admin, { guard }) => admin.register(meetingInboxRoutes, { inbox: meetingInbox, guard })) satisfies AdminApi,
  };
}
