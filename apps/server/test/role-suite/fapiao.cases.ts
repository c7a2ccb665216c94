import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import type { Database } from '@hotel/db/client';
import { fapiaoDocuments, fapiaoRequests } from '@hotel/db/schema/fapiao';
import { orders } from '@hotel/db/schema/orders';
import { STAFF_ROLES } from '@hotel/shared/schemas/admin/auth';
import { ROLE_PERMISSIONS } from '@hotel/shared/schemas/admin/permissions';
import { FOREIGN_HOTEL, OWN_HOTEL, type RoleCase } from './role-case.ts';

/** A completed order of `hotelCode` with a request already 送付済: every allowed action on it is a 409 or a 404, so nothing changes. */
async function sentRequest(db: Database, hotelCode: string): Promise<number> {
  const serial = String(randomInt(0, 1e9)).padStart(9, '0');
  const today = hotelToday();
  const now = new Date();
  const [order] = await db
    .insert(orders)
    .values({ orderNo: `FOFPO${serial}`, revNo: `RVFPO${serial}`, hotelCode, roomTypeCode: 'SK', roomTypeName: '发票確認', rateCode: 'BAR', rateName: '发票確認', checkIn: addDays(today, -2), checkOut: addDays(today, -1), nights: 1, roomQty: 1, revUser: '发票 確認', mobile: '13900002222', breakfast: '朝食なし', payment: 'hotel', isFreeCancel: true, totalAmount: 800, actualAmount: 800, state: 9 })
    .returning({ id: orders.id });
  const [request] = await db
    .insert(fapiaoRequests)
    .values({ orderId: order!.id, hotelCode, buyerKind: 'personal', invoiceType: 'normal', title: '发票 確認', email: 'role@example.cn', state: 'sent', createdAt: now, updatedAt: now, sentAt: now })
    .returning({ id: fapiaoRequests.id });
  return request!.id;
}

const setup = async (db: Database) => ({ [OWN_HOTEL]: await sentRequest(db, OWN_HOTEL), [FOREIGN_HOTEL]: await sentRequest(db, FOREIGN_HOTEL) });

/** Both requests and any file: a refused request changes neither. */
async function snapshot(db: Database, fixture: Record<string, unknown>) {
  const ids = [fixture[OWN_HOTEL], fixture[FOREIGN_HOTEL]] as number[];
  return {
    requests: await db.select().from(fapiaoRequests).where(inArray(fapiaoRequests.id, ids)).orderBy(fapiaoRequests.id),
    documents: (await db.select({ id: fapiaoDocuments.requestId }).from(fapiaoDocuments).where(inArray(fapiaoDocuments.requestId, ids))).length,
  };
}

/** 経理, the hotel's manager and the group administrator (finance.fapiao), for their own hotels. */
const FINANCE = STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('finance.fapiao'));
const fapiaoCase = (route: string, request: RoleCase['request']): RoleCase => ({ route, allowed: FINANCE, perHotel: true, setup, snapshot, request });
const byId = (hotel: string, fixture: Record<string, unknown>) => ({ hotel, id: String(fixture[hotel]) });

export const fapiaoCases: RoleCase[] = [
  fapiaoCase('GET /adminapi/v1/fapiao', (hotel) => ({ method: 'GET', path: '/fapiao', query: { hotel } })),
  fapiaoCase('GET /adminapi/v1/fapiao/detail', (hotel, fixture) => ({ method: 'GET', path: '/fapiao/detail', query: byId(hotel, fixture) })),
  // No file was uploaded: the allowed answer is the envelope's 404, the file itself is in fapiao.test.ts.
  fapiaoCase('GET /adminapi/v1/fapiao/document', (hotel, fixture) => ({ method: 'GET', path: '/fapiao/document', query: byId(hotel, fixture) })),
  // Not multipart: 400 for whoever may upload, checked only after the hotel; real uploads are in fapiao.test.ts.
  fapiaoCase('POST /adminapi/v1/fapiao/upload', (hotel, fixture) => ({ method: 'POST', path: '/fapiao/upload', query: byId(hotel, fixture), body: {} })),
  // Already 送付済: sending again and sending back are 409.
  fapiaoCase('POST /adminapi/v1/fapiao/send', (hotel, fixture) => ({ method: 'POST', path: '/fapiao/send', body: byId(hotel, fixture) })),
  fapiaoCase('POST /adminapi/v1/fapiao/reject', (hotel, fixture) => ({ method: 'POST', path: '/fapiao/reject', body: { ...byId(hotel, fixture), reason: '確認' } })),
];
