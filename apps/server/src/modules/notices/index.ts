/**
 * Notices to the hotels (new bookings, changes, cancellations, meeting requests at the hotel's reservation
 * address) and alerts to the group administrator (ALERT_EMAIL: jobs that failed for good,
 * reconciliation differences), decision 0043. Owed like the guests' confirmations, sent by the
 * send-notice job, listed in the back office at /admin/notices.
 */
export { GroupAlerts } from './group-alerts.ts';
export { NoticeService } from './notice.service.ts';
export { createNoticesModule } from './module.ts';
export type { SendingGaveUp } from './group-alerts.ts';
