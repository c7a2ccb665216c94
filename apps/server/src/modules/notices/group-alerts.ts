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

/**
 * A hotel notice or a guest's confirmation that failed its last attempt (NOTICE_MAX_ATTEMPTS,
 * MAX_ATTEMPTS): the sweep leaves it alone from now on. `kind` is the notice's kind or the
 * confirmation's event; the key names the order or request, never the guest.
 */
export interface SendingGaveUp {
  what: 'notice' | 'confirmation';
  key: string;
  kind: string;
  attempts: number;
  error: unknown;
}

/**
 * Jobs whose giving up is not alerted here. send-notice and send-confirmation: their retries are
 * not the end, the sweep tries the row again up to its last attempt, and that attempt alerts
 * (sendingGaveUp). This also keeps an alert's own sending from alerting about itself.
 */
const SWEPT_AFTER = new Set(['send-notice', 'send-confirmation']);
const leftToTheSweep = (failure: JobGaveUp) => SWEPT_AFTER.has(failure.job) && typeof failure.data.key === 'string';

/** When a failing spell began, as the hotels read time. */
const HOTEL_TIME = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'unknown');

/**
 * Alerts to the group administrator (ALERT_EMAIL, decision 0043), one per failure: a one-off job
 * is known by what it was sent, a scheduled job by its name and the hour, so a job failing every
 * minute alerts once an hour; a notice or a confirmation by its key, when its last attempt failed.
 * An alert that cannot be sent is logged and listed, never alerted about.
 */
export class GroupAlerts {
  constructor(
    private readonly notices: NoticeService,
    private readonly clock: Clock,
  ) {}

  async jobGaveUp(failure: JobGaveUp): Promise<void> {
    if (leftToTheSweep(failure)) return;
    const about = typeof failure.data.key === 'string' ? failure.data.key : `${this.clock().toISOString().slice(0, 13)}h`;
    await this.notices.oweAlert({
      key: `alert/job/${failure.job}/${about}`,
      kind: 'job-failed',
      detail: { job: failure.job, about, attempts: failure.attempts, error: errorName(failure.error) },
    });
  }

  /**
   * Once per notice or confirmation (the key), at its last attempt. An alert that cannot be sent
   * is never alerted about (it would alert about itself). The detail is the key, the kind, the
   * attempts and the error's name: the error's message can carry an address.
   */
  async sendingGaveUp(failure: SendingGaveUp): Promise<void> {
    if (failure.what === 'notice' && failure.key.startsWith('alert/')) return;
    await this.notices.oweAlert({
      key: `alert/${failure.what}/${failure.key}`,
      kind: 'job-failed',
      detail: { key: failure.key, kind: failure.kind, attempts: failure.attempts, error: errorName(failure.error) },
    });
  }

  /**
   * A channel manager connection failing for ALERT_AFTER_MS (decision 0062), once per failing
   * spell (the key names the spell's start). The channel's answer names codes, never a guest.
   */
  async channelFailing(failing: { connectionId: number; name: string; since: Date; error: string }): Promise<void> {
    await this.notices.oweAlert({
      key: `alert/channel/${failing.connectionId}/${failing.since.toISOString()}`,
      kind: 'channel-failing',
      detail: { connection: `${failing.name} (#${failing.connectionId})`, since: `${HOTEL_TIME.format(failing.since)}（現地時間）`, message: failing.error },
    });
  }

  /**
   * A PMS webhook endpoint failing for 30 minutes (decision 0064), once per failing spell. Its
   * address is named by host only; the receiver's answer is in the delivery log, not the mail.
   */
  async webhookFailing(failing: { endpointId: number; hotelCode: string; host: string; since: Date; pending: number }): Promise<void> {
    await this.notices.oweAlert({
      key: `alert/webhook/${failing.endpointId}/${failing.since.toISOString()}`,
      kind: 'webhook-failing',
      detail: { endpoint: `${failing.hotelCode} ${failing.host} (#${failing.endpointId})`, since: `${HOTEL_TIME.format(failing.since)}（現地時間）`, pending: String(failing.pending) },
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
