import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import type { Clock } from '../../lib/clock.ts';
import { CoalescedRun } from '../../lib/coalesced-run.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { MonthAvailabilityRow, RatePlanRow } from '../inventory/index.ts';
import { quoteStay } from '../inventory/index.ts';
import type { TaxRules } from '@hotel/shared/taxes';
import { PROTOCOLS, type ChannelProtocol } from './channel-protocols.ts';
import type { ChannelTransport } from './channel-transport.ts';
import type { ChannelConnectionRepository, ConnectionRow, MappingRow, OwedNight, SyncLogEntry } from './connection.repository.ts';
import type { ChannelRateNight, ChannelRoomNight, OtaRequest } from './ota/ari-messages.ts';
import { refundableUntil } from './ota/google-messages.ts';
import type { ChannelPromotion } from './ota/google-promotions.ts';
import { notifReportRequests, parseResRetrieve, readRequest, type ChannelReservation, type ReservationOutcome } from './ota/reservation-messages.ts';
import { parseOtaAnswer } from './ota/soap.ts';

/** How far ahead a full sync sends: a year of nights from the hotel's today. */
export const SYNC_HORIZON_NIGHTS = 365;
/** Owed nights claimed per round of a send. */
const CLAIM_BATCH = 2000;
/** One sender per connection holds it this long at most (a crashed sender's lease lapses). */
const LEASE_MS = 5 * 60_000;
/** A full sync at least this often per connection (each night, by the hourly job). */
const FULL_SYNC_EVERY_MS = 24 * 60 * 60_000;
/** Sent outbox rows are kept this long (what was owed and when it went), sync log lines longer (what managers read). */
const KEEP_SENT_MS = 7 * 24 * 60 * 60_000;
const KEEP_LOG_MS = 90 * 24 * 60 * 60_000;
/** Failing this long, the group administrator is alerted (once per failing spell). */
export const ALERT_AFTER_MS = 30 * 60_000;

/** What the channels module reads of the inventory: the nights and the plans, priced by the one price function. */
export interface ChannelInventory {
  monthAvailability(hotelCodes: string[], roomTypeCodes: string[], from: string, to: string): Promise<MonthAvailabilityRow[]>;
  listRatePlans(hotelCode: string): Promise<RatePlanRow[]>;
  /** The hotel's service and VAT rules: what channels get is the guest's total, as on the site (decision 0068). */
  taxRulesOf(hotelCode: string): Promise<TaxRules>;
}

export interface ChannelFailing {
  connectionId: number;
  name: string;
  since: Date;
  error: string;
}

/** What the property data of a channel that asks for it (Google) reads of the room types. */
export interface ChannelRoomTypes {
  roomTypesOf(hotelCode: string): Promise<{ code: string; name: string; nameEn: string; maxOccupancy: number }[]>;
}

/** The promotions the site applies to anyone (active, no code, no member level, not used up) of a hotel, for a channel that takes promotions. */
export interface ChannelPromotions {
  publicPromotions(hotelCode: string, now: Date): Promise<ChannelPromotion[]>;
}

export interface ChannelSyncDeps {
  repository: ChannelConnectionRepository;
  promotions: ChannelPromotions;
  inventory: ChannelInventory;
  rooms: ChannelRoomTypes;
  box: SecretBox;
  transport: ChannelTransport;
  /** Why the connection may not call its endpoint now (endpoint-guard.ts), or null. */
  endpointProblem: (url: string) => Promise<string | null>;
  alerts: { channelFailing(failing: ChannelFailing): Promise<void> };
  /** Applies a delivered reservation (channel-reservations.service.ts, decision 0063). */
  reservations: { apply(connection: ConnectionRow, mappings: MappingRow[], reservation: ChannelReservation, askedFor: string): Promise<ReservationOutcome> };
  clock: Clock;
  log: FastifyBaseLogger;
}

/** One request as the sync log records it. */
interface LoggedRequest {
  name: string;
  echoToken: string;
  xml: string;
  items: number;
  firstNight?: string | null;
  lastNight?: string | null;
  /** False: a successful answer holding nothing is not logged (a retrieval every 2 minutes that found nothing). */
  logEmpty?: boolean;
}

/** An answer read: its value, or what the channel refused (errors) or could not answer (fault). */
type ReadAnswer<T> = { ok: true; value: T; /** What the answer held (a retrieval's reservations), logged instead of the request's count. */ items?: number } | { ok: false; kind: 'errors' | 'fault'; message: string };

