import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { DASHBOARD_DAYS, type DashboardData } from '@hotel/shared/schemas/admin/dashboard';
import type { OrderLookupService } from '../front-desk/index.ts';
import type { OccupancyService } from '../inventory/index.ts';
import type { MeetingService } from '../meetings/index.ts';

const percent = (sold: number, total: number) => (total > 0 ? Math.round((sold / total) * 1000) / 10 : 0);

/**
 * A hotel's day at a glance (issue 10 "Dashboard"): today's arrivals, departures and in-house
 * stays, tonight's occupancy, prepaid orders awaiting payment, new meeting requests, and the next
 * 30 nights' occupancy and room revenue. Reads only, each through the owning module's service.
 */
export class DashboardService {
  constructor(
    private readonly orders: OrderLookupService,
    private readonly occupancy: OccupancyService,
    private readonly meetings: MeetingService,
  ) {}

  async forHotel(hotel: string, now: Date): Promise<DashboardData> {
    const today = hotelToday(now);
    const end = addDays(today, DASHBOARD_DAYS);
    const [counts, nights, revenue, newMeetingRequests] = await Promise.all([
      this.orders.dayCounts(hotel, today, now),
      this.occupancy.byNight(hotel, today, end),
      this.orders.revenueByNight(hotel, today, end),
      this.meetings.countUnanswered(hotel),
    ]);
    const byDate = new Map(nights.map((n) => [n.date, n]));
    const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const date = addDays(today, i);
      const night = byDate.get(date) ?? { sold: 0, total: 0 };
      return {
        date,
        sold: night.sold,
        total: night.total,
        percent: percent(night.sold, night.total),
        revenue: revenue.get(date) ?? 0,
      };
    });
    const tonight = days[0]!;
    return {
      hotel,
      date: today,
      ...counts,
      tonight: {
        sold: tonight.sold,
        total: tonight.total,
        percent: tonight.percent,
      },
      newMeetingRequests,
      days,
    };
  }
}
