import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import type { Database } from '@hotel/db/client';
import { orders } from '@hotel/db/schema/orders';
import { orderReceipts } from '@hotel/db/schema/receipts';
import { members } from '@hotel/db/schema/user';
import { STAFF_ROLES } from '@hotel/shared/schemas/admin/auth';
import { ROLE_PERMISSIONS } from '@hotel/shared/schemas/admin/permissions';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { FOREIGN_HOTEL, OWN_HOTEL, type RoleCase } from './role-case.ts';

/** A stay checked out yesterday at `hotelCode` (eligible for a receipt), written straight into the database. */
async function insertStayedOrder(db: Database, hotelCode: string): Promise<string> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.mobile, DEMO_MEMBER.mobile));
  const serial = String(randomInt(0, 1e9)).padStart(9, '0');
  const today = hotelToday();
  await db.insert(orders).values({
    orderNo: `RCROLE${serial}`,
    revNo: `RVRCPT${serial}`,
    memberId: member!.id,
    hotelCode,
    roomTypeCode: 'SK',
    roomTypeName: 'ロール確認',
    rateCode: 'BAR',
    rateName: 'ロール確認',
    checkIn: addDays(today, -2),
    checkOut: addDays(today, -1),
    nights: 1,
    roomQty: 1,
    revUser: 'ロール 確認',
    mobile: '13900001111',
    breakfast: '朝食なし',
    payment: 'hotel',
    isFreeCancel: true,
    totalAmount: 800,
    actualAmount: 800,
    state: 9,
    checkedOutAt: new Date(),
  });
  return `RCROLE${serial}`;
}

async function setup(db: Database) {
  return { [OWN_HOTEL]: await insertStayedOrder(db, OWN_HOTEL), [FOREIGN_HOTEL]: await insertStayedOrder(db, FOREIGN_HOTEL) };
}

/** A refused issue leaves no receipt and takes no number. */
async function snapshot(db: Database, fixture: Record<string, unknown>) {
  const rows = await db.select({ id: orders.id }).from(orders).where(inArray(orders.orderNo, [fixture[OWN_HOTEL], fixture[FOREIGN_HOTEL]] as string[]));
  return db.select({ orderId: orderReceipts.orderId, issueNo: orderReceipts.issueNo }).from(orderReceipts).where(inArray(orderReceipts.orderId, rows.map((r) => r.id)));
}

/** Who issues receipts: finance.receipts (group admin, manager, front desk, finance). */
const ISSUERS = STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('finance.receipts'));
const ref = (hotel: string, fixture: Record<string, unknown>) => ({ hotel, orderNo: fixture[hotel] as string });

/** /adminapi/v1/orders/receipt*: receipts from the order detail (decision 0070), per hotel. */
export const receiptsCases: RoleCase[] = [
  {
    route: 'POST /adminapi/v1/orders/receipt',
    allowed: ISSUERS,
    perHotel: true,
    setup,
    snapshot,
    request: (hotel, f) => ({ method: 'POST', path: '/orders/receipt', body: { ...ref(hotel, f), addressee: 'ロール 確認', honorific: '様', proviso: '宿泊代として' } }),
  },
  { route: 'GET /adminapi/v1/orders/receipts', allowed: ISSUERS, perHotel: true, setup, request: (hotel, f) => ({ method: 'GET', path: '/orders/receipts', query: ref(hotel, f) }) },
  { route: 'GET /adminapi/v1/orders/receipt/pdf', allowed: ISSUERS, perHotel: true, setup, request: (hotel, f) => ({ method: 'GET', path: '/orders/receipt/pdf', query: ref(hotel, f) }) },
];
