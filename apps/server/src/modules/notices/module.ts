import type { ModuleKit } from '../../lib/module-kit.ts';
import type { AmendmentRecords, MailTransport } from '../confirmations/index.ts';
import type { DiscountService } from '../discounts/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { MeetingNotices, MeetingRow } from '../meetings/index.ts';
import type { OrderConfirmations, OrderRow } from '../orders/index.ts';
import type { AdminApi, StaffAccess } from '../staff/index.ts';
import { GroupAlerts } from './group-alerts.ts';
import { NoticeInboxService } from './notice-inbox.service.ts';
import { noticeInboxRoutes } from './notice-inbox.routes.ts';
import { NoticeRepository } from './notice.repository.ts';
import { NoticeService } from './notice.service.ts';
import { alsoTellTheHotel } from './order-event-notices.ts';

export interface NoticesModuleDeps {
  mail: MailTransport | null;
  /** ALERT_EMAIL: where alerts to the group administrator go; null: listed in the back office only. */
  alertEmail: string | null;
  hotels: HotelService;
  discounts: DiscountService;
  staffAccess: StaffAccess;
  /** The guests' confirmations, which every order event also owes (decision 0041). */
  confirmations: OrderConfirmations;
  /** Orders' and meetings' records a notice is about, read when the job sends it. */
  orders: { findById(id: number): Promise<OrderRow | undefined> };
  meetings: { findById(id: number): Promise<MeetingRow | undefined> };
  /** Orders': an applied booking change, so its notice tells before → after (decision 0059). Optional: without it, the booking as it now is. */
  amendments?: AmendmentRecords;
}

/**
 * Notices to the hotels and alerts to the group administrator (decision 0043): each order event
 * that owes the guest a confirmation owes the hotel a notice in the same transaction (orderEvents);
 * meeting requests owe one; a sending that gave up alerts once.
 */
export function createNoticesModule({ db, log, clock }: Pick<ModuleKit, 'db' | 'log' | 'clock'>, deps: NoticesModuleDeps) {
  const repository = new NoticeRepository(db);
  const { amendments } = deps;
  const notices: NoticeService = new NoticeService(
    repository,
    db,
    {
      findOrder: (id) => deps.orders.findById(id),
      findMeeting: (id) => deps.meetings.findById(id),
      ...(amendments ? { findAmendment: (id: number) => amendments.findById(id) } : {}),
    },
    deps.hotels,
    deps.mail,
    deps.alertEmail,
    log,
    clock,
    (failure) => alerts.sendingGaveUp({ what: 'notice', ...failure }),
    (order) => deps.discounts.namesOf(order),
  );
  const alerts = new GroupAlerts(notices, clock);
  const noticeInbox = new NoticeInboxService(repository, notices, deps.hotels, deps.staffAccess);
  return {
    notices,
    alerts,
    noticeInbox,
    /** What orders, pay and the front desk owe on each order event: the guest's confirmation and the hotel's notice. */
    orderEvents: alsoTellTheHotel(deps.confirmations, notices),
    /** Meetings' port: a request owes the hotel a notice. */
    meetingNotices: { owe: (tx, request) => notices.oweMeeting(tx, request), dispatch: (key) => notices.dispatch(key) } satisfies MeetingNotices,
    adminApi: ((admin, { guard }) => admin.register(noticeInboxRoutes, { inbox: noticeInbox, guard })) satisfies AdminApi,
  };
}