/** A notification's answer: Success, or its Errors / fault. */
const successOf =
  (expected: string) =>
  (body: string): ReadAnswer<null> => {
    const answer = parseOtaAnswer(body, expected);
    return answer.ok ? { ok: true, value: null } : answer;
  };

export type PullOutcome =
  | { pulled: true; reservations: number; failed: number }
  /** busy: another sender holds it (or it is disabled); not-pulled: a kind that delivers no reservations (Google). */
  | { pulled: false; reason: 'busy' | 'not-pulled' }
  | { pulled: false; reason: 'failed'; error: string; nextTryAt: Date };

export type SendOutcome =
  | { sent: true; nights: number; requests: number }
  /** Not this time: disabled, another sender holds it, its back-off has not passed, or nothing was owed. */
  | { sent: false; reason: 'busy' | 'nothing-owed' }
  | { sent: false; reason: 'failed'; error: string; nextTryAt: Date };

/** A request that failed, and how long until the next try. */
class SendFailure extends Error {
  constructor(
    message: string,
    /** null: the connection's back-off (a network or server failure, worth trying again soon). */
    readonly retryInMs: number | null,
    /** In the sync log already (a request's answer); a setting that stopped the send before any request is not. */
    readonly logged = false,
  ) {
    super(message);
  }
}

/** Back-off of a failing connection, from how long it has been failing: 5, 10, 20, 40 s, then every minute (pmsXchange's advice). */
export function backOffMs(failingForMs: number): number {
  if (failingForMs < 5_000) return 5_000;
  if (failingForMs < 15_000) return 10_000;
  if (failingForMs < 35_000) return 20_000;
  if (failingForMs < 75_000) return 40_000;
  return 60_000;
}
/** The kinds of connection that take promotions (Google). */
const TAKING_PROMOTIONS = (Object.keys(PROTOCOLS) as (keyof typeof PROTOCOLS)[]).filter((type) => PROTOCOLS[type].promotionRequests);

/** A refused message (Errors) or a setting to fix: sending it again at once would be refused again. */
const REFUSED_RETRY_MS = 15 * 60_000;

/**
 * Sends each connection what it owes the channel manager (decision 0062): the owed nights'
 * availability, restrictions and rates, read when sent, oldest first; or, in a full sync, the whole
 * horizon. One sender per connection at a time (a lease on its row), requests one after another.
 */
export class ChannelSyncService {
  private dispatch: ((connectionId: number) => Promise<void>) | null = null;
  /** Kicks during a pass fold into one more pass. */
  private readonly kicks = new CoalescedRun(
    async () => {
      for (const id of await this.deps.repository.dueWithOwed(this.deps.clock())) await this.dispatch?.(id);
    },
    (error) => this.deps.log.error({ err: error }, 'channel manager: sends not queued (the sweep will send them)'),
  );
  /**
   * Connections owing their hotels' promotions (decision 0066). Kept in each process that heard the
   * change (the change feed reaches every process), not in the outbox: the promotions are one small
   * overlay per hotel, resent whole; a process lost before sending leaves it to the daily full sync.
   */
  private readonly promotionsOwed = new Set<number>();

  constructor(private readonly deps: ChannelSyncDeps) {}

  /** main.ts: how a connection's send is queued (the send-channel job). */
  dispatchTo(send: (connectionId: number) => Promise<void>): void {
    this.dispatch = send;
  }

  /**
   * A change to nights or plans was committed (the change feed, any process): queue a send for
   * each connection that owes anything. Kicks during a run fold into one more run.
   */
  kick(): void {
    if (this.dispatch) this.kicks.request();
  }

  /**
   * Promotions changed (the change feed, any process): every enabled connection of a kind that
   * takes promotions owes its hotels' whole set, sent by its next send.
   */
  async promotionsChanged(): Promise<void> {
    try {
      for (const id of await this.deps.repository.enabledIds(TAKING_PROMOTIONS)) {
        this.promotionsOwed.add(id);
        if (this.dispatch) await this.dispatch(id);
      }
    } catch (error) {
      this.deps.log.error({ err: error }, 'channel manager: promotions not queued (the sweep sends what was marked owed)');
    }
  }

