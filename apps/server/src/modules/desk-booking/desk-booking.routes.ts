import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DESK_BOOKING_MESSAGES } from '@hotel/shared/messages';
import { deskBookingEndpoints as E } from '@hotel/shared/schemas/admin/desk-booking';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { DeskAvailabilityService } from './desk-availability.service.ts';
import type { DeskBookingService } from './desk-booking.service.ts';
import type { DeskMembersService } from './desk-members.service.ts';

export interface DeskBookingRoutesOptions {
  availability: DeskAvailabilityService;
  members: DeskMembersService;
  booking: DeskBookingService;
  guard: StaffGuard;
  clock: Clock;
}

const paidMessage = { hotel: DESK_BOOKING_MESSAGES.booked, link: DESK_BOOKING_MESSAGES.booked, desk: DESK_BOOKING_MESSAGES.bookedPaid } as const;

/** /adminapi/v1/orders/book*: staff book for a guest by phone, at the desk or by mail (permission orders.book for the hotel). */
export const deskBookingRoutes: FastifyPluginAsyncZod<DeskBookingRoutesOptions> = async (app, { availability, members, booking, guard, clock }) => {
  const tags = ['admin-orders'];
  const forHotel = guard.hotel('orders.book');

  app.get(staffPath(E.availability), staffQuery(E.availability, tags, forHotel), async (req) => ok(await availability.availability(req.query, clock())));

  app.post(staffPath(E.memberLookup), staffBody(E.memberLookup, tags, forHotel), async (req) => ok({ members: await members.find(req.body.q) }));

  app.post(staffPath(E.book), staffBody(E.book, tags, forHotel), async (req) => {
    const result = await booking.book(currentStaff(req), req.body, clock());
    return ok(result, paidMessage[result.settlement]);
  });
};
