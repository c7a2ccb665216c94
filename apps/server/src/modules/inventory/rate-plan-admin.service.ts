import { CATALOG_MESSAGES, type AdminRatePlan, type RatePlanSaveInput } from '@hotel/shared/schemas/admin/catalog';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { changePolicyText } from '@hotel/shared/cancel-policy';
import { badRequest, notFound } from '../../lib/api-error.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { RatePlanRow } from './inventory.repository.ts';
import { freeCancelRange } from './price-stay.ts';
import type { RatePlanFields, RatePlanRepository } from './rate-plan.repository.ts';

/**
 * The back office's rate plans (issue 10): list and save one hotel's plans. Each save is one
 * transaction with its audit line. Holds and orders copy a plan's terms when booked, so an edit
 * changes what is sold from now on and never an order already taken (docs/decisions/0021).
 */
export class RatePlanAdminService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly plans: RatePlanRepository,
    private readonly hotels: HotelService,
    private readonly audit: AuditTrail,
  ) {}

  async list(hotelCode: string): Promise<AdminRatePlan[]> {
    await this.requireMemberHotel(hotelCode);
    return (await this.plans.list(hotelCode)).map(toAdminRatePlan);
  }

  async save(actor: AuditActor, input: RatePlanSaveInput): Promise<AdminRatePlan> {
    await this.requireMemberHotel(input.hotel);
    return this.inTransaction(async (tx) => {
      await this.plans.lockHotel(tx, input.hotel);
      const before = await this.plans.find(tx, input.hotel, input.code);
      if (input.mode === 'create' && before) throw badRequest(CATALOG_MESSAGES.planCodeTaken);
      if (input.mode === 'update' && !before) throw notFound(CATALOG_MESSAGES.planNotFound);
      if (input.discountCode && (await this.plans.discountCodeUsedElsewhere(tx, input.hotel, input.discountCode, input.code))) {
        throw badRequest(CATALOG_MESSAGES.discountCodeTaken);
      }
      const fields = planFields(input, before);
      const saved = before
        ? await this.plans.update(tx, input.hotel, input.code, fields)
        : await this.plans.insert(tx, { hotelCode: input.hotel, code: input.code, ...fields });
      await this.audit.record(tx, actor, {
        hotelCode: input.hotel,
        entity: 'rate_plan',
        entityId: `${input.hotel}/${input.code}`,
        action: before ? 'update' : 'create',
        before: before ?? null,
        after: saved,
      });
      return toAdminRatePlan(saved);
    });
  }

  /** The group row (pro018) has no rooms to sell. */
  private async requireMemberHotel(hotelCode: string): Promise<void> {
    const hotel = await this.hotels.requireHotel(hotelCode);
    if (hotel.isGroup) throw notFound(SERVER_MESSAGES.hotelNotFound);
  }
}

function planFields(input: RatePlanSaveInput, before: RatePlanRow | undefined): RatePlanFields {
  const fixed = input.priceMode === 'fixed';
  const free = input.cancelPolicy === 'free';
  return {
    name: input.name,
    payment: input.payment,
    breakfastCount: input.breakfastCount,
    breakfastSupplement: input.breakfastSupplement,
    // A fixed-price plan keeps its last rule, so switching back restores it.
    priceFactor: fixed ? (input.priceFactor ?? before?.priceFactor ?? 100) : input.priceFactor!,
    fixedPrice: fixed ? input.fixedPrice! : null,
    memberOnly: input.memberOnly,
    discountType: input.discountType,
    discountCode: input.discountCode,
    sortOrder: input.sortOrder,
    isActive: input.isActive,
    isFreeCancel: free,
    freeCancelHours: free ? (input.freeCancelHours ?? 0) : 0,
    cancelNote: input.cancelNote,
    changesUntilHours: changesUntil(input, before, free),
  };
}

/** The change rule: as the form says; not given (an older client), the plan keeps its own and a new plan follows its cancellation (decision 0059). */
function changesUntil(input: RatePlanSaveInput, before: RatePlanRow | undefined, free: boolean): number | null {
  if (input.changePolicy === 'never') return null;
  if (input.changePolicy === 'until') return input.changesUntilHours ?? 0;
  if (before) return before.changesUntilHours;
  return free ? 0 : null;
}

export function toAdminRatePlan(row: RatePlanRow): AdminRatePlan {
  return {
    hotel: row.hotelCode,
    code: row.code,
    name: row.name,
    payment: row.payment,
    breakfastCount: row.breakfastCount,
    breakfastSupplement: row.breakfastSupplement,
    memberOnly: row.memberOnly,
    discountType: row.discountType,
    discountCode: row.discountCode,
    priceMode: row.fixedPrice != null ? 'fixed' : 'rule',
    priceFactor: row.priceFactor,
    fixedPrice: row.fixedPrice,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    cancelPolicy: row.isFreeCancel ? 'free' : 'nonRefundable',
    freeCancelHours: row.freeCancelHours,
    cancelNote: row.cancelNote,
    cancelText: freeCancelRange(row),
    changePolicy: row.changesUntilHours === null ? 'never' : 'until',
    changesUntilHours: row.changesUntilHours,
    changeText: changePolicyText(row.changesUntilHours),
  };
}
