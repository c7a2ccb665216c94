import type { Database } from '@hotel/db/client';
import { stayDates } from '@hotel/shared/stay-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditTrail } from '../audit/index.ts';
import { breakfastLabel, type RatePlanRow } from '../inventory/index.ts';
import type { ChannelOrdersService, ChannelStay } from '../orders/index.ts';
import type { ConnectionRow, MappingRow } from './connection.repository.ts';
import type { ChannelReservation, ChannelRoomStay, ReservationOutcome } from './ota/reservation-messages.ts';
import type { ChannelReservationRepository, ChannelReservationRow } from './reservation.repository.ts';

/** What a channel reservation needs of the catalog: its hotel's room type names and plans (their terms). */
export interface ReservationCatalog {
  roomTypesOf(hotelCode: string): Promise<{ code: string; name: string }[]>;
  listRatePlans(hotelCode: string): Promise<RatePlanRow[]>;
}

/** Notices' port: the hotel told of an overbooking in the reservation's transaction, sent after it. */
export interface OverbookingNotices {
  oweOverbooked(tx: Database, owed: { orderId: number; orderNo: string; hotelCode: string; version: string }): Promise<string | null>;
  dispatch(key: string | null): void;
}

export interface ChannelReservationsDeps {
  inTransaction: RunInTransaction;
  reservations: ChannelReservationRepository;
  orders: Pick<ChannelOrdersService, 'book' | 'amend' | 'cancel'>;
  catalog: ReservationCatalog;
  notices: OverbookingNotices;
  audit: Pick<AuditTrail, 'recordChannel'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** The audit lines' actions (and words, audit-wording.ts). */
export const CHANNEL_AUDIT_ACTIONS = { Book: 'channel_book', Modify: 'channel_modify', Cancel: 'channel_cancel' } as const;

/** Why a reservation cannot become orders: the channel is told (Errors) and tells the hotel. */
class Unrecordable extends Error {}

/** Only CNY is what our orders count in; another currency's amount is kept in the order's remark. */
const OUR_CURRENCY = 'CNY';
const MAX_NAME = 60;
const MAX_REMARK = 500;
/** A longer stay is a message gone wrong (the horizon we sell is a year). */
const MAX_NIGHTS = 365;

/** One order of a reservation: the room stays of one room type, plan and stay. */
interface StayGroup {
  roomTypeCode: string;
  rateCode: string;
  stays: ChannelRoomStay[];
}

/**
 * Applies the reservations a channel manager delivers (issue 26, decision 0063): each in one
 * transaction that checks its version against the one applied last (a replay or an older version
 * changes nothing), then books, rewrites or cancels its orders, which take and give back rooms from
 * the counts the site sells from. A night without a room is still booked: its order is marked
 * overbooked, the night is stop-sold everywhere and the hotel gets a notice.
 */
export class ChannelReservationsService {
  constructor(private readonly deps: ChannelReservationsDeps) {}

  /** `askedFor`: the channel's code of the hotel whose reservations were asked for (a cancellation may carry no room stay naming it). */
  async apply(connection: ConnectionRow, mappings: MappingRow[], reservation: ChannelReservation, askedFor: string): Promise<ReservationOutcome> {
    const outcome = (orderNos: string[], error: string | null): ReservationOutcome => ({ reservation, orderNos, error });
    if (!reservation.version) return outcome([], 'neither LastModifyDateTime nor CreateDateTime is readable');
    const version = reservation.version;
    const channelHotel = reservation.hotelCode || askedFor;
    const hotelCode = mappings.find((m) => m.kind === 'hotel' && m.channelCode === channelHotel && connection.hotelCodes.includes(m.hotelCode))?.hotelCode;
    if (!hotelCode) return outcome([], `HotelCode "${channelHotel}" is not mapped to a hotel this connection sells`);
    try {
      const groups = reservation.status === 'Cancel' ? [] : groupsOf(reservation, mappings, hotelCode);
      const stays = await this.staysOf(reservation, hotelCode, groups, channelNameOf(reservation, connection));
      const notices: (string | null)[] = [];
      const orderNos = await this.deps.inTransaction(async (tx) => {
        const now = this.deps.clock();
        const applied = await this.deps.reservations.lock(tx, connection.id, reservation.resId);
        if (applied && superseded(applied, reservation, version)) return applied.orderNos;
        const written = await this.write(tx, connection, reservation, applied, stays, version, notices);
        await this.deps.reservations.save(tx, {
          connectionId: connection.id,
          resId: reservation.resId,
          hotelCode,
          channelName: channelNameOf(reservation, connection),
          version: new Date(version),
          status: reservation.status === 'Cancel' ? 'cancelled' : 'booked',
          orderNos: written,
          receivedAt: applied?.receivedAt ?? now,
          updatedAt: now,
        });
        return written;
      });
      for (const key of notices) this.deps.notices.dispatch(key);
      return outcome(orderNos, null);
    } catch (error) {
      if (error instanceof Unrecordable) return outcome([], error.message);
      throw error;
    }
  }

