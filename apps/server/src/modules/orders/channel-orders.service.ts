import type { Database } from '@hotel/db/client';
import type { NightQty } from '@hotel/db/schema/orders';
import { ORDER_STATE } from '@hotel/shared/constants';
import { stayDates } from '@hotel/shared/stay-rules';
import { splitIncluded, type TaxRules } from '@hotel/shared/taxes';
import { newReference } from '../../lib/references.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { OrderRepository } from './order.repository.ts';

/**
 * One order of a channel manager's reservation (decision 0063): a room type, a rate plan and a
 * stay, with what the travel site sold it for. Everything here was read from the channel's message
 * and mapped to our codes by the channels module.
 */
export interface ChannelStay {
  hotelCode: string;
  roomTypeCode: string;
  roomTypeName: string;
  rateCode: string;
  rateName: string;
  checkIn: string;
  checkOut: string;
  roomQty: number;
  adultNum: number;
  childrenNum: number;
  revUser: string;
  /** As the channel relayed it (often a relay number); '' when none. */
  mobile: string;
  email: string | null;
  remark: string;
  channelName: string;
  channelResId: string;
  /** The plan's terms as booked (copied, as a hold copies them). */
  breakfast: string;
  isFreeCancel: boolean;
  freeCancelHours: number;
  cancelNote: string;
  /** Per room and night, what the travel site sold (whole CNY). */
  nightlyPrices: Array<{ date: string; price: number }>;
  totalAmount: number;
}

export interface ChannelOrderWritten {
  id: number;
  orderNo: string;
  /** Nights and rooms it could not take: the hotel must find the guest a room. */
  overbooked: NightQty[];
}

/** What a channel order does to room_nights: inventory's, in the caller's transaction. */
type ChannelRooms = Pick<InventoryService, 'takeRoomsUpTo' | 'giveBack' | 'stopSell' | 'lockNights' | 'taxRulesOf'>;

/**
 * Orders from channel managers (issue 26, decision 0063), written by this module, which owns
 * orders, inside the channels module's transaction: they take and give back rooms from the same
 * counts as the site's bookings. A night without a room left is still booked (the guest holds the
 * travel site's confirmation): the order keeps the rooms it could not take, and those nights are
 * stop-sold so every channel stops selling them at once. Never a member's (memberId null), never
 * the guest's confirmation (the travel site sends its own), paid at the hotel or to the channel.
 */
export class ChannelOrdersService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly rooms: ChannelRooms,
  ) {}

  async book(tx: Database, stay: ChannelStay, now: Date): Promise<ChannelOrderWritten> {
    const overbooked = await this.take(tx, stay);
    const orderNo = newReference('FO', now);
    const { id } = await this.orders.insert(tx, {
      ...this.columns(stay, overbooked, await this.rooms.taxRulesOf(stay.hotelCode, tx)),
      orderNo,
      revNo: newReference('RV', now),
      memberId: null,
      arrivalTime: null,
      discountAmount: 0,
      promotionId: null,
      promotionAmount: 0,
      couponId: null,
      couponAmount: 0,
      payResult: 0,
      state: ORDER_STATE.booked,
      payCode: null,
      payDeadline: null,
      roomsHeld: true,
      source: 'channel',
      createdAt: now,
      updatedAt: now,
    });
    return { id, orderNo, overbooked };
  }

  /**
   * A newer version of the reservation: the order's rooms go back and the new stay's are taken, in
   * the caller's transaction. Null when the order is no longer open (cancelled, stayed): nothing moves.
   */
  async amend(tx: Database, orderNo: string, stay: ChannelStay, now: Date): Promise<ChannelOrderWritten | null> {
    const row = await this.orders.lockOpenChannelOrder(tx, orderNo);
    if (!row) return null;
    // Old and new nights locked in one order first: giving back late nights then taking early ones could meet a hold the other way round.
    await this.rooms.lockNights(tx, stay.hotelCode, [
      { roomTypeCode: row.roomTypeCode, dates: stayDates(row.checkIn, row.checkOut) },
      { roomTypeCode: stay.roomTypeCode, dates: stayDates(stay.checkIn, stay.checkOut) },
    ]);
    await this.rooms.giveBack(tx, row);
    const overbooked = await this.take(tx, stay);
    await this.orders.rewrite(tx, row.id, { ...this.columns(stay, overbooked, await this.rooms.taxRulesOf(stay.hotelCode, tx)), amendmentCount: row.amendmentCount + 1, updatedAt: now });
    return { id: row.id, orderNo, overbooked };
  }

  /** The reservation cancelled on the travel site: the order's rooms go back. False when it was not open any more. */
  async cancel(tx: Database, orderNo: string, now: Date): Promise<boolean> {
    const row = await this.orders.lockOpenChannelOrder(tx, orderNo);
    if (!row) return false;
    await this.orders.rewrite(tx, row.id, { state: ORDER_STATE.cancelled, cancelledAt: now, updatedAt: now });
    await this.rooms.giveBack(tx, row);
    return true;
  }

  /** Takes what is left of the stay's rooms; the nights short are stop-sold (the triggers tell every channel). */
  private async take(tx: Database, stay: ChannelStay): Promise<NightQty[]> {
    const nights = await this.rooms.takeRoomsUpTo(tx, { hotelCode: stay.hotelCode, roomTypeCode: stay.roomTypeCode, dates: stayDates(stay.checkIn, stay.checkOut), qty: stay.roomQty });
    const overbooked = nights.filter((n) => n.taken < stay.roomQty).map((n) => ({ date: n.date, qty: stay.roomQty - n.taken }));
    await this.rooms.stopSell(
      tx,
      stay.hotelCode,
      stay.roomTypeCode,
      overbooked.map((n) => n.date),
    );
    return overbooked;
  }

  /**
   * The order's columns from the travel site's stay. Its amounts are the site's (we send it totals
   * with service and VAT included, decision 0068): split under the hotel's rules of the day.
   */
  private columns(stay: ChannelStay, overbooked: NightQty[], taxRules: TaxRules) {
    const nights = stayDates(stay.checkIn, stay.checkOut).length;
    return {
      hotelCode: stay.hotelCode,
      roomTypeCode: stay.roomTypeCode,
      roomTypeName: stay.roomTypeName,
      rateCode: stay.rateCode,
      rateName: stay.rateName,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights,
      roomQty: stay.roomQty,
      adultNum: stay.adultNum,
      childrenNum: stay.childrenNum,
      revUser: stay.revUser,
      mobile: stay.mobile,
      email: stay.email,
      remark: stay.remark,
      breakfast: stay.breakfast,
      payment: 'hotel' as const,
      isFreeCancel: stay.isFreeCancel,
      freeCancelHours: stay.freeCancelHours,
      cancelNote: stay.cancelNote,
      // The travel site's own rules apply to its booking; it changes there.
      changesUntilHours: null,
      nightlyPrices: stay.nightlyPrices,
      totalAmount: stay.totalAmount,
      actualAmount: stay.totalAmount,
      taxRules,
      charges: splitIncluded(stay.totalAmount, taxRules),
      channelName: stay.channelName,
      channelResId: stay.channelResId,
      overbookedNights: overbooked.length ? overbooked : null,
    };
  }
}
