import type { Database } from '@hotel/db/client';
import { addDays, hotelMoment, hotelToday } from '@hotel/shared/hotel-date';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { COUPONS_MESSAGES as C, PROMOTIONS_MESSAGES, type AdminCoupon, type CouponIssueInput } from '@hotel/shared/schemas/admin/promotions';
import { ApiError, badRequest, notFound } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { SignedInStaff, StaffAccess } from '../staff/index.ts';
import { newCouponCode } from './coupon-code.ts';
import { foreignKeyViolation, type CouponAdminRepository, type CouponRow } from './coupon-admin.repository.ts';

export const COUPON_ENTITY = 'member_coupon';

/** 31^8 ≈ 8.5 × 10^11 codes: a clash is rare, five in a row means something else is wrong. */
const CODE_ATTEMPTS = 5;

const conflict = (message: string) => new ApiError(409, message);

/**
 * Coupons staff issue to a member and withdraw (decision 0042), from the member detail page:
 * members.view to see them, members.points to change them, as the points adjustment beside them.
 * A coupon may be limited to hotels, only the issuer's own. It lapses at the end of its last hotel
 * date. Each change commits with its audit line (ids, code and terms: nothing personal).
 */
export class CouponAdminService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly coupons: CouponAdminRepository,
    private readonly hotels: HotelService,
    private readonly access: StaffAccess,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async list(memberId: number): Promise<AdminCoupon[]> {
    const now = this.clock();
    return (await this.coupons.listOf(memberId)).map((row) => toAdminCoupon(row, now));
  }

  async issue(staff: SignedInStaff, input: CouponIssueInput): Promise<AdminCoupon> {
    const scope = this.access.hotelsFor(staff, 'members.points');
    if (scope !== 'all' && input.hotels.some((h) => !scope.includes(h))) throw new ApiError(403, SERVER_MESSAGES.staffForbidden);
    for (const code of input.hotels) {
      const hotel = await this.hotels.requireHotel(code).catch(unknownHotelAsNull);
      if (!hotel || hotel.isGroup) throw badRequest(PROMOTIONS_MESSAGES.hotelsInvalid);
    }
    const now = this.clock();
    if (input.expiresOn <= hotelToday(now)) throw badRequest(C.expiresPast);
    try {
      return await this.inTransaction(async (tx) => {
        const coupon = await this.insertWithFreshCode(tx, staff, input, now);
        await this.audit.record(tx, staff, { hotelCode: null, entity: COUPON_ENTITY, entityId: coupon.id, action: 'issue', after: auditView(coupon) });
        return toAdminCoupon(coupon, now);
      });
    } catch (error) {
      if (foreignKeyViolation(error, 'member_coupons_member_id_members_id_fk')) throw notFound(C.memberNotFound);
      throw error;
    }
  }

  /** Withdraws an available coupon; a used one stays as the order's record (409). */
  async void(actor: AuditActor, id: number): Promise<AdminCoupon> {
    return this.inTransaction(async (tx) => {
      const before = await this.coupons.findForUpdate(tx, id);
      if (!before) throw notFound(C.notFound);
      if (before.state === 'used') throw conflict(C.alreadyUsed);
      const after = await this.coupons.voidAvailable(tx, id);
      if (!after) throw conflict(C.alreadyVoid);
      await this.audit.record(tx, actor, { hotelCode: null, entity: COUPON_ENTITY, entityId: id, action: 'void', before: { state: before.state }, after: { state: after.state, memberId: after.memberId, code: after.code } });
      return toAdminCoupon(after, this.clock());
    });
  }

  private async insertWithFreshCode(tx: Database, staff: SignedInStaff, input: CouponIssueInput, now: Date): Promise<CouponRow> {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const row = await this.coupons.insertUnlessCodeTaken(tx, {
        memberId: input.memberId,
        code: newCouponCode(),
        title: input.title,
        kind: input.kind,
        value: input.value,
        minSpend: input.minSpend,
        hotelCodes: input.hotels,
        source: 'staff',
        issuedBy: staff.staffId,
        issuedAt: now,
        // Usable through its last hotel date: it lapses at the next midnight in the hotels.
        expiresAt: hotelMoment(addDays(input.expiresOn, 1)),
      });
      if (row) return row;
    }
    throw new Error('no free coupon code after several attempts');
  }
}

const auditView = (c: CouponRow) => ({ memberId: c.memberId, code: c.code, title: c.title, kind: c.kind, value: c.value, minSpend: c.minSpend, hotels: c.hotelCodes, expiresAt: c.expiresAt.toISOString() });

export function toAdminCoupon(row: CouponRow, now: Date): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind,
    value: row.value,
    minSpend: row.minSpend,
    hotels: row.hotelCodes,
    source: row.source,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.state === 'available' && row.expiresAt <= now,
    state: row.state,
  };
}

/** requireHotel's 404 is a bad hotel in the input here (400); anything else stays an error. */
function unknownHotelAsNull(error: unknown): null {
  if (error instanceof ApiError && error.statusCode === 404) return null;
  throw error;
}
