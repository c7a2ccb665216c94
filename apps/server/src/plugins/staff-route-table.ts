import type { FastifyInstance } from 'fastify';
import type { StaffRouteAccess } from '../modules/staff/index.ts';

/** One method of one staff route as Fastify answers it (HEAD included), with what it declared. */
export interface StaffRouteEntry {
  method: string;
  url: string;
  access: StaffRouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every staff route and method, with its declaration (the security suites derive their cases from it). */
    staffRoutes: readonly StaffRouteEntry[];
  }
}

const isStaffPath = (url: string) => url === '/adminapi' || url.startsWith('/adminapi/');

/**
 * Keeps the table of staff routes, and refuses to register one under /adminapi that does not
 * declare its access (the staff guard's options carry the declaration in the route's config):
 * a route someone forgot to guard stops the server from starting instead of answering anyone.
 * Registered on the root before any route, so it sees every route, HEAD ones included.
 */
export function recordStaffRoutes(app: FastifyInstance): void {
  const table: StaffRouteEntry[] = [];
  app.decorate('staffRoutes', table);
  app.addHook('onRoute', (route) => {
    if (!isStaffPath(route.url)) return;
    const access = route.config?.staffAccess;
    if (!access) throw new Error(`${[route.method].flat().join(',')} ${route.url}: a staff route must declare its access with the staff guard`);
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });
}
