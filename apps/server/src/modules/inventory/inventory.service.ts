import type { Database } from '@hotel/db/client';
import type { NightPrice } from '@hotel/db/schema/inventory';
import type { NightQty, RoomNightsOf } from '@hotel/db/schema/stay-columns';
import { stayDates } from '@hotel/shared/stay-rules';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { TaxRules } from '@hotel/shared/taxes';
import type { InventoryRepository, MonthAvailabilityRow, RatePlanRow, RestrictionRow, StayAvailabilityRow, StayRooms } from './inventory.repository.ts';
import type { TaxRulesRepository } from './tax-rules.repository.ts';

/** How many expired rows one release pass handles; the next pass takes the rest. */
export const RELEASE_BATCH = 200;

/** The rooms a hold or an order has taken: fields both rows carry, so either can be passed. */
export interface TakenRooms {
  hotelCode: string;
  roomTypeCode: string;
  checkIn: string;
  checkOut: string;
  roomQty: number;
  /** An overbooked channel order's nights and the rooms it could not take (decision 0063): not given back. */
  overbookedNights?: NightQty[] | null;
}

/**
 * One row's claim to give its rooms back: a conditional status change (hold released, order
 * cancelled or expired) that succeeds once. undefined when it did not happen (someone else got
 * there first, or the row was not in that state); `rooms: null` when it happened but the row
 * held no rooms.
 */
export type ReleaseClaim = (tx: Database) => Promise<{ rooms: TakenRooms | null } | undefined>;

/**
 * What other modules may do with the inventory (rate_plans, room_nights): search reads plans and
 * nights, the hold step takes rooms, and this is the one place rooms go back on sale. Holds and
 * orders both release through it: the status change and the give-back share one transaction, so
 * however many releases run at once (timer, lazy calls, several processes), a room goes back
 * exactly once.
 */
