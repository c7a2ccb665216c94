import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@hotel/db/client';
import type { Clock } from '../../lib/clock.ts';
import { confirmationKey, type AmendmentFacts, type MailTransport } from '../confirmations/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { MeetingRow } from '../meetings/index.ts';
import { stayFactsOf, type DiscountNames, type OrderEvent, type OrderRow } from '../orders/index.ts';
import { noticeMail, type NoticeMail, type NoticeView } from './notice-mail.ts';
import type { NewNotice, NoticeRepository, NoticeRow } from './notice.repository.ts';

/** A sender holds a notice this long: longer than the job's timeout. */
const CLAIM_MS = 2 * 60_000;
/** The sweep leaves younger notices to their own job and its retries. */
const SWEEP_AFTER_MS = 5 * 60_000;
/** After this many attempts a notice stays 失敗 and is left alone; its last failure alerts once. */
export const NOTICE_MAX_ATTEMPTS = 10;

/** Queues the sending of one notice (main.ts: the job queue's send-notice). */
export type NoticeDispatcher = (key: string) => Promise<void>;

/** A notice whose last attempt failed (notices' factory: GroupAlerts.sendingGaveUp, which never alerts about an alert). */
export type NoticeGaveUp = (failure: { key: string; kind: string; attempts: number; error: unknown }) => Promise<void>;

/** Where one notice goes and what it says; `to` null when no address is set. */
export interface ComposedNotice {
  to: string | null;
  mail: NoticeMail;
}

export interface NoticeSources {
  findOrder(id: number): Promise<OrderRow | undefined>;
  findMeeting(id: number): Promise<MeetingRow | undefined>;
  /** Orders' amendments (decision 0059); absent: a change's notice tells the booking as it now is. */
  findAmendment?(id: number): Promise<AmendmentFacts | undefined>;
}

const ORDER_NOTICE_KINDS = { confirmed: 'booked', changed: 'changed', cancelled: 'cancelled' } as const;

/**
 * Notices to the hotels and alerts to the group administrator (decision 0043), on the rails of
 * the guests' confirmations (decision 0041): owed in the event's transaction under a unique key,
 * sent by the send-notice job (claimed, so a retry or the sweep never sends it twice at once),
 * swept when a job was lost. Logs carry the key only: never an address, a name or the text.
 */
export class NoticeService {
  private dispatcher: NoticeDispatcher | null = null;

  constructor(
    private readonly notices: NoticeRepository,
    private readonly db: Database,
    private readonly sources: NoticeSources,
    private readonly hotels: HotelService,
    private readonly mail: MailTransport | null,
    /** ALERT_EMAIL: where alerts go; null: they are only listed in the back office. */
    private readonly alertEmail: string | null,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
    private readonly gaveUp: NoticeGaveUp,
    /** The names of an order's promotion and coupon, for the itemised price (discounts module, wired in notices' factory). */
    private readonly discountNames: (order: OrderRow) => Promise<DiscountNames> = async () => ({ promotionName: null, couponTitle: null }),
  ) {}

  dispatchTo(dispatcher: NoticeDispatcher | null): void {
    this.dispatcher = dispatcher;
  }

  /**
   * A booking confirmed, changed (once per applied amendment) or cancelled: the hotel's notice, in
   * the order event's transaction, under the guest's confirmation's key (refunds are the guest's only).
   */
  async oweOrder(tx: Database, owed: OrderEvent): Promise<string | null> {
    if (owed.event === 'refunded') return null;
    const key = confirmationKey(owed);
    const amendmentId = owed.event === 'changed' ? (owed.amendmentId ?? null) : null;
    const row = { key, kind: ORDER_NOTICE_KINDS[owed.event], hotelCode: owed.hotelCode, orderId: owed.orderId, meetingId: null, amendmentId, detail: null, createdAt: this.clock() };
    return (await this.notices.insert(tx, row)) ? key : null;
  }

  /**
   * A channel reservation for nights the hotel no longer had (decision 0063): the hotel's notice, in
   * the reservation's transaction, once per order and version of the reservation.
   */
  async oweOverbooked(tx: Database, owed: { orderId: number; orderNo: string; hotelCode: string; version: string }): Promise<string | null> {
    const key = `${owed.orderNo}/overbooked/${owed.version}`;
    return (await this.notices.insert(tx, { key, kind: 'overbooked', hotelCode: owed.hotelCode, orderId: owed.orderId, meetingId: null, amendmentId: null, detail: null, createdAt: this.clock() })) ? key : null;
  }

  /** A meeting request: the hotel's notice, in the request's transaction. */
  async oweMeeting(tx: Database, request: { id: number; hotelCode: string }): Promise<string | null> {
    const key = `meeting/${request.id}`;
    return (await this.notices.insert(tx, { key, kind: 'meeting', hotelCode: request.hotelCode, orderId: null, meetingId: request.id, detail: null, createdAt: this.clock() })) ? key : null;
  }