  /** The orders' rows for the reservation's groups (the plan's terms, the travel site's prices). */
  private async staysOf(reservation: ChannelReservation, hotelCode: string, groups: StayGroup[], channelName: string): Promise<ChannelStay[]> {
    if (groups.length === 0) return [];
    const [roomTypes, plans] = await Promise.all([this.deps.catalog.roomTypesOf(hotelCode), this.deps.catalog.listRatePlans(hotelCode)]);
    return groups.map((group) => {
      const room = roomTypes.find((r) => r.code === group.roomTypeCode);
      const plan = plans.find((p) => p.code === group.rateCode);
      if (!room || !plan) throw new Unrecordable(`room type ${group.roomTypeCode} or rate plan ${group.rateCode} is no longer sold by the hotel`);
      return toChannelStay(reservation, hotelCode, group, room.name, plan, channelName);
    });
  }

  /** Books, rewrites or cancels the reservation's orders; their numbers, in the groups' order. */
  private async write(
    tx: Database,
    connection: ConnectionRow,
    reservation: ChannelReservation,
    applied: ChannelReservationRow | undefined,
    stays: ChannelStay[],
    version: string,
    notices: (string | null)[],
  ): Promise<string[]> {
    const now = this.deps.clock();
    const live = applied?.status === 'booked' ? applied.orderNos : [];
    const line = (orderNo: string, hotelCode: string, action: string, after: Record<string, unknown>) =>
      this.deps.audit.recordChannel(tx, connection.name, { hotelCode, entity: 'order', entityId: orderNo, action, after: { channel: channelNameOf(reservation, connection), channelResId: reservation.channelResId, ...after } });
    if (reservation.status === 'Cancel') {
      for (const orderNo of live) {
        if (await this.deps.orders.cancel(tx, orderNo, now)) await line(orderNo, applied!.hotelCode, CHANNEL_AUDIT_ACTIONS.Cancel, {});
      }
      return applied?.orderNos ?? [];
    }
    const orderNos: string[] = [];
    for (const [i, stay] of stays.entries()) {
      const previous = live[i];
      const written = previous ? await this.deps.orders.amend(tx, previous, stay, now) : await this.deps.orders.book(tx, stay, now);
      // An order checked in (or closed) since stays as the desk left it; the reservation keeps pointing at it.
      if (!written) {
        orderNos.push(previous!);
        continue;
      }
      orderNos.push(written.orderNo);
      await line(written.orderNo, stay.hotelCode, previous ? CHANNEL_AUDIT_ACTIONS.Modify : CHANNEL_AUDIT_ACTIONS.Book, {
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        roomTypeCode: stay.roomTypeCode,
        rateCode: stay.rateCode,
        roomQty: stay.roomQty,
        totalAmount: stay.totalAmount,
        ...(written.overbooked.length ? { overbooked: written.overbooked } : {}),
      });
      if (written.overbooked.length) {
        this.deps.log.warn({ connection: connection.id, orderNo: written.orderNo, nights: written.overbooked.length }, 'channel manager: a reservation overbooked the hotel');
        notices.push(await this.deps.notices.oweOverbooked(tx, { orderId: written.id, orderNo: written.orderNo, hotelCode: stay.hotelCode, version }));
      }
    }
    // Groups the new version no longer has: their orders are cancelled.
    for (const orderNo of live.slice(stays.length)) {
      if (await this.deps.orders.cancel(tx, orderNo, now)) await line(orderNo, applied!.hotelCode, CHANNEL_AUDIT_ACTIONS.Cancel, {});
    }
    return orderNos;
  }
}

/**
 * Whether what was applied already covers this delivery: the same or a newer version (a replay,
 * or a modification overtaken), except a cancellation of the very version that is booked.
 */
function superseded(applied: ChannelReservationRow, reservation: ChannelReservation, version: string): boolean {
  const [ours, theirs] = [applied.version.getTime(), Date.parse(version)];
  if (theirs > ours) return false;
  return !(theirs === ours && reservation.status === 'Cancel' && applied.status === 'booked');
}

const channelNameOf = (reservation: ChannelReservation, connection: ConnectionRow) => reservation.channelName || connection.name;

/** The reservation's room stays grouped into orders: one per room type, plan and stay, rooms added up, in their first appearance's order. */
function groupsOf(reservation: ChannelReservation, mappings: MappingRow[], hotelCode: string): StayGroup[] {
  const ours = (kind: 'room' | 'rate', code: string) => mappings.find((m) => m.hotelCode === hotelCode && m.kind === kind && m.channelCode === code)?.ourCode;
  const groups = new Map<string, StayGroup>();
  for (const stay of reservation.roomStays) {
    const roomTypeCode = ours('room', stay.roomTypeCode);
    if (!roomTypeCode) throw new Unrecordable(`RoomTypeCode "${stay.roomTypeCode}" is not mapped`);
    const rateCode = ours('rate', stay.ratePlanCode);
    if (!rateCode) throw new Unrecordable(`RatePlanCode "${stay.ratePlanCode}" is not mapped`);
    if (stayDates(stay.start, stay.end).length > MAX_NIGHTS) throw new Unrecordable(`a stay of more than ${MAX_NIGHTS} nights`);
    const key = `${roomTypeCode}|${rateCode}|${stay.start}|${stay.end}`;
    const group = groups.get(key) ?? { roomTypeCode, rateCode, stays: [] };
    group.stays.push(stay);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** One group as an order: rooms, party and the travel site's money (whole CNY; another currency's amount kept in the remark). */
function toChannelStay(reservation: ChannelReservation, hotelCode: string, group: StayGroup, roomTypeName: string, plan: RatePlanRow, channelName: string): ChannelStay {
  const first = group.stays[0]!;
  const roomQty = group.stays.reduce((sum, s) => sum + s.units, 0);
  const nights = stayDates(first.start, first.end);
  const currencies = new Set(group.stays.map((s) => s.total?.currency || OUR_CURRENCY));
  const inYuan = currencies.size === 1 && currencies.has(OUR_CURRENCY);
  const statedTotal = group.stays.every((s) => s.total) ? group.stays.reduce((sum, s) => sum + s.total!.amount, 0) : null;
  const byNight = new Map(first.nightly.map((n) => [n.date, n.amount]));
  const nightlyTotal = nights.every((d) => byNight.has(d)) ? nights.reduce((sum, d) => sum + byNight.get(d)!, 0) * roomQty : null;
  const total = statedTotal ?? nightlyTotal ?? 0;
  const totalAmount = inYuan ? Math.round(total) : 0;
  // Per room and night: the channel's own nightly prices when it gave every night, else the total spread evenly.
  const even = Math.floor(totalAmount / roomQty / nights.length);
  const nightlyPrices = nights.map((date, i) => ({
    date,
    price: inYuan && nightlyTotal !== null ? Math.round(byNight.get(date)!) : i === 0 ? Math.round(totalAmount / roomQty) - even * (nights.length - 1) : even,
  }));
  const money = inYuan ? [] : [`販売サイトの金額: ${total.toFixed(2)} ${[...currencies].join('/')}`];
  return {
    hotelCode,
    roomTypeCode: group.roomTypeCode,
    roomTypeName,
    rateCode: plan.code,
    rateName: plan.name,
    checkIn: first.start,
    checkOut: first.end,
    roomQty,
    adultNum: Math.max(roomQty, group.stays.reduce((sum, s) => sum + s.adults, 0)),
    childrenNum: group.stays.reduce((sum, s) => sum + s.children, 0),
    revUser: (reservation.guest.name || reservation.channelResId).slice(0, MAX_NAME),
    mobile: reservation.guest.phone.replace(/[^\d+]/g, '').slice(0, 20),
    email: reservation.guest.email ? reservation.guest.email.slice(0, 254) : null,
    remark: [...money, reservation.comments].filter(Boolean).join('\n').slice(0, MAX_REMARK),
    channelName,
    channelResId: reservation.channelResId,
    breakfast: breakfastLabel(plan.breakfastCount),
    isFreeCancel: plan.isFreeCancel,
    freeCancelHours: plan.freeCancelHours,
    cancelNote: plan.cancelNote,
    nightlyPrices,
    totalAmount,
  };
}