  /** The connections marked as owing promotions that are still enabled (a mark of one switched off is dropped: switching it on syncs it whole). */
  private async owingPromotions(): Promise<number[]> {
    if (this.promotionsOwed.size === 0) return [];
    const enabled = new Set(await this.deps.repository.enabledIds(TAKING_PROMOTIONS));
    for (const id of this.promotionsOwed) if (!enabled.has(id)) this.promotionsOwed.delete(id);
    return [...this.promotionsOwed];
  }

  /** Every connection owing anything whose back-off has passed (the sweep, every minute): what a lost job or a busy sender left. */
  async sweep(): Promise<{ connectionId: number; outcome: SendOutcome }[]> {
    const outcomes = [];
    const due = new Set([...(await this.deps.repository.dueWithOwed(this.deps.clock())), ...(await this.owingPromotions())]);
    for (const connectionId of due) outcomes.push({ connectionId, outcome: await this.sendOwed(connectionId) });
    return outcomes;
  }

  /** A full sync of each enabled connection whose last one is a day old or more (the hourly job: each connection once a night). */
  async fullSyncDaily(): Promise<{ connectionId: number; outcome: SendOutcome }[]> {
    const now = this.deps.clock();
    const outcomes = [];
    for (const connectionId of await this.deps.repository.fullSyncDue(new Date(now.getTime() - FULL_SYNC_EVERY_MS))) outcomes.push({ connectionId, outcome: await this.fullSync(connectionId) });
    return outcomes;
  }

  /** The nights the connection owes, in batches until none is left; a failure puts them back and backs off. */
  async sendOwed(connectionId: number): Promise<SendOutcome> {
    return this.withLease(connectionId, 'changes', async (connection, send) => {
      let nights = 0;
      let requests = 0;
      if (this.promotionsOwed.delete(connectionId)) {
        try {
          const mappings = await this.deps.repository.mappings(connectionId);
          for (const hotelCode of connection.hotelCodes) requests += await this.sendPromotions(connection, mappings, hotelCode, send, 'changes');
        } catch (error) {
          this.promotionsOwed.add(connectionId);
          throw error;
        }
      }
      for (;;) {
        const owed = await this.deps.repository.claimOwed(connectionId, CLAIM_BATCH);
        if (owed.length === 0) break;
        try {
          requests += await this.sendNights(connection, owed, send, 'changes');
        } catch (error) {
          await this.deps.repository.requeue(owed.map((o) => o.id));
          throw error;
        }
        await this.deps.repository.markSent(
          owed.map((o) => o.id),
          this.deps.clock(),
        );
        nights += owed.length;
      }
      return nights === 0 && requests === 0 ? { sent: false, reason: 'nothing-owed' } : { sent: true, nights, requests };
    });
  }

  /**
   * Every mapped room type and plan of the connection's hotels (or of `onlyHotels` among them: a
   * manager's button), the whole horizon; the button, the CLI, the nightly run.
   */
  async fullSync(connectionId: number, onlyHotels?: readonly string[]): Promise<SendOutcome> {
    return this.withLease(connectionId, 'full', async (connection, send) => {
      const hotels = connection.hotelCodes.filter((code) => !onlyHotels || onlyHotels.includes(code));
      const owed = await this.deps.repository.claimAllOwed(connectionId, hotels);
      // Every hotel's promotions go below; a change heard from here on owes them again.
      const promotionsWereOwed = !onlyHotels && this.promotionsOwed.delete(connectionId);
      let requests = 0;
      let nights = 0;
      try {
        const today = hotelToday(this.deps.clock());
        const last = addDays(today, SYNC_HORIZON_NIGHTS - 1);
        const mappings = await this.deps.repository.mappings(connectionId);
        for (const hotelCode of hotels) {
          const rooms = mappedCodes(mappings, hotelCode, 'room');
          if (!channelHotel(mappings, hotelCode) || rooms.size === 0) continue;
          // The rooms and plans before their nights: a channel that keeps them (Google) prices nothing it does not know.
          requests += await this.sendProperty(connection, mappings, hotelCode, send);
          // Promotions before the rates they discount: Google never shows a night's price without them.
          requests += await this.sendPromotions(connection, mappings, hotelCode, send, 'full');
          const rows = await this.deps.inventory.monthAvailability([hotelCode], [...rooms.keys()], today, last);
          nights += rows.reduce((sum, r) => sum + r.nights.length, 0);
          requests += await this.sendHotel(connection, mappings, hotelCode, rows, send, 'full');
        }
      } catch (error) {
        await this.deps.repository.requeue(owed);
        if (promotionsWereOwed) this.promotionsOwed.add(connectionId);
        throw error;
      }
      await this.deps.repository.markSent(owed, this.deps.clock());
      return { sent: true, nights, requests };
    });
  }

