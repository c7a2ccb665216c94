import { Outlet, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/layout';
import { load } from '../../lib/api.server.ts';
import { routeMessages } from '../../lib/i18n/catalogs.server.ts';
import { hotelCodeFrom } from '../../features/hotel/hotel-params.server.ts';

/**
 * A hotel's sub-site. The hotel is loaded once here; child pages read it from their typed
 * `matches[1].loaderData` (meta functions through hotelPageMeta) and load only their own content.
 * It sends the `hotel` messages every hotel page draws (the pre-opening panel, the phone call to action…),
 * and the check-in and check-out labels only to a hotel that has those times (a page of a hotel without
 * them names neither, not even in its loader data).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const code = hotelCodeFrom(params);
  // The bare /{hotelCode} has no page of its own: it is the hotel's home.
  if (new URL(request.url).pathname.replace(/\/+$/, '') === `/${code}`) throw redirect(`/${code}/home`);
  const hotel = await load(context, 'getHotelByCode', { hotelCode: code });
  const times = hotel.checkInTime || hotel.checkOutTime ? (['hotelTimes'] as const) : [];
  return { i18n: routeMessages(request, ['hotel', ...times]), hotel };
}

/** The hotel never changes within its sub-site; reload it only when the code changes. */
export function shouldRevalidate({ currentParams, nextParams, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentParams.hotelCode !== nextParams.hotelCode;
}

export default function HotelLayout() {
  return <Outlet />;
}
