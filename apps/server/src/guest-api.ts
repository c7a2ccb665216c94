import type { BoundGuestRoute } from './lib/guest-endpoint.ts';
import { cmsRoutes } from './modules/cms/index.ts';
import { couponRoutes } from './modules/discounts/index.ts';
import { holdRoutes } from './modules/holds/index.ts';
import { fapiaoRoutes } from './modules/fapiao/index.ts';
import { hotelRoutes } from './modules/hotel/index.ts';
import { meetingRoutes } from './modules/meetings/index.ts';
import { orderChangeRoutes, orderRoutes } from './modules/orders/index.ts';
import { changePayRoutes, payLinkRoutes, payRoutes, statementRoutes } from './modules/pay/index.ts';
import { receiptRoutes } from './modules/receipts/index.ts';
import { roomRoutes } from './modules/rooms/index.ts';
import { saleRoutes } from './modules/sales/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { privacyRoutes, userRoutes } from './modules/user/index.ts';

/**
 * The guest API (/crsapi/v1 and /cms): every module's table of guest endpoints (decision 0054).
 * Each module's factory binds its own tables to its services (services.ts collects them); this
 * list is what the page reads and the tests know of them before any app is built, and
 * `checkGuestApi` holds the two equal. The payment providers' notifications, which take raw
 * bodies and answer in each provider's protocol, are a plugin of their own (pay's notifyApi).
 */
export const GUEST_API = {
  hotel: hotelRoutes,
  rooms: roomRoutes,
  sales: saleRoutes,
  user: userRoutes,
  privacy: privacyRoutes,
  search: searchRoutes,
  holds: holdRoutes,
  orders: orderRoutes,
  orderChanges: orderChangeRoutes,
  fapiao: fapiaoRoutes,
  receipts: receiptRoutes,
  coupons: couponRoutes,
  pay: payRoutes,
  changePay: changePayRoutes,
  payLink: payLinkRoutes,
  statements: statementRoutes,
  meetings: meetingRoutes,
  cms: cmsRoutes,
};

/** The bound routes are exactly the tables' entries, each once: a module that binds a table not listed here (or forgets one) fails at start. */
export function checkGuestApi(bound: readonly BoundGuestRoute[]): readonly BoundGuestRoute[] {
  const listed = Object.values(GUEST_API).flatMap((table) => Object.keys(table)).sort();
  const names = bound.map((route) => route.name as string).sort();
  if (listed.join() !== names.join()) throw new Error(`the guest routes bound (${names.join(', ')}) are not GUEST_API's (${listed.join(', ')})`);
  return bound;
}