export class InventoryService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly inventory: InventoryRepository,
    private readonly taxRules: TaxRulesRepository,
  ) {}

  /** The service and VAT rules a hotel sells under now (decision 0068); in the caller's transaction when `db` is one. */
  async taxRulesOf(hotelCode: string, db?: Database): Promise<TaxRules> {
    return (await this.taxRules.find(hotelCode, db)).rules;
  }

  /** The same for several hotels in one query (a city's results and price calendar). */
  taxRulesOfHotels(hotelCodes: readonly string[]): Promise<Map<string, TaxRules>> {
    return this.taxRules.rulesOf(hotelCodes);
  }

  /** The hotel's rate plans, in their order, inactive ones included. */
  listRatePlans(hotelCode: string): Promise<RatePlanRow[]> {
    return this.inventory.listRatePlans(hotelCode);
  }

  /** The rate plans of several hotels (a city's price calendar), in one query. */
  listRatePlansOf(hotelCodes: string[]): Promise<RatePlanRow[]> {
    return this.inventory.listRatePlansOf(hotelCodes);
  }

  findRatePlan(hotelCode: string, code: string): Promise<RatePlanRow | undefined> {
    return this.inventory.findRatePlan(hotelCode, code);
  }

  /** Each room type's stay as the search reads it, in one query (decision 0032). */
  stayAvailability(hotelCode: string, roomTypeCodes: string[], checkIn: string, checkOut: string): Promise<StayAvailabilityRow[]> {
    return this.inventory.stayAvailability(hotelCode, roomTypeCodes, checkIn, checkOut);
  }

  /** Each hotel's and room type's nights from `from` to `to` (the price calendar, decision 0037). */
  monthAvailability(hotelCodes: string[], roomTypeCodes: string[], from: string, to: string): Promise<MonthAvailabilityRow[]> {
    return this.inventory.monthAvailability(hotelCodes, roomTypeCodes, from, to);
  }

  /** The restrictions from checkIn to checkOut, both included; in the caller's transaction when `db` is one. */
  listRestrictions(hotelCode: string, roomTypeCodes: string[], checkIn: string, checkOut: string, db?: Database): Promise<RestrictionRow[]> {
    return this.inventory.listRestrictions(hotelCode, roomTypeCodes, checkIn, checkOut, db);
  }

  /** Takes the rooms on every night inside the caller's transaction; null on a full night (the caller rolls back). */
  takeRooms(tx: Database, stay: StayRooms): Promise<NightPrice[] | null> {
    return this.inventory.takeRooms(tx, stay);
  }

  /** A room type's staying nights with price and rooms left (decision 0059); in the caller's transaction when `db` is one. */
  stayNights(hotelCode: string, roomTypeCode: string, checkIn: string, checkOut: string, db?: Database) {
    return this.inventory.stayNights(hotelCode, roomTypeCode, checkIn, checkOut, db);
  }

  /**
   * Takes each night's rooms inside the caller's transaction, in date order like takeRooms (the
   * same lock order as every hold); false on a full night (the caller rolls back).
   */
  async takeNights(tx: Database, hotelCode: string, rooms: RoomNightsOf): Promise<boolean> {
    for (const night of rooms.nights) {
      if (!(await this.inventory.takeRooms(tx, { hotelCode, roomTypeCode: rooms.roomTypeCode, dates: [night.date], qty: night.qty }))) return false;
    }
    return true;
  }

  /** Gives each night's rooms back in the caller's transaction, which guards it with a state change (an amendment applied, expired or withdrawn). */
  async giveBackNights(tx: Database, hotelCode: string, rooms: RoomNightsOf): Promise<void> {
    for (const night of rooms.nights) {
      await this.inventory.giveBackRooms(tx, { hotelCode, roomTypeCode: rooms.roomTypeCode, dates: [night.date], qty: night.qty });
    }
  }

  /** Runs the claim and gives its rooms back, in one transaction; true when the claim succeeded. */
  release(claim: ReleaseClaim): Promise<boolean> {
    return this.inTransaction(async (tx) => {
      const claimed = await claim(tx);
      if (!claimed) return false;
      if (claimed.rooms) await this.giveBack(tx, claimed.rooms);
      return true;
    });
  }

  /** release() for each id, each in its own transaction; how many were released. */
  async releaseEach(ids: number[], claim: (tx: Database, id: number) => ReturnType<ReleaseClaim>): Promise<number> {
    let released = 0;
    for (const id of ids) {
      if (await this.release((tx) => claim(tx, id))) released++;
    }
    return released;
  }

  /**
   * Takes up to the rooms asked for each night in the caller's transaction (a channel manager's
   * reservation, decision 0063); each night's price and the rooms it had.
   */
  takeRoomsUpTo(tx: Database, stay: StayRooms): Promise<Array<NightPrice & { taken: number }>> {
    return this.inventory.takeRoomsUpTo(tx, stay);
  }

  /**
   * Locks the nights a channel order gives back and takes, room type by room type and in date order
   * (decision 0063), before it moves any: a hold locks its nights in date order too, so they never deadlock.
   */
  async lockNights(tx: Database, hotelCode: string, nights: Array<{ roomTypeCode: string; dates: string[] }>): Promise<void> {
    const byType = new Map<string, Set<string>>();
    for (const n of nights) for (const date of n.dates) byType.set(n.roomTypeCode, (byType.get(n.roomTypeCode) ?? new Set()).add(date));
    for (const roomTypeCode of [...byType.keys()].sort()) await this.inventory.lockNights(tx, hotelCode, roomTypeCode, [...byType.get(roomTypeCode)!].sort());
  }

  /** Stop-sells a room type's nights in the caller's transaction (an overbooking, decision 0063). */
  stopSell(tx: Database, hotelCode: string, roomTypeCode: string, dates: string[]): Promise<void> {
    return this.inventory.stopSell(tx, hotelCode, roomTypeCode, dates);
  }

  /** Gives an order's rooms back in the caller's transaction, which guards it with a state change (a channel reservation modified or cancelled). */
  async giveBack(tx: Database, rooms: TakenRooms): Promise<void> {
    const dates = stayDates(rooms.checkIn, rooms.checkOut);
    const short = new Map((rooms.overbookedNights ?? []).map((n) => [n.date, n.qty]));
    if (short.size === 0) return this.inventory.giveBackRooms(tx, { hotelCode: rooms.hotelCode, roomTypeCode: rooms.roomTypeCode, dates, qty: rooms.roomQty });
    for (const date of dates) {
      const qty = rooms.roomQty - (short.get(date) ?? 0);
      if (qty > 0) await this.inventory.giveBackRooms(tx, { hotelCode: rooms.hotelCode, roomTypeCode: rooms.roomTypeCode, dates: [date], qty });
    }
  }
}
