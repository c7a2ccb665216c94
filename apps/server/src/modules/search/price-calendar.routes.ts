import type { Clock } from '../../lib/clock.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { PriceCalendarService } from './price-calendar.service.ts';

/** The search box's lowest-price calendar (public, cached; decision 0037). */
export const priceCalendarRoutes = {
  getPriceCalendar: { access: 'public', run: ({ priceCalendar, clock }, i) => priceCalendar.month(i, clock()) },
} satisfies GuestRoutes<{ priceCalendar: PriceCalendarService; clock: Clock }>;
