import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardEndpoints } from '@hotel/shared/schemas/admin/dashboard';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { DashboardService } from './dashboard.service.ts';

export interface DashboardRoutesOptions {
  dashboard: DashboardService;
  guard: StaffGuard;
  clock: Clock;
}

const E = dashboardEndpoints.dashboard;

/** GET /adminapi/v1/dashboard?hotel: the hotel's numbers for today and the next 30 nights. */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, { dashboard, guard, clock }) => {
  app.get(staffPath(E), staffQuery(E, ['admin-dashboard'], guard.hotel('dashboard.view')), async (req) =>
    ok(await dashboard.forHotel(req.query.hotel, clock())),
  );
};
