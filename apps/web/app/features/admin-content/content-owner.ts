import { GROUP_CODE } from '@hotel/shared/constants';
import { CONTENT_HOTELS } from '@hotel/shared/schemas/admin/content';
import { adminHotel } from '../../lib/admin-hotel.ts';

/** ?owner=group: the group's content (pro018: /news, group offers, the home carousel) instead of the chosen hotel's. */
export const OWNER_PARAM = 'owner';

/** Whose content a content page shows: the group's when asked (the API refuses a person who may not), else the chosen hotel's. */
export function contentOwner(request: Request): (typeof CONTENT_HOTELS)[number] {
  if (new URL(request.url).searchParams.get(OWNER_PARAM) === 'group') return GROUP_CODE;
  const hotel = adminHotel(request);
  // The admin layout has already sent an unknown ?hotel= to the person's own.
  return CONTENT_HOTELS.find((code) => code === hotel) ?? GROUP_CODE;
}