  /** An alert, once per key (one failure, one difference): committed on its own, then queued. */
  async oweAlert(alert: Pick<NewNotice, 'key' | 'kind' | 'detail'>): Promise<string | null> {
    const owed = await this.notices.insert(this.db, { ...alert, hotelCode: null, orderId: null, meetingId: null, createdAt: this.clock() });
    if (!owed) return null;
    this.log.warn({ notice: alert.key }, 'alert owed to the group administrator');
    this.dispatch(alert.key);
    return alert.key;
  }

  dispatch(key: string | null): void {
    if (!key || !this.dispatcher) return;
    // A queue that refuses (stopping, database gone) leaves the row for the sweep.
    this.dispatcher(key).catch((error: unknown) => this.log.warn({ err: error, notice: key }, 'notice not queued: the sweep sends it'));
  }

  /**
   * The job: sends one notice unless it is sent, held or spent. Throws when sending failed (the
   * job is retried, then the sweep); the last attempt's failure owes the one alert.
   */
  async deliver(key: string): Promise<void> {
    const now = this.clock();
    const row = await this.notices.claim(key, now, new Date(now.getTime() + CLAIM_MS), NOTICE_MAX_ATTEMPTS);
    if (!row) return;
    try {
      const composed = await this.compose(row);
      if (!composed?.to || !this.mail) {
        await this.notices.release(row.id, 'skipped', null);
        this.log.info({ notice: row.key }, 'notice not sent: no address or no mail transport');
        return;
      }
      await this.mail.send({ to: composed.to, reference: row.key, ics: null, ...composed.mail });
      await this.notices.release(row.id, 'sent', this.clock());
      this.log.info({ notice: row.key }, 'notice sent');
    } catch (error) {
      const last = row.attempts >= NOTICE_MAX_ATTEMPTS;
      // The transport's error can carry the address: only its kind is logged.
      this.log.error({ notice: row.key, attempt: row.attempts, error: error instanceof Error ? error.name : 'unknown' }, last ? 'notice not sent: given up' : 'notice not sent: retried');
      // Failed for good (no retry or sweep claims it again): the one place that alerts, before the
      // release so a release that fails does not lose the alert.
      if (last) await this.gaveUp({ key: row.key, kind: row.kind, attempts: row.attempts, error }).catch((e: unknown) => this.log.error({ err: e, notice: row.key }, 'alert not owed'));
      await this.notices.release(row.id, 'failed', null);
      throw error instanceof Error ? error : new Error(`notice ${row.key} not sent`);
    }
  }

  /** The sweep: notices whose job was lost or gave up, up to NOTICE_MAX_ATTEMPTS tries each. */
  async sweep(): Promise<{ sent: number; failed: number }> {
    const keys = await this.notices.unsentKeys(new Date(this.clock().getTime() - SWEEP_AFTER_MS), NOTICE_MAX_ATTEMPTS, 50);
    let failed = 0;
    for (const key of keys) await this.deliver(key).catch(() => (failed += 1));
    return { sent: keys.length - failed, failed };
  }

  /** The address and the e-mail of a notice, as the job sends it and the back office shows it; null when its record is gone. */
  async compose(row: NoticeRow): Promise<ComposedNotice | null> {
    if (row.hotelCode === null) return { to: this.alertEmail, mail: noticeMail({ kind: row.kind as 'job-failed' | 'reconciliation' | 'channel-failing' | 'webhook-failing', detail: row.detail ?? {} }) };
    const hotel = await this.hotels.requireHotel(row.hotelCode);
    const view = await this.viewOf(row, hotel.name);
    return view ? { to: hotel.reservationEmail, mail: noticeMail(view) } : null;
  }

  private async viewOf(row: NoticeRow, hotelName: string): Promise<NoticeView | null> {
    if (row.kind === 'meeting') {
      const m = row.meetingId === null ? undefined : await this.sources.findMeeting(row.meetingId);
      if (!m) return null;
      return { kind: 'meeting', id: m.id, hotelName, applyName: m.applyName, contactPhone: m.contactPhone, meetingType: m.meetingType, peopleNums: m.peopleNums, beginTime: m.beginTime, endTime: m.endTime, note: m.note };
    }
    const order = row.orderId === null ? undefined : await this.sources.findOrder(row.orderId);
    if (!order || (row.kind !== 'booked' && row.kind !== 'changed' && row.kind !== 'cancelled' && row.kind !== 'overbooked')) return null;
    const change = row.kind === 'changed' && row.amendmentId !== null ? await this.sources.findAmendment?.(row.amendmentId) : undefined;
    const channel = row.kind === 'overbooked' ? { name: order.channelName ?? '', resId: order.channelResId ?? '', short: order.overbookedNights ?? [] } : undefined;
    return { kind: row.kind, hotelName, ...stayFactsOf(order, await this.discountNames(order)), arrivalTime: order.arrivalTime, remark: order.remark, ...(change ? { change } : {}), ...(channel ? { channel } : {}) };
  }
}
