import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { singleLine } from '../text.ts';

/** The hotel's dashboard (/adminapi/v1/dashboard, issue 10 "Dashboard"). */

export const DASHBOARD_MESSAGES = {
  hotelRequired: 'ホテルを指定してください',
} as const;

/** Days of the occupancy and revenue chart, from today. */
export const DASHBOARD_DAYS = 30;

export const dashboardInput = z.object({
  hotel: singleLine(DASHBOARD_MESSAGES.hotelRequired).trim().min(1, DASHBOARD_MESSAGES.hotelRequired).max(16, DASHBOARD_MESSAGES.hotelRequired),
});

const occupancy = z.object({
  sold: z.number().int(),
  total: z.number().int(),
  percent: z.number(),
});

export const dashboardResult = z.object({
  hotel: z.string(),
  date: z.string(),
  arrivals: z.number().int(),
  /** Of today's arrivals, those booked on a travel site through a channel manager (issue 26). */
  channelArrivals: z.number().int(),
  /** Open channel orders the hotel had no room for on some night (decision 0063): rooms to find. */
  overbooked: z.number().int(),
  departures: z.number().int(),
  inHouse: z.number().int(),
  tonight: occupancy,
  /** Prepaid orders not paid yet whose pay window is still open. */
  pendingPayments: z.object({
    count: z.number().int(),
    amount: z.number().int(),
  }),
  /** Meeting requests nobody has answered yet (status new). */
  newMeetingRequests: z.number().int(),
  /** The next DASHBOARD_DAYS nights from today: occupancy and room revenue (whole CNY). */
  days: z.array(occupancy.extend({ date: z.string(), revenue: z.number().int() })),
});
export type DashboardData = z.infer<typeof dashboardResult>;

export const dashboardEndpoints = {
  dashboard: adminEndpoint({
    method: 'GET',
    path: '/adminapi/v1/dashboard',
    input: dashboardInput,
    output: dashboardResult,
  }),
} as const;
