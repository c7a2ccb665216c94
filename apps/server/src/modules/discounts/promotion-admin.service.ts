import type { Database } from '@hotel/db/client';
import { HOTEL_CODES } from '@hotel/shared/constants';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { MemberLevel } from '@hotel/shared/member-levels';
import { PROMOTIONS_MESSAGES as M, type AdminPromotion, type PromotionListInput, type PromotionSaveInput } from '@hotel/shared/schemas/admin/promotions';
import { ApiError, badRequest, notFound } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { StaffAccess, SignedInStaff } from '../staff/index.ts';
import { type HotelScope, type PromotionAdminRepository, type PromotionFields, type PromotionWithUses } from './promotion-admin.repository.ts';

/** A hotel's rate plan codes (inventory's; handed in by the composition root, as inventory owns rate_plans). */
export type RatePlanCodesOf = (hotelCode: string) => Promise<readonly string[]>;

export const PROMOTION_ENTITY = 'promotion';

const forbidden = (message: string) => new ApiError(403, message);
const conflict = (message: string) => new ApiError(409, message);

/**
 * The back office's promotions (decision 0042), under rates.edit like rate plans: a promotion
 * changes what a stay costs. A person sees the promotions that touch their hotels (naming one of
 * them, or naming none: every hotel) and changes only those whose hotels are all theirs; anything
 * else is 404 (not theirs to know of) or 403 (seen, not theirs to change). An all-hotels promotion
 * is the group administrator's. Every change is one transaction with its audit lines, one per
 * hotel it touches so each hotel's audit view shows it.
 */
export class PromotionAdminService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly promotions: PromotionAdminRepository,
    private readonly hotels: HotelService,
    private readonly access: StaffAccess,
    private readonly audit: AuditTrail,
    private readonly ratePlanCodesOf: RatePlanCodesOf,
    private readonly clock: Clock,
  ) {}

  async list(staff: SignedInStaff, filter: PromotionListInput): Promise<AdminPromotion[]> {
    const scope = this.scopeOf(staff);
    if (filter.hotel && scope !== 'all' && !scope.includes(filter.hotel)) throw forbidden(SERVER_MESSAGES.staffForbidden);
    const active = filter.state === undefined ? undefined : filter.state === 'active';
    const rows = await this.promotions.list(scope, { hotel: filter.hotel, active });
    return rows.map((row) => toAdminPromotion(row, scope));
  }

  async detail(staff: SignedInStaff, id: number): Promise<AdminPromotion> {
    const scope = this.scopeOf(staff);
    const row = await this.promotions.get(id);
    if (!row || !visible(row.hotelCodes, scope)) throw notFound(M.notFound);
    return toAdminPromotion(row, scope);
  }

  async save(staff: SignedInStaff, input: PromotionSaveInput): Promise<AdminPromotion> {
    const scope = this.scopeOf(staff);
    this.requireHotelsWithin(input.hotels, scope);
    await this.requireKnownHotels(input.hotels);
    await this.requireRatePlans(input.hotels, input.rateCodes);
    return this.inTransaction(async (tx) => {
      const before = input.id === undefined ? undefined : await this.requireEditable(tx, input.id, scope);
      if (before && input.totalCap !== null && input.totalCap < before.usedCount) throw badRequest(M.totalCapBelowUsed(before.usedCount));
      // Only promotions sharing a hotel with this one count, all of which the saver can see: the
      // refusal tells a manager nothing about another hotel's promotions (decision 0042).
      if (input.code && (await this.promotions.codeTaken(tx, input.code, input.hotels, input.id))) throw conflict(M.codeTaken);
      const fields = fieldsOf(input);
      const saved = before ? await this.promotions.update(tx, before.id, fields, this.clock()) : await this.promotions.insert(tx, { ...fields, createdBy: staff.staffId });
      await this.record(tx, staff, saved.id, before ? 'update' : 'create', before ? [before.hotelCodes, saved.hotelCodes] : [saved.hotelCodes], before ?? null, saved);
      return toAdminPromotion({ ...saved, hasUses: before?.hasUses ?? false }, scope);
    });
  }

  /** Stops or resumes it: stopping is how a used promotion ends (it cannot be deleted). */
  async setActive(staff: SignedInStaff, id: number, active: boolean): Promise<AdminPromotion> {
    const scope = this.scopeOf(staff);
    return this.inTransaction(async (tx) => {
      const before = await this.requireEditable(tx, id, scope);
      const saved = await this.promotions.update(tx, id, { active }, this.clock());
      await this.record(tx, staff, id, active ? 'resume' : 'stop', [before.hotelCodes], { active: before.active }, { active });
      return toAdminPromotion({ ...saved, hasUses: before.hasUses }, scope);
    });
  }

  /** Deletes a promotion no order ever used (a mistake, a test); a used one is stopped instead (409). */
  async remove(staff: SignedInStaff, id: number): Promise<{ id: number }> {
    const scope = this.scopeOf(staff);
    return this.inTransaction(async (tx) => {
      const before = await this.requireEditable(tx, id, scope);
      if (before.hasUses || !(await this.promotions.deleteUnused(tx, id))) throw conflict(M.usedCannotDelete);
      await this.record(tx, staff, id, 'delete', [before.hotelCodes], before, null);
      return { id };
    });
  }

  private scopeOf(staff: SignedInStaff): HotelScope {
    return this.access.hotelsFor(staff, 'rates.edit');
  }

  /** Locked for the change; 404 when the person cannot see it, 403 when they see it but some hotel is not theirs. */
  private async requireEditable(tx: Database, id: number, scope: HotelScope): Promise<PromotionWithUses> {
    const row = await this.promotions.find(tx, id, true);
    if (!row || !visible(row.hotelCodes, scope)) throw notFound(M.notFound);
    if (!editable(row.hotelCodes, scope)) throw forbidden(M.notEditable);
    return row;
  }

  /** A hotel's staff name at least one hotel, all of them theirs; only the group may leave it empty (every hotel). */
  private requireHotelsWithin(hotels: readonly string[], scope: HotelScope): void {
    if (scope === 'all') return;
    if (hotels.length === 0) throw badRequest(M.hotelsRequired);
    if (hotels.some((h) => !scope.includes(h))) throw forbidden(M.hotelsForbidden);
  }

  private async requireKnownHotels(hotels: readonly string[]): Promise<void> {
    for (const code of hotels) {
      const hotel = await this.hotels.requireHotel(code).catch(unknownHotelAsNull);
      if (!hotel || hotel.isGroup) throw badRequest(M.hotelsInvalid);
    }
  }

  /** Each rate plan code is sold by at least one of the promotion's hotels (any hotel when it names none). */
  private async requireRatePlans(hotels: readonly string[], rateCodes: readonly string[]): Promise<void> {
    if (rateCodes.length === 0) return;
    const sold = new Set<string>();
    for (const hotel of hotels.length > 0 ? hotels : HOTEL_CODES) for (const code of await this.ratePlanCodesOf(hotel)) sold.add(code);
    const unknown = rateCodes.find((code) => !sold.has(code));
    if (unknown) throw badRequest(M.rateCodeUnknown(unknown));
  }

  /** One audit line per hotel the promotion named before or after; a group line when either named none (every hotel). */
  private record(tx: Database, actor: AuditActor, id: number, action: string, hotelLists: readonly (readonly string[])[], before: unknown, after: unknown) {
    const touched = [...new Set(hotelLists.flat())];
    const everyHotel = hotelLists.some((list) => list.length === 0);
    const hotelCodes: (string | null)[] = [...touched, ...(everyHotel ? [null] : [])];
    return this.audit.record(tx, actor, ...hotelCodes.map((hotelCode) => ({ hotelCode, entity: PROMOTION_ENTITY, entityId: id, action, before, after })));
  }

}

