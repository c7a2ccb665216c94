import { GROUP_CODE } from '@hotel/shared/constants';
import { adminHotel, withHotel } from './admin-hotel.ts';

/**
 * ?scope=group on the inboxes (meeting requests, notices): what was sent to the group itself,
 * asked of the API under the group code (pro018); only the group administrator may see it, the API
 * refuses anyone else. The page's ?hotel= stays a real hotel for the layout.
 */
export const SCOPE_PARAM = 'scope';
const GROUP_SCOPE = 'group';

export function isGroupScope(request: Request): boolean {
  return new URL(request.url).searchParams.get(SCOPE_PARAM) === GROUP_SCOPE;
}

/** The hotel an inbox asks the API for: the group code in the group scope, else the page's hotel. */
export function scopedHotel(request: Request): string {
  return isGroupScope(request) ? GROUP_CODE : adminHotel(request);
}

/** A link inside an inbox that keeps the page's hotel and the scope. */
export function scopedLink(path: string, hotel: string, groupScope: boolean, params: Record<string, string | number | undefined> = {}): string {
  return withHotel(path, hotel, { ...params, [SCOPE_PARAM]: groupScope ? GROUP_SCOPE : undefined });
}
