import { GROUP_CODE } from '@hotel/shared/constants';
import { CONTENT_HOTELS } from '@hotel/shared/schemas/admin/content';
import { adminHotel, HOTEL_PARAM, withHotel } from './admin-hotel.ts';

/** ?owner=group: the group's content (pro018: /news, group offers, the home carousel) instead of the chosen hotel's. */
export const OWNER_PARAM = 'owner';

/** Whose content a content page shows: the group's when asked (the API refuses a person who may not), else the chosen hotel's. */
export function contentOwner(request: Request): (typeof CONTENT_HOTELS)[number] {
  if (new URL(request.url).searchParams.get(OWNER_PARAM) === 'group') return GROUP_CODE;
  const hotel = adminHotel(request);
  // The admin layout has already sent an unknown ?hotel= to the person's own.
  return CONTENT_HOTELS.find((code) => code === hotel) ?? GROUP_CODE;
}

/** The content list an editor belongs to: the hotel's, or the group's (?owner=group). */
export function contentListPath(hotel: string, group: boolean): string {
  return withHotel('/admin/content', hotel, group ? { [OWNER_PARAM]: 'group' } : {});
}

/** The list an editor's action goes back to after a save, from the editor's own address. */
export function contentListOf(request: Request): string {
  const url = new URL(request.url);
  return contentListPath(url.searchParams.get(HOTEL_PARAM) ?? '', url.searchParams.get(OWNER_PARAM) !== null);
}
