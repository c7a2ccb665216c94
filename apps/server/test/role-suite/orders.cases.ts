import { randomInt } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { hotelToday, addDays } from '@hotel/shared/hotel-date';
import type { Database } from '@hotel/db/client';
import { members } from '@hotel/db/schema/user';
import { orderNotes } from '@hotel/db/schema/front-desk';
import { orders } from '@hotel/db/schema/orders';
import { orderPayLinks } from '@hotel/db/schema/pay';
import { STAFF_ROLES } from '@hotel/shared/schemas/admin/auth';
import { ROLE_PERMISSIONS } from '@hotel/shared/schemas/admin/permissions';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { FOREIGN_HOTEL, OWN_HOTEL, type RoleCase, type RoleCaseRequest } from './role-case.ts';

/** A booked pay-at-hotel order arriving today at `hotelCode`, written straight into the database. */
async function insertOrder(db: Database, hotelCode: string): Promise<string> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.mobile, DEMO_MEMBER.mobile));
  const serial = String(randomInt(0, 1e9)).padStart(9, '0');
  const today = hotelToday();
  await db.insert(orders).values({
    orderNo: `FOROLE${serial}`,
    revNo: `RVROLE${serial}`,
    memberId: member!.id,
    hotelCode,
    roomTypeCode: 'SK',
    roomTypeName: 'ロール確認',
    rateCode: 'BAR',
    rateName: 'ロール確認',
    checkIn: today,
    checkOut: addDays(today, 1),
    nights: 1,
    roomQty: 1,
    revUser: 'ロール 確認',
    mobile: '13900001111',
    breakfast: '朝食なし',
    payment: 'hotel',
    isFreeCancel: true,
    totalAmount: 800,
    actualAmount: 800,
  });
  return `FOROLE${serial}`;
}

/** An order in the own and in the foreign hotel, per case (statement.cases.ts reads them too). */
export async function setup(db: Database) {
  return { [OWN_HOTEL]: await insertOrder(db, OWN_HOTEL), [FOREIGN_HOTEL]: await insertOrder(db, FOREIGN_HOTEL) };
}

/** Both orders' rows and their notes: a refused request changes neither. */
async function snapshot(db: Database, fixture: Record<string, unknown>) {
  const numbers = [fixture[OWN_HOTEL], fixture[FOREIGN_HOTEL]] as string[];
  const rows = await db.select().from(orders).where(inArray(orders.orderNo, numbers)).orderBy(orders.orderNo);
  const [notes] = await db
    .select({ n: count() })
    .from(orderNotes)
    .where(
      inArray(
        orderNotes.orderId,
        rows.map((r) => r.id),
      ),
    );
  return { rows, notes: notes?.n };
}

/** A refused payment link leaves no link either. */
async function withPayLinks(db: Database, fixture: Record<string, unknown>) {
  const { rows, notes } = await snapshot(db, fixture);
  const links = await db.select({ orderId: orderPayLinks.orderId }).from(orderPayLinks).where(inArray(orderPayLinks.orderId, rows.map((r) => r.id)));
  return { rows, notes, links: links.length };
}

const VIEWERS = ['group_admin', 'hotel_manager', 'front_desk'] as const;
/** Who books for a guest and sends payment links (issue 25). */
const BOOKERS = STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('orders.book'));
const EXPORTERS = ['group_admin', 'hotel_manager'] as const;

const get =
  (path: string, query: (hotel: string, fixture: Record<string, unknown>) => Record<string, string>) =>
  (hotel: string, fixture: Record<string, unknown>): RoleCaseRequest => ({
    method: 'GET',
    path,
    query: query(hotel, fixture),
  });
const post =
  (path: string, extra: Record<string, string> = {}) =>
  (hotel: string, fixture: Record<string, unknown>): RoleCaseRequest => ({
    method: 'POST',
    path,
    body: { hotel, orderNo: fixture[hotel] as string, ...extra },
  });

/** A staff change of the case's order: one more night. */
const change =
  (path: string) =>
  (hotel: string, fixture: Record<string, unknown>): RoleCaseRequest => {
    const today = hotelToday();
    return { method: 'POST', path, body: { hotel, orderNo: fixture[hotel] as string, checkIn: today, checkOut: addDays(today, 2), roomTypeCode: 'SK', rateCode: 'BAR', roomQty: 1, adultNum: 1, childrenNum: 0 } };
  };

/** /adminapi/v1/orders/*: the front desk. Every case acts on its own two orders (pro001, pro003). */
export const orderCases: RoleCase[] = [
  { route: 'GET /adminapi/v1/orders/search', allowed: VIEWERS, perHotel: true, setup, request: get('/orders/search', (hotel) => ({ hotel })) },
  { route: 'GET /adminapi/v1/orders/today', allowed: VIEWERS, perHotel: true, setup, request: get('/orders/today', (hotel) => ({ hotel })) },
  { route: 'GET /adminapi/v1/orders/unsettled', allowed: VIEWERS, perHotel: true, setup, request: get('/orders/unsettled', (hotel) => ({ hotel })) },
  { route: 'GET /adminapi/v1/orders/detail', allowed: VIEWERS, perHotel: true, setup, request: get('/orders/detail', (hotel, f) => ({ hotel, orderNo: f[hotel] as string })) },
  { route: 'GET /adminapi/v1/orders/export.csv', allowed: EXPORTERS, perHotel: true, setup, request: get('/orders/export.csv', (hotel) => ({ hotel })) },
  { route: 'POST /adminapi/v1/orders/check-in', allowed: VIEWERS, perHotel: true, setup, snapshot, request: post('/orders/check-in') },
  { route: 'POST /adminapi/v1/orders/check-out', allowed: VIEWERS, perHotel: true, setup, snapshot, request: post('/orders/check-out') },
  { route: 'POST /adminapi/v1/orders/no-show', allowed: VIEWERS, perHotel: true, setup, snapshot, request: post('/orders/no-show', { reason: 'ロール確認' }) },
  { route: 'POST /adminapi/v1/orders/cancel', allowed: VIEWERS, perHotel: true, setup, snapshot, request: post('/orders/cancel', { reason: 'ロール確認' }) },
  { route: 'POST /adminapi/v1/orders/note', allowed: VIEWERS, perHotel: true, setup, snapshot, request: post('/orders/note', { body: 'ロール確認' }) },
  // Staff changes (decision 0059): orders.book, which every role that sees orders has; the price override is checked inside (desk-changes.test.ts).
  { route: 'POST /adminapi/v1/orders/change/quote', allowed: VIEWERS, perHotel: true, setup, snapshot, request: change('/orders/change/quote') },
  { route: 'POST /adminapi/v1/orders/change', allowed: VIEWERS, perHotel: true, setup, snapshot, request: change('/orders/change') },
  { route: 'GET /adminapi/v1/orders/change/options', allowed: VIEWERS, perHotel: true, setup, request: get('/orders/change/options', (hotel, f) => ({ hotel, orderNo: f[hotel] as string })) },
  { route: 'GET /adminapi/v1/orders/amendments', allowed: VIEWERS, perHotel: true, setup, request: get('/orders/amendments', (hotel, f) => ({ hotel, orderNo: f[hotel] as string })) },
  { route: 'POST /adminapi/v1/orders/pay-link', allowed: BOOKERS, perHotel: true, setup, snapshot: withPayLinks, request: post('/orders/pay-link', { via: 'sms' }) },
];