  /** Forgets what was sent a week ago and sync log lines of 90 days ago (the hourly job): the tables stay the size of their use. */
  prune(): Promise<{ outbox: number; log: number }> {
    const now = this.deps.clock().getTime();
    return this.deps.repository.prune(new Date(now - KEEP_SENT_MS), new Date(now - KEEP_LOG_MS));
  }

  /** Each enabled connection's undelivered reservations (the pull job, every 2 minutes as pmsXchange asks); kinds without reservations (Google) are skipped. */
  async pullAll(): Promise<{ connectionId: number; outcome: PullOutcome }[]> {
    const outcomes = [];
    const pulling = (Object.keys(PROTOCOLS) as (keyof typeof PROTOCOLS)[]).filter((type) => PROTOCOLS[type].pullsReservations);
    for (const connectionId of await this.deps.repository.enabledIds(pulling)) outcomes.push({ connectionId, outcome: await this.pullReservations(connectionId) });
    return outcomes;
  }

  /**
   * Retrieves the connection's undelivered reservations, modifications and cancellations hotel by
   * hotel (OTA_ReadRQ → OTA_ResRetrieveRS), applies each, and confirms them (OTA_NotifReportRQ:
   * Success, or Errors for one that cannot be recorded, which the channel reports to the hotel).
   * A reservation that failed for our side (the database gone) is not confirmed: it comes again.
   * The availability it changed goes out right after, as pmsXchange asks.
   */
  async pullReservations(connectionId: number, onlyHotels?: readonly string[]): Promise<PullOutcome> {
    const known = await this.deps.repository.find(connectionId);
    if (known && !PROTOCOLS[known.type].pullsReservations) return { pulled: false, reason: 'not-pulled' };
    const outcome = await this.withLease(connectionId, 'reservations', async (connection, _send, password) => {
      const mappings = await this.deps.repository.mappings(connectionId);
      let reservations = 0;
      let failed = 0;
      for (const hotelCode of connection.hotelCodes.filter((code) => !onlyHotels || onlyHotels.includes(code))) {
        const channelCode = channelHotel(mappings, hotelCode);
        if (!channelCode) continue;
        const meta = { requestorId: connection.requestorId, echoToken: randomUUID, timeStamp: this.deps.clock().toISOString() };
        const answer = await this.post(connection, password, { ...readRequest({ ...meta, hotelCode: channelCode }), logEmpty: false }, 'reservations', hotelCode, (body) => {
          const read = parseResRetrieve(body);
          return read.ok ? { ok: true, value: read, items: read.reservations.length + read.unreadable.length } : read;
        });
        const outcomes: ReservationOutcome[] = answer.unreadable.map((u) => ({ reservation: { resId: u.resId, uniqueIdType: u.uniqueIdType }, orderNos: [], error: u.message }));
        for (const reservation of answer.reservations) outcomes.push(await this.deps.reservations.apply(connection, mappings, reservation, channelCode));
        for (const o of outcomes.filter((o) => o.error !== null)) this.deps.log.warn({ connection: connectionId, resId: o.reservation.resId, error: o.error }, 'channel manager: a reservation could not be recorded');
        for (const request of notifReportRequests(meta, outcomes.filter((o) => o.reservation.resId !== ''))) {
          await this.post(connection, password, request, 'reservations', hotelCode, successOf('OTA_NotifReportRS'));
        }
        reservations += outcomes.length;
        failed += outcomes.filter((o) => o.error !== null).length;
      }
      return { pulled: true as const, reservations, failed };
    });
    if ('sent' in outcome) return { pulled: false, ...(outcome.reason === 'busy' ? { reason: 'busy' as const } : { reason: 'failed' as const, error: outcome.error, nextTryAt: outcome.nextTryAt }) };
    if (outcome.pulled && outcome.reservations > 0) await this.sendOwed(connectionId);
    return outcome;
  }

