import type { ModuleKit } from '../../lib/module-kit.ts';
import type { OrderLookupService } from '../front-desk/index.ts';
import type { OccupancyService } from '../inventory/index.ts';
import type { MeetingService } from '../meetings/index.ts';
import type { AdminApi } from '../staff/index.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { DashboardService } from './dashboard.service.ts';

/** The back office's first screen: today's arrivals and departures, occupancy and open requests. */
export function createDashboardModule({ clock }: Pick<ModuleKit, 'clock'>, deps: { orderLookup: OrderLookupService; occupancy: OccupancyService; meetings: MeetingService }) {
  const dashboard = new DashboardService(deps.orderLookup, deps.occupancy, deps.meetings);
  return {
    dashboard,
    adminApi: ((admin, { guard }) => admin.register(dashboardRoutes, { dashboard, guard, clock })) satisfies AdminApi,
  };
}
