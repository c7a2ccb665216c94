import { bindGuestRoutes, type BoundGuestRoute, type RouteDeps } from './lib/guest-endpoint.ts';
import { bookingRoutes } from './modules/holds/index.ts';
import { priceCalendarRoutes } from './modules/search/index.ts';
import { cmsRoutes } from './modules/cms/index.ts';
import { couponRoutes } from './modules/discounts/index.ts';
import { hotelRoutes } from './modules/hotel/index.ts';
import { meetingRoutes } from './modules/meetings/index.ts';
import { orderRoutes } from './modules/orders/index.ts';
import { payRoutes } from './modules/pay/index.ts';
import { roomRoutes } from './modules/rooms/index.ts';
import { saleRoutes } from './modules/sales/index.ts';
import { privacyRoutes, userRoutes } from './modules/user/index.ts';

/**
 * The guest API (/crsapi/v1 and /cms): every module's table of guest endpoints (decision 0054),
 * in the order they are registered and documented. The payment providers' notifications, which
 * take raw bodies and answer in each provider's protocol, are a plugin of their own (pay's notifyRoutes).
 */
export const GUEST_API = {
  hotel: hotelRoutes,
  rooms: roomRoutes,
  sales: saleRoutes,
  user: userRoutes,
  privacy: privacyRoutes,
  booking: bookingRoutes,
  priceCalendar: priceCalendarRoutes,
  orders: orderRoutes,
  coupons: couponRoutes,
  pay: payRoutes,
  meetings: meetingRoutes,
  cms: cmsRoutes,
};

/** What each table's handlers are served with: the composition root hands them in. */
export type GuestApiDeps = { [Area in keyof typeof GUEST_API]: RouteDeps<(typeof GUEST_API)[Area]> };

export function bindGuestApi(deps: GuestApiDeps): BoundGuestRoute[] {
  // Each area's table with that area's dependencies (TypeScript cannot follow the pairing through a union).
  return (Object.keys(GUEST_API) as (keyof typeof GUEST_API)[]).flatMap((area) => bindGuestRoutes(GUEST_API[area] as object, deps[area] as never));
}