const visible = (hotels: readonly string[], scope: HotelScope) => scope === 'all' || hotels.length === 0 || hotels.some((h) => scope.includes(h));
const editable = (hotels: readonly string[], scope: HotelScope) => scope === 'all' || (hotels.length > 0 && hotels.every((h) => scope.includes(h)));

function fieldsOf(input: PromotionSaveInput): PromotionFields {
  return {
    name: input.name,
    kind: input.kind,
    value: input.value,
    hotelCodes: input.hotels,
    rateCodes: input.rateCodes,
    stayFrom: input.stayFrom,
    stayTo: input.stayTo,
    bookFrom: input.bookFrom,
    bookTo: input.bookTo,
    minNights: input.minNights,
    memberLevels: input.memberLevels,
    code: input.code,
    totalCap: input.totalCap,
    perMemberCap: input.perMemberCap,
    stackable: input.stackable,
    active: input.active,
  };
}

export function toAdminPromotion(row: PromotionWithUses, scope: HotelScope): AdminPromotion {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    value: row.value,
    hotels: row.hotelCodes,
    rateCodes: row.rateCodes,
    stayFrom: row.stayFrom,
    stayTo: row.stayTo,
    bookFrom: row.bookFrom,
    bookTo: row.bookTo,
    minNights: row.minNights,
    memberLevels: row.memberLevels as MemberLevel[],
    code: row.code,
    totalCap: row.totalCap,
    perMemberCap: row.perMemberCap,
    usedCount: row.usedCount,
    stackable: row.stackable,
    active: row.active,
    editable: editable(row.hotelCodes, scope),
    deletable: !row.hasUses,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** requireHotel's 404 is a bad hotel in the input here (400); anything else stays an error. */
function unknownHotelAsNull(error: unknown): null {
  if (error instanceof ApiError && error.statusCode === 404) return null;
  throw error;
}
