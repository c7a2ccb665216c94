import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@hotel/db/client';
import { cancelPolicyText } from '@hotel/shared/cancel-policy';
import { localize } from '@hotel/shared/content-translation';
import type { SiteLanguage } from '@hotel/shared/site-language';
import type { Clock } from '../../lib/clock.ts';
import type { HotelService } from '../hotel/index.ts';
import { stayFactsOf, type DiscountNames, type OrderConfirmations, type OrderRow, type OwedConfirmation } from '../orders/index.ts';
import { StayNames, type StayNameSources } from '../rooms/index.ts';
import type { SmsProvider } from '../sms/index.ts';
import type { AmendedStayFacts, AmendmentFacts, AmendmentRecords } from './amendment-facts.ts';
import { confirmationKey, type ConfirmationView } from './confirmation-event.ts';
import { confirmationMail, confirmationSms, smsNoticeFacts } from './confirmation-mail.ts';
import type { ConfirmationRepository, ConfirmationRow } from './confirmation.repository.ts';
import type { MailTransport } from './mail-transport.ts';

/** A sender holds a confirmation this long: longer than the job's timeout. */
const CLAIM_MS = 2 * 60_000;
/** The sweep leaves younger confirmations to their own job and its retries. */
const SWEEP_AFTER_MS = 5 * 60_000;
/** After this many attempts a confirmation is left alone; its last failure alerts once. */
export const MAX_ATTEMPTS = 10;

/** Queues the sending of one confirmation (main.ts: the job queue's send). */
export type ConfirmationDispatcher = (key: string) => Promise<void>;

/** A confirmation whose last attempt failed (confirmations' factory: the group administrator's alert, decision 0043). */
export type ConfirmationGaveUp = (failure: { key: string; event: string; attempts: number; error: unknown }) => Promise<void>;

/**
 * Confirmations guests keep (decision 0041): owed in the order event's transaction, sent by the
 * send-confirmation job, each channel marked as it goes so a retried job sends only what has not
 * gone. A booking change (decision 0059) owes one per applied amendment, told with its before and
 * after. E-mail when the order has an address and a transport is configured; SMS when the
 * provider sends notices (a real provider: when it has the event's template). Logs carry the order number and event, never an address or the text.
 */
export class ConfirmationService implements OrderConfirmations {
  private dispatcher: ConfirmationDispatcher | null = null;

  constructor(
    private readonly confirmations: ConfirmationRepository,
    private readonly db: Database,
    private readonly findOrder: (orderId: number) => Promise<OrderRow | undefined>,
    private readonly hotels: HotelService,
    private readonly mail: MailTransport | null,
    private readonly sms: SmsProvider,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
    private readonly gaveUp: ConfirmationGaveUp,
    /** The names of an order's promotion and coupon, for the itemised price (discounts module, wired in confirmations' factory). */
    private readonly discountNames: (order: OrderRow) => Promise<DiscountNames> = async () => ({ promotionName: null, couponTitle: null }),
    /** Orders' amendments, for a change's before and after (decision 0059); none: a change is told from the order as it now is. */
    private readonly amendments: AmendmentRecords | null = null,
    /** The room types and plans with their translations (rooms', inventory's): the names in the order's language; none: as booked. */
    names: StayNameSources | null = null,
  ) {
    this.stayNames = names ? new StayNames(names) : null;
  }

  private readonly stayNames: StayNames | null;

  /** main.ts (and tests) hand in the queue once it exists; until then the sweep sends what is owed. */
  dispatchTo(dispatcher: ConfirmationDispatcher | null): void {
    this.dispatcher = dispatcher;
  }

  async owe(tx: Database, owed: OwedConfirmation): Promise<string | null> {
    const key = confirmationKey(owed);
    const inserted = await this.confirmations.insert(tx, {
      key,
      orderId: owed.orderId,
      event: owed.event,
      refundAmount: owed.refund?.amount ?? null,
      amendmentId: owed.event === 'changed' ? (owed.amendmentId ?? null) : null,
      createdAt: this.clock(),
    });
    return inserted ? key : null;
  }

  async oweRefund(orderId: number, refund: { refundId: string; amount: number }): Promise<void> {
    const order = await this.findOrder(orderId);
    if (!order) return;
    this.dispatch(await this.owe(this.db, { orderId, orderNo: order.orderNo, event: 'refunded', refund }));
  }

  dispatch(key: string | null): void {
    if (!key || !this.dispatcher) return;
    // A queue that refuses (stopping, database gone) leaves the row for the sweep.
    this.dispatcher(key).catch((error: unknown) => this.log.warn({ err: error, confirmation: key }, 'confirmation not queued: the sweep sends it'));
  }

