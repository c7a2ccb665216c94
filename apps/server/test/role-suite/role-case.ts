import type { StaffRole } from '@hotel/shared/schemas/admin/auth';
import type { Database } from '@hotel/db/client';

/** The hotel the demo hotel-bound staff act for, and one that is not theirs. */
export const OWN_HOTEL = 'pro001';
export const FOREIGN_HOTEL = 'pro003';

export interface RoleCaseRequest {
  method: 'GET' | 'POST';
  /** Path under /adminapi/v1, e.g. '/orders/search'. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * One staff endpoint in the role suite (staff-role-suite.test.ts): who may call it, and a request
 * that acts for a given hotel. The suite sends it as nobody, as every role, for the own and for a
 * foreign hotel, and proves every refusal leaks nothing (data null) and changes nothing (no audit
 * line, the snapshot unchanged).
 */
export interface RoleCase {
  /** The route as Fastify registered it, e.g. 'POST /adminapi/v1/orders/check-in'. */
  route: string;
  /** Roles allowed (for their own hotels when perHotel). */
  allowed: readonly StaffRole[];
  /** The endpoint acts on one hotel's records: hotel-bound roles are refused another hotel's. */
  perHotel: boolean;
  /**
   * The request acting for `hotel` (OWN_HOTEL or FOREIGN_HOTEL; group endpoints may ignore it).
   * Called once per attempt, after setup, so it may name records setup created.
   */
  request: (hotel: string, fixture: Record<string, unknown>) => RoleCaseRequest;
  /** Creates what the requests name (an order of each hotel, a draft news item), once per file. */
  setup?: (db: Database) => Promise<Record<string, unknown>>;
  /** What a refused request must not have changed, read before and after it. */
  snapshot?: (db: Database, fixture: Record<string, unknown>) => Promise<unknown>;
}

/** A GET of one hotel's records (`?hotel=`) that `allowed` may read, hotel-bound roles for their own hotels only. */
export const hotelListCase = (path: string, allowed: readonly StaffRole[]): RoleCase => ({
  route: `GET /adminapi/v1${path}`,
  allowed,
  perHotel: true,
  request: (hotel) => ({ method: 'GET', path, query: { hotel } }),
});