  /** Holds the connection for one sender, opens its password, and turns a failure into the back-off and, past ALERT_AFTER_MS, an alert. */
  private async withLease<O extends SendOutcome | PullOutcome>(
    connectionId: number,
    run: SyncLogEntry['run'],
    work: (connection: ConnectionRow, send: (request: OtaRequest, run: SyncLogEntry['run'], hotelCode: string) => Promise<void>, password: string) => Promise<O>,
  ): Promise<O | { sent: false; reason: 'busy' } | { sent: false; reason: 'failed'; error: string; nextTryAt: Date }> {
    const { repository, clock } = this.deps;
    const now = clock();
    // A full sync is asked for by name (or is the nightly one): it does not wait for a back-off.
    const connection = await repository.lease(connectionId, now, new Date(now.getTime() + LEASE_MS), run === 'full');
    if (!connection) return { sent: false, reason: 'busy' };
    let failed = false;
    try {
      const problem = await this.deps.endpointProblem(connection.endpointUrl);
      if (problem) throw new SendFailure(problem, REFUSED_RETRY_MS);
      const password = this.deps.box.open(connection.passwordSealed);
      if (password === null) throw new SendFailure('保存されたパスワードを復号できません（CHANNEL_SECRET_KEY が保存時と異なります）。グループ管理者がパスワードを入力し直してください', REFUSED_RETRY_MS);
      const protocol = protocolOf(connection);
      const send = async (request: OtaRequest, run: SyncLogEntry['run'], hotelCode: string) => {
        await this.post(connection, password, request, run, hotelCode, (body) => {
          const answer = protocol.read(request.name, body);
          return answer.ok ? { ok: true, value: null } : answer;
        });
      };
      const outcome = await work(connection, send, password);
      if (('sent' in outcome && outcome.sent) || ('pulled' in outcome && outcome.pulled)) await repository.recordSuccess(connectionId, clock());
      return outcome;
    } catch (error) {
      failed = true;
      if (!(error instanceof SendFailure)) throw error;
      return await this.failed(connection, run, error);
    } finally {
      await repository.releaseLease(connectionId);
      // A failed connection waits for its back-off; the sweep sends then.
      if (!failed) await this.queueWhatIsOwed(connectionId).catch((error: unknown) => this.deps.log.warn({ err: error, connection: connectionId }, 'channel manager: what is owed not queued (the sweep sends it)'));
    }
  }

  /**
   * After a holder lets go: a change committed while it held the connection had its send find it
   * busy (that job ends), so what is still owed is queued now rather than at the next sweep.
   */
  private async queueWhatIsOwed(connectionId: number): Promise<void> {
    if (this.dispatch && (this.promotionsOwed.has(connectionId) || (await this.deps.repository.hasOwed(connectionId)))) await this.dispatch(connectionId);
  }

  private async failed(connection: ConnectionRow, run: SyncLogEntry['run'], failure: SendFailure): Promise<{ sent: false; reason: 'failed'; error: string; nextTryAt: Date }> {
    const now = this.deps.clock();
    const failingFor = connection.failingSince ? now.getTime() - connection.failingSince.getTime() : 0;
    const nextTryAt = new Date(now.getTime() + (failure.retryInMs ?? backOffMs(failingFor)));
    // A setting that stopped the send before any request: a line in each of its hotels' logs, where managers look.
    if (!failure.logged) await this.deps.repository.log(connection.hotelCodes.map((hotelCode) => ({ connectionId: connection.id, hotelCode, at: now, run, message: 'connection', ok: false, error: failure.message })));
    const { failingSince } = await this.deps.repository.recordFailure(connection.id, now, nextTryAt);
    this.deps.log.warn({ connection: connection.id, error: failure.message, nextTryAt: nextTryAt.toISOString() }, 'channel manager: a send failed');
    if (failingSince && now.getTime() - failingSince.getTime() >= ALERT_AFTER_MS && (await this.deps.repository.markAlerted(connection.id, now))) {
      await this.deps.alerts.channelFailing({ connectionId: connection.id, name: connection.name, since: failingSince, error: failure.message });
    }
    return { sent: false, reason: 'failed', error: failure.message, nextTryAt };
  }

