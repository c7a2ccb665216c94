import { HOTEL_CODES } from '@hotel/shared/constants';
import type { StaffMe } from '@hotel/shared/schemas/admin/auth';

/** The query parameter every back-office page carries: the hotel it acts for (linkable pages). */
export const HOTEL_PARAM = 'hotel';

/** The hotels a person may act for, in the group's order: every hotel for a group administrator. */
export function hotelsOf(me: Pick<StaffMe, 'hotels'>): string[] {
  if (me.hotels === null) return [...HOTEL_CODES];
  const own = new Set(me.hotels);
  const ordered: string[] = HOTEL_CODES.filter((code) => own.has(code));
  // A hotel outside the guest site's list (a future one) still shows, after the known ones.
  return [...ordered, ...me.hotels.filter((code) => !ordered.includes(code))];
}

/**
 * The hotel a back-office request acts for: its ?hotel=, or the first of the group when absent.
 * Loaders and actions of child pages pass it to the API as `hotel`; the API refuses a hotel that
 * is not the person's (403), and the admin layout sends a missing or foreign one to the person's own.
 */
export function adminHotel(request: Request): string {
  return new URL(request.url).searchParams.get(HOTEL_PARAM) ?? HOTEL_CODES[0];
}

/** A back-office link that keeps the hotel: withHotel('/admin/orders', 'pro003') → /admin/orders?hotel=pro003. */
export function withHotel(path: string, hotel: string, params?: Record<string, string | number | undefined>): string {
  const [pathname, query = ''] = path.split('?');
  const search = new URLSearchParams(query);
  search.set(HOTEL_PARAM, hotel);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === '') search.delete(key);
    else search.set(key, String(value));
  }
  return `${pathname}?${search.toString()}`;
}
