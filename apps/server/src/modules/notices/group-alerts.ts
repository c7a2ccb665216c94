import type { Clock } from '../../lib/clock.ts';
import type { NoticeService } from './notice.service.ts';

/** A job that failed for good: its name, what it was sent, how often it ran, the error. */
export interface JobGaveUp {
  job: string;
  data: Record<string, unknown>;
  attempts: number;
  error: unknown;
}

/** A difference reconciliation found between our payment and the provider's (decision 0015). */
export interface PaymentDifference {
  payId: string;
  orderNo: string | undefined;
  what: 'amount' | 'settled';
  ours: unknown;
  theirs: unknown;
}

/** Jobs whose failure is never alerted: the alert's own sending (it would alert about itself). */
const SENDS_ALERTS = (failure: JobGaveUp) => failure.job === 'send-notice' && typeof failure.data.key === 'string' && failure.data.key.startsWith('alert/');

/**
 * Alerts to the group administrator (ALERT_EMAIL, decision 0043), one per failure: a one-off job
 * is known by what it was sent (a confirmation's or notice's key), a scheduled job by its name and
 * the hour, so a job failing every minute alerts once an hour. An alert that cannot be sent is
 * logged and listed, never alerted about.
 */
export class GroupAlerts {
  constructor(
    private readonly notices: NoticeService,
    private readonly clock: Clock,
  ) {}

  async jobGaveUp(failure: JobGaveUp): Promise<void> {
    if (SENDS_ALERTS(failure)) return;
    const about = typeof failure.data.key === 'string' ? failure.data.key : `${this.clock().toISOString().slice(0, 13)}h`;
    await this.notices.oweAlert({
      key: `alert/job/${failure.job}/${about}`,
      kind: 'job-failed',
      detail: { job: failure.job, about, attempts: failure.attempts, error: failure.error instanceof Error ? failure.error.name : 'unknown' },
    });
  }

  async paymentDifference(difference: PaymentDifference): Promise<void> {
    const what = difference.what === 'amount' ? '未決済の取引で金額が異なる（未反映）' : '決済済みの取引を決済事業者が認めていない';
    await this.notices.oweAlert({
      key: `alert/reconciliation/${difference.payId}/${difference.what}`,
      kind: 'reconciliation',
      detail: { payId: difference.payId, orderNo: difference.orderNo ?? '', what, ours: difference.ours, theirs: difference.theirs },
    });
  }
}
