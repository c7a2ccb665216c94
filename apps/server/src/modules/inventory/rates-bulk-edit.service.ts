import { dayOfWeek } from '@hotel/shared/hotel-date';
import { RESTRICTION_KEYS } from '@hotel/shared/restrictions';
import { RATES_MESSAGES, type RatesBulkInput, type RatesBulkResult, type RatesChanges } from '@hotel/shared/schemas/admin/rates';
import { badRequest } from '../../lib/api-error.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditTrail, ChangeAuthor } from '../audit/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { RoomService } from '../rooms/index.ts';
import { datesBetween, ratesWindow } from './rates-calendar.service.ts';
import type { NightValues, RatesRepository, RoomNight } from './rates.repository.ts';

/** The audit trail's name for a room_nights row; its id is `${roomTypeCode}:${stayDate}`. */
const ROOM_NIGHT_ENTITY = 'room_night';

type EditableField = keyof NightValues;

/**
 * POST /adminapi/v1/rates/bulk: one set of changes over room types × the chosen weekdays of a date
 * range, in one transaction. Missing nights are created from the room type's defaults, every
 * night is locked, and the whole edit is refused (nothing changed) when a night would sell fewer
 * rooms than are already sold or its minimum stay would pass its maximum. Each night that really
 * changes gets one audit line with the changed fields before and after.
 */
export class RatesBulkEditService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly hotels: HotelService,
    private readonly rooms: RoomService,
    private readonly nights: RatesRepository,
    private readonly audit: AuditTrail,
  ) {}

  /** `actor`: the member of staff on the grid, or a PMS's integration key (decision 0065); each audited as itself. */
  async bulkEdit(actor: ChangeAuthor, input: RatesBulkInput, now: Date): Promise<RatesBulkResult> {
    const hotel = await this.hotels.requireHotel(input.hotel);
    const { today, lastDate } = ratesWindow(now);
    if (input.from < today) throw badRequest(RATES_MESSAGES.fromPast);
    if (input.to < input.from) throw badRequest(RATES_MESSAGES.toBeforeFrom);
    if (input.to > lastDate) throw badRequest(RATES_MESSAGES.beyondHorizon(lastDate));
    if (hotel.isPreOpening && hotel.openingDate && input.from < hotel.openingDate) throw badRequest(RATES_MESSAGES.beforeOpening(hotel.openingDate));

    const known = new Map((await this.rooms.roomTypesOf(hotel.code)).map((r) => [r.code, r]));
    const roomTypes = [...new Set(input.roomTypes)].sort();
    const unknown = roomTypes.find((code) => !known.has(code));
    if (unknown !== undefined) throw badRequest(RATES_MESSAGES.roomTypeUnknown(unknown));
    const weekdays = new Set(input.weekdays);
    const dates = datesBetween(input.from, input.to).filter((d) => weekdays.has(dayOfWeek(d)));
    if (dates.length === 0) throw badRequest(RATES_MESSAGES.noNightsInRange);
    const values = toValues(input.changes);

    return this.inTransaction(async (tx) => {
      // A night without a row is not on sale yet: it starts from the room type's defaults.
      const created = await this.nights.insertMissing(
        tx,
        roomTypes.flatMap((code) => {
          const room = known.get(code)!;
          return dates.map((stayDate) => ({ hotelCode: hotel.code, roomTypeCode: code, stayDate, price: room.basePrice, totalRooms: room.defaultRooms }));
        }),
      );
      const rows = await this.nights.lockNights(tx, hotel.code, roomTypes, dates);
      refuseImpossible(rows, values);

      const changed = rows.flatMap((row) => {
        const key = `${row.roomTypeCode}:${row.stayDate}`;
        const isNew = created.has(key);
        const fields = (Object.keys(values) as EditableField[]).filter((f) => isNew || values[f] !== row[f]);
        if (fields.length === 0) return [];
        return [
          {
            hotelCode: hotel.code,
            entity: ROOM_NIGHT_ENTITY,
            entityId: key,
            action: isNew ? 'create' : 'update',
            before: isNew ? null : pick(row, fields),
            after: isNew ? { ...pick(row, ['price', 'totalRooms']), ...pick({ ...row, ...values }, fields) } : pick({ ...row, ...values }, fields),
          },
        ];
      });
      if (changed.length > 0) {
        await this.nights.setNights(tx, hotel.code, roomTypes, dates, values);
        await this.audit.recordBy(tx, actor, ...changed);
      }
      return { nightsMatched: rows.length, nightsChanged: changed.length, nightsCreated: created.size, changedRoomTypes: byRoomType(changed.map((c) => c.entityId)) };
    });
  }
}

/** Changed nights (`${roomTypeCode}:${stayDate}`) grouped by room type: how many, first and last. */
function byRoomType(keys: string[]): RatesBulkResult['changedRoomTypes'] {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const [roomType = '', date = ''] = key.split(':');
    groups.set(roomType, [...(groups.get(roomType) ?? []), date]);
  }
  return [...groups].map(([roomType, dates]) => {
    const sorted = dates.sort();
    return { roomType, nights: sorted.length, first: sorted[0]!, last: sorted[sorted.length - 1]! };
  });
}

function toValues(changes: RatesChanges): NightValues {
  const values: NightValues = {};
  if (changes.price !== undefined) values.price = changes.price;
  if (changes.rooms !== undefined) values.totalRooms = changes.rooms;
  // Each restriction is its own column, under the same name (RESTRICTIONS).
  const restrictions = Object.fromEntries(RESTRICTION_KEYS.filter((key) => changes[key] !== undefined).map((key) => [key, changes[key]]));
  return { ...values, ...restrictions };
}

/** Refuses the whole edit, naming the nights, before anything is written. */
function refuseImpossible(rows: RoomNight[], values: NightValues): void {
  if (values.totalRooms !== undefined) {
    const rooms = values.totalRooms;
    const below = rows.filter((r) => r.soldRooms > rooms);
    if (below.length > 0) throw badRequest(RATES_MESSAGES.roomsBelowSold(below.map((r) => ({ date: r.stayDate, roomType: r.roomTypeCode, sold: r.soldRooms }))));
  }
  if (values.minStay !== undefined || values.maxStay !== undefined) {
    const crossed = rows.filter((r) => {
      const min = values.minStay !== undefined ? values.minStay : r.minStay;
      const max = values.maxStay !== undefined ? values.maxStay : r.maxStay;
      return min != null && max != null && min > max;
    });
    if (crossed.length > 0) throw badRequest(RATES_MESSAGES.minAboveMaxOn(crossed.map((r) => ({ date: r.stayDate, roomType: r.roomTypeCode }))));
  }
}

function pick(row: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, row[f]]));
}