  /**
   * The job: sends what is still pending of one confirmation. Throws when a channel failed (the
   * job is retried, then the sweep; what went already is not sent again); the last attempt's
   * failure owes the one alert. Nothing to do when it is done, held or spent.
   */
  async deliver(key: string): Promise<void> {
    const now = this.clock();
    const row = await this.confirmations.claim(key, now, new Date(now.getTime() + CLAIM_MS), MAX_ATTEMPTS);
    if (!row) return;
    let failed: unknown;
    try {
      const order = await this.findOrder(row.orderId);
      const view = order ? await this.viewOf(row, order) : null;
      // Each channel on its own: a mail server down does not hold the SMS back.
      const mailError = row.mailState === 'pending' ? await this.channel(row, 'mail', () => this.sendMail(row, order, view)) : undefined;
      const smsError = row.smsState === 'pending' ? await this.channel(row, 'sms', () => this.sendSms(order, view)) : undefined;
      failed = mailError ?? smsError;
    } catch (error) {
      failed = error;
    }
    const last = failed !== undefined && row.attempts >= MAX_ATTEMPTS;
    // Failed for good (no retry or sweep claims it again): the one place that alerts, before the
    // release so a release that fails does not lose the alert.
    if (last) await this.gaveUp({ key: row.key, event: row.event, attempts: row.attempts, error: failed }).catch((e: unknown) => this.log.error({ err: e, confirmation: row.key }, 'alert not owed'));
    await this.confirmations.release(row.id, failed === undefined ? this.clock() : null);
    if (failed !== undefined) {
      this.log.error({ confirmation: row.key, attempt: row.attempts }, last ? 'confirmation not sent: given up' : 'confirmation not sent: retried');
      throw failed instanceof Error ? failed : new Error(`confirmation ${row.key} not sent`);
    }
    this.log.info({ confirmation: row.key }, 'confirmation sent');
  }

  /** The sweep (every few minutes): confirmations whose job was lost (an in-process queue's restart) or gave up. */
  async sweep(): Promise<{ sent: number; failed: number }> {
    const keys = await this.confirmations.unsentKeys(new Date(this.clock().getTime() - SWEEP_AFTER_MS), MAX_ATTEMPTS, 50);
    let failed = 0;
    for (const key of keys) await this.deliver(key).catch(() => (failed += 1));
    return { sent: keys.length - failed, failed };
  }

  /** One channel: sent, skipped (nothing to send to or nothing to send with), or the error. */
  private async channel(row: ConfirmationRow, channel: 'mail' | 'sms', send: () => Promise<boolean>): Promise<unknown> {
    try {
      await this.confirmations.setChannel(row.id, channel, (await send()) ? 'sent' : 'skipped');
      return undefined;
    } catch (error) {
      // The transport's error can carry the address: only its kind is logged.
      this.log.warn({ confirmation: row.key, channel, error: error instanceof Error ? error.name : 'unknown' }, 'confirmation channel failed');
      return error;
    }
  }

  private async sendMail(row: ConfirmationRow, order: OrderRow | undefined, view: ConfirmationView | null): Promise<boolean> {
    if (!order?.email || !view || !this.mail) return false;
    await this.mail.send({ to: order.email, reference: row.key, ...confirmationMail(view, this.clock()) });
    return true;
  }

  private async sendSms(order: OrderRow | undefined, view: ConfirmationView | null): Promise<boolean> {
    if (!order || !view || !this.sms.sendNotice) return false;
    // False: the provider has no template for this event (a real provider without SMS_TEMPLATE_<EVENT>).
    return this.sms.sendNotice({ mobile: order.mobile, event: view.event, body: confirmationSms(view), facts: smsNoticeFacts(view), language: order.language });
  }

  /**
   * The view in the order's language (decision 0074): the hotel's name and address from its
   * translations and the room type's and plan's names from today's catalogue (StayNames), each
   * falling back to the Japanese the booking and the hotel keep.
   */
  private async viewOf(row: ConfirmationRow, order: OrderRow): Promise<ConfirmationView> {
    const lang = order.language;
    const hotel = await this.hotels.requireHotel(order.hotelCode);
    const { name, address } = localize('hotel', { name: hotel.name, address: hotel.address }, hotel.translations, lang).value;
    const named = this.stayNames ? await this.stayNames.one(order, lang) : order;
    const found = row.event === 'changed' && row.amendmentId !== null ? await this.amendments?.findById(row.amendmentId) : undefined;
    const change = found ? await this.namedChange(found, order, lang) : undefined;
    return {
      event: row.event as ConfirmationView['event'],
      ...stayFactsOf(named, await this.discountNames(order)),
      hotel: { name, address, zipCode: hotel.zipCode, tel: hotel.tel, checkInTime: hotel.checkInTime, checkOutTime: hotel.checkOutTime },
      cancelTerms: cancelPolicyText(order),
      cancelPolicy: { isFreeCancel: order.isFreeCancel, payment: order.payment, freeCancelHours: order.freeCancelHours, cancelNote: order.cancelNote },
      language: lang,
      ...(row.refundAmount !== null ? { refundAmount: row.refundAmount } : {}),
      amendmentCount: order.amendmentCount,
      ...(change ? { change } : {}),
    };
  }

  /** A change's before and after with their names in `lang` (the stored amendment keeps the Japanese). */
  private async namedChange(change: AmendmentFacts, order: OrderRow, lang: SiteLanguage): Promise<AmendmentFacts> {
    const name = async (stay: AmendedStayFacts): Promise<AmendedStayFacts> => {
      if (!this.stayNames || stay.roomTypeCode === undefined || stay.rateCode === undefined) return stay;
      const named = await this.stayNames.one({ ...stay, hotelCode: order.hotelCode, roomTypeCode: stay.roomTypeCode, rateCode: stay.rateCode }, lang);
      return { ...stay, roomTypeName: named.roomTypeName, rateName: named.rateName };
    };
    return { ...change, before: await name(change.before), after: await name(change.after) };
  }
}
