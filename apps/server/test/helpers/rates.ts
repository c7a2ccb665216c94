import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import type { RatesBulkResult, RatesCalendar } from '@hotel/shared/schemas/admin/rates';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { call } from './member-app.ts';
import { adminCall, signIn, staffCookieHeader } from './staff-app.ts';

/** The demo hotel manager of pro001, signed in: their staff_session token. */
export const signInManager = (app: FastifyInstance) => signIn(app, DEMO_STAFF.find((s) => s.role === 'hotel_manager')!.email, DEMO_STAFF_PASSWORD);

export function ratesCalendar(app: FastifyInstance, token: string, query: Record<string, string>) {
  return adminCall<RatesCalendar>(app, 'GET', '/rates/calendar', { query, headers: staffCookieHeader(token) });
}

export function ratesBulk(app: FastifyInstance, token: string, body: unknown) {
  return adminCall<RatesBulkResult>(app, 'POST', '/rates/bulk', { body, headers: staffCookieHeader(token) });
}

/** A bulk edit that must succeed: its summary. */
export async function editRates(app: FastifyInstance, token: string, body: Record<string, unknown>): Promise<RatesBulkResult> {
  const response = await ratesBulk(app, token, { hotel: 'pro001', weekdays: [0, 1, 2, 3, 4, 5, 6], ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** The guest search for one room, by room type code. */
export async function searchRooms(app: FastifyInstance, hotel: string, checkIn: string, checkOut: string) {
  const response = await call<RoomWithRates[]>(app, 'POST', endpoints.getRoomAndRate.path, {
    body: { HotelCode: hotel, CheckIn: checkIn, CheckOut: checkOut, roomNum: 1, adultNum: 1, childrenNum: 0 },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return new Map(response.body.data.map((room) => [room.rtCode, room]));
}