  /** The owed nights, hotel by hotel (their values read now); how many requests went. */
  private async sendNights(connection: ConnectionRow, owed: OwedNight[], send: (request: OtaRequest, run: SyncLogEntry['run'], hotelCode: string) => Promise<void>, run: SyncLogEntry['run']): Promise<number> {
    const mappings = await this.deps.repository.mappings(connection.id);
    const today = hotelToday(this.deps.clock());
    let requests = 0;
    for (const hotelCode of [...new Set(owed.map((o) => o.hotelCode))]) {
      const rooms = mappedCodes(mappings, hotelCode, 'room');
      const wanted = owed.filter((o) => o.hotelCode === hotelCode && rooms.has(o.roomTypeCode) && o.stayDate >= today);
      if (!channelHotel(mappings, hotelCode) || wanted.length === 0) continue;
      const dates = wanted.map((o) => o.stayDate).sort();
      const keys = new Set(wanted.map((o) => `${o.roomTypeCode}|${o.stayDate}`));
      const rows = (await this.deps.inventory.monthAvailability([hotelCode], [...new Set(wanted.map((o) => o.roomTypeCode))], dates[0]!, dates.at(-1)!)).map((row) => ({
        ...row,
        nights: row.nights.filter((n) => keys.has(`${row.roomTypeCode}|${n.date}`)),
      }));
      requests += await this.sendHotel(connection, mappings, hotelCode, rows, send, run);
    }
    return requests;
  }

  /** A hotel's nights as availability, then restrictions, then rates (separate requests, as pmsXchange asks). */
  private async sendHotel(
    connection: ConnectionRow,
    mappings: MappingRow[],
    hotelCode: string,
    rows: MonthAvailabilityRow[],
    send: (request: OtaRequest, run: SyncLogEntry['run'], hotelCode: string) => Promise<void>,
    run: SyncLogEntry['run'],
  ): Promise<number> {
    const rooms = mappedCodes(mappings, hotelCode, 'room');
    const rates = mappedCodes(mappings, hotelCode, 'rate');
    const publicOnly = protocolOf(connection).publicPlansOnly;
    const plans = (await this.deps.inventory.listRatePlans(hotelCode)).filter((p) => rates.has(p.code));
    const taxRules = await this.deps.inventory.taxRulesOf(hotelCode);
    const roomNights: ChannelRoomNight[] = [];
    const rateNights: ChannelRateNight[] = [];
    for (const row of rows) {
      const room = rooms.get(row.roomTypeCode);
      if (!room) continue;
      for (const night of row.nights) {
        roomNights.push({ room, date: night.date, available: night.left });
        for (const plan of plans) {
          rateNights.push({
            room,
            rate: rates.get(plan.code)!,
            date: night.date,
            stopSell: night.stopSell,
            closedToArrival: night.closedToArrival,
            closedToDeparture: night.closedToDeparture,
            minStay: night.minStay,
            maxStay: night.maxStay,
            // The one price of a stay (price-stay.ts), one night for one room, service and VAT included, without the site's own promotions.
            price:
              plan.isActive && !(publicOnly && (plan.memberOnly || plan.discountCode)) ? quoteStay([{ date: night.date, price: night.price }], plan, 1, taxRules, () => null).totalAmount : null,
          });
        }
      }
    }
    const meta = { requestorId: connection.requestorId, echoToken: randomUUID, timeStamp: this.deps.clock().toISOString() };
    const requests = protocolOf(connection).ariRequests({ channelHotel: channelHotel(mappings, hotelCode)!, roomNights, rateNights }, meta);
    for (const request of requests) await send(request, run, hotelCode);
    return requests.length;
  }

  /** The hotel's mapped room types and plans, for a channel that keeps them (Google's property data); how many requests went. */
  private async sendProperty(connection: ConnectionRow, mappings: MappingRow[], hotelCode: string, send: (request: OtaRequest, run: SyncLogEntry['run'], hotelCode: string) => Promise<void>): Promise<number> {
    const protocol = protocolOf(connection);
    const rooms = mappedCodes(mappings, hotelCode, 'room');
    const rates = mappedCodes(mappings, hotelCode, 'rate');
    const [roomTypes, plans] = await Promise.all([this.deps.rooms.roomTypesOf(hotelCode), this.deps.inventory.listRatePlans(hotelCode)]);
    const property = {
      channelHotel: channelHotel(mappings, hotelCode)!,
      rooms: roomTypes.filter((r) => rooms.has(r.code)).map((r) => ({ code: rooms.get(r.code)!, name: r.name, nameEn: r.nameEn, capacity: r.maxOccupancy })),
      packages: plans
        .filter((p) => rates.has(p.code))
        .map((p) => ({ code: rates.get(p.code)!, name: p.name, breakfastIncluded: p.breakfastCount > 0, refundable: p.isFreeCancel ? refundableUntil(p.freeCancelHours) : null })),
    };
    const requests = protocol.propertyRequests(property, { requestorId: connection.requestorId, echoToken: randomUUID, timeStamp: this.deps.clock().toISOString() });
    for (const request of requests) await send(request, 'full', hotelCode);
    return requests.length;
  }

