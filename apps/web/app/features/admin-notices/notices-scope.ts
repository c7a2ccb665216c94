import { GROUP_CODE } from '@hotel/shared/constants';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';

/**
 * ?scope=group: everything the group administrator may see (every hotel's notices and the alerts
 * sent to ALERT_EMAIL), asked of the API under the group code; the API refuses anyone else. The
 * page's ?hotel= stays a real hotel for the layout.
 */
const GROUP_SCOPE = 'group';

export function isGroupScope(request: Request): boolean {
  return new URL(request.url).searchParams.get('scope') === GROUP_SCOPE;
}

/** The hotel the list asks the API for: the group code in the group scope, else the page's hotel. */
export function noticesHotel(request: Request): string {
  return isGroupScope(request) ? GROUP_CODE : adminHotel(request);
}

/** A link inside the notices pages that keeps the page's hotel and the scope. */
export function noticesLink(path: string, hotel: string, groupScope: boolean, params: Record<string, string | number | undefined> = {}): string {
  return withHotel(path, hotel, { ...params, scope: groupScope ? GROUP_SCOPE : undefined });
}
