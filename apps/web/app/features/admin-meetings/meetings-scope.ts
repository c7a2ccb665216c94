import { GROUP_CODE } from '@hotel/shared/constants';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';

/**
 * ?scope=group: the requests sent to the group itself (hotel code pro018, possible through the API;
 * the group's /meetings page makes guests pick a hotel). Only the group administrator may open them:
 * the API refuses anyone else. The page's ?hotel= stays a real hotel for the layout.
 */
export const GROUP_SCOPE = 'group';

export function isGroupScope(request: Request): boolean {
  return new URL(request.url).searchParams.get('scope') === GROUP_SCOPE;
}

/** The hotel the inbox asks the API for: the group code in the group scope, else the page's hotel. */
export function meetingsHotel(request: Request): string {
  return isGroupScope(request) ? GROUP_CODE : adminHotel(request);
}

/** A link inside the inbox that keeps the page's hotel and the scope. */
export function meetingsLink(path: string, hotel: string, groupScope: boolean, params: Record<string, string | number | undefined> = {}): string {
  return withHotel(path, hotel, { ...params, scope: groupScope ? GROUP_SCOPE : undefined });
}