  /** The hotel's public promotions, the whole set, for a channel that takes them; how many requests went. */
  private async sendPromotions(connection: ConnectionRow, mappings: MappingRow[], hotelCode: string, send: (request: OtaRequest, run: SyncLogEntry['run'], hotelCode: string) => Promise<void>, run: SyncLogEntry['run']): Promise<number> {
    const protocol = protocolOf(connection);
    const channelCode = channelHotel(mappings, hotelCode);
    if (!protocol.promotionRequests || !channelCode || mappedCodes(mappings, hotelCode, 'room').size === 0) return 0;
    const now = this.deps.clock();
    const today = hotelToday(now);
    const hotel = { channelHotel: channelCode, promotions: await this.deps.promotions.publicPromotions(hotelCode, now), rates: mappedCodes(mappings, hotelCode, 'rate'), today, horizonEnd: addDays(today, SYNC_HORIZON_NIGHTS) };
    const requests = protocol.promotionRequests(hotel, { requestorId: connection.requestorId, echoToken: randomUUID, timeStamp: now.toISOString() });
    for (const request of requests) await send(request, run, hotelCode);
    return requests.length;
  }

  /** One request, its answer read and logged; a failure throws SendFailure (nothing after it is sent). */
  private async post<T>(connection: ConnectionRow, password: string, request: LoggedRequest, run: SyncLogEntry['run'], hotelCode: string, read: (body: string) => ReadAnswer<T>): Promise<T> {
    const at = this.deps.clock();
    const entry: SyncLogEntry = { connectionId: connection.id, hotelCode, at, run, message: request.name, firstNight: request.firstNight ?? null, lastNight: request.lastNight ?? null, items: request.items, ok: false, detail: { echoToken: request.echoToken } };
    let answer: ReadAnswer<T>;
    let status: number | null = null;
    try {
      const wire = protocolOf(connection).wire(connection, password, request.name, request.xml);
      const response = await this.deps.transport.post(wire.url, wire.body, wire.headers);
      status = response.status;
      answer = read(response.body);
      if (answer.ok && (status < 200 || status >= 300)) answer = { ok: false, kind: 'fault', message: `HTTP ${status}` };
      if (!answer.ok && answer.kind === 'fault' && status >= 400 && status < 500) answer = { ok: false, kind: 'errors', message: `HTTP ${status}: ${answer.message}` };
      // A server's failure page is not an answer: its status says more than what the reader found in it.
      else if (!answer.ok && answer.kind === 'fault' && status >= 500) answer = { ok: false, kind: 'fault', message: `HTTP ${status}: ${answer.message}` };
    } catch (error) {
      answer = { ok: false, kind: 'fault', message: `応答がありません（接続できません: ${error instanceof Error ? error.message : String(error)}）` };
    }
    const items = answer.ok ? (answer.items ?? entry.items) : entry.items;
    if (!(answer.ok && items === 0 && request.logEmpty === false)) await this.deps.repository.log([{ ...entry, items, ok: answer.ok, httpStatus: status, error: answer.ok ? null : answer.message }]);
    if (!answer.ok) throw new SendFailure(answer.message, answer.kind === 'errors' ? REFUSED_RETRY_MS : null, true);
    return answer.value;
  }
}

/** How the connection's kind of channel is spoken. */
function protocolOf(connection: ConnectionRow): ChannelProtocol {
  return PROTOCOLS[connection.type];
}

/** Our codes of a kind mapped for a hotel → the channel's. */
function mappedCodes(mappings: MappingRow[], hotelCode: string, kind: 'room' | 'rate'): Map<string, string> {
  return new Map(mappings.filter((m) => m.hotelCode === hotelCode && m.kind === kind).map((m) => [m.ourCode, m.channelCode]));
}

/** The channel's code for the hotel, or undefined: an unmapped hotel is not sent. */
function channelHotel(mappings: MappingRow[], hotelCode: string): string | undefined {
  return mappings.find((m) => m.hotelCode === hotelCode && m.kind === 'hotel')?.channelCode;
}
