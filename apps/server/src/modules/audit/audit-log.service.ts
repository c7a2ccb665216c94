import { describeAuditLine } from '@hotel/shared/audit-wording';
import { addDays, hotelMoment } from '@hotel/shared/hotel-date';
import { AUDIT_PAGE_SIZE, type AuditLineView, type AuditQuery } from '@hotel/shared/schemas/admin/audit';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditRepository } from './audit.repository.ts';

/** Whose lines a person may read: every line, or only the lines of these hotels (StaffAccess decides). */
export type AuditScope = 'all' | readonly string[];

/**
 * Reading the audit log (GET /adminapi/v1/audit): a group administrator reads every line; anyone
 * else with audit.view only their hotels' lines, never group lines or another hotel's, whatever
 * they filter by. Newest first, AUDIT_PAGE_SIZE a page; days are hotel days.
 */
/** Hotel's: hotel names by code (audit_log never reads the hotels table itself). */
export interface AuditHotelNames {
  namesByCode(codes: Iterable<string>): Promise<Map<string, string>>;
}

export class AuditLogService {
  constructor(
    private readonly lines: AuditRepository,
    /** Hotel's: hotel names by code, for the lines' words. */
    private readonly hotels: AuditHotelNames,
  ) {}

  async page(scope: AuditScope, query: AuditQuery) {
    const page = query.page ?? 1;
    // Filtering by another hotel is refused, as every hotel-scoped route refuses it.
    if (query.hotel && scope !== 'all' && !scope.includes(query.hotel)) throw new ApiError(403, SERVER_MESSAGES.staffForbidden);
    const hotels = query.hotel ? [query.hotel] : scope === 'all' ? undefined : scope;
    const { lines, total } = await this.lines.search(
      {
        hotels,
        staffEmail: query.staff,
        entity: query.entity,
        entityId: query.entityId,
        from: query.from ? hotelMoment(query.from) : undefined,
        until: query.to ? hotelMoment(addDays(query.to, 1)) : undefined,
      },
      AUDIT_PAGE_SIZE,
      (page - 1) * AUDIT_PAGE_SIZE,
    );
    const names = await this.hotels.namesByCode(lines.flatMap(hotelCodesIn));
    const hotelName = (code: string) => names.get(code);
    const items: AuditLineView[] = lines.map((l) => ({
      id: l.id,
      at: l.at.toISOString(),
      actor: l.actor,
      staffEmail: l.staffEmail,
      hotelCode: l.hotelCode,
      entity: l.entity,
      entityId: l.entityId,
      action: l.action,
      before: l.before,
      after: l.after,
      wording: describeAuditLine(l, { hotelName }),
    }));
    return { items, page, pageSize: AUDIT_PAGE_SIZE, total };
  }
}

const HOTEL_FIELDS = ['hotels', 'hotelCodes', 'hotelCode'];

/** The hotel codes a line's values name (a staff member's hotels, a promotion's), to word them as names. */
function hotelCodesIn(line: { before: unknown; after: unknown }): string[] {
  return [line.before, line.after].flatMap((side) => {
    if (typeof side !== 'object' || side === null) return [];
    return HOTEL_FIELDS.flatMap((field) => {
      const value = (side as Record<string, unknown>)[field];
      return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    });
  });
}
