import { endpoints } from '@hotel/shared/api/endpoints';
import { CHANNEL, DEFAULT_STATE_HOTEL_CODE, PAY_METHODS } from '@hotel/shared/constants';
import { STAFF_SESSION_COOKIE } from '@hotel/shared/schemas/admin/auth';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';

/** One answer: the HTTP status and the envelope (status 0: the connection failed, e.g. a killed server). */
export interface Answer<T = unknown> {
  status: number;
  message: string;
  data: T;
}

/** The headers the site's pages send with every guest API call. */
export const SITE_HEADERS = { channel: CHANNEL, groupcode: DEFAULT_STATE_HOTEL_CODE, random: '482913', timestamp: '1767225600000' };

export async function request<T = unknown>(base: string, method: 'GET' | 'POST', path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...options.headers, ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(120_000),
    });
    const text = await response.text();
    let envelope: { message?: string; data?: T } = {};
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      envelope = { message: text.slice(0, 80) };
    }
    return { status: response.status, message: envelope.message ?? '', data: envelope.data as T };
  } catch (error) {
    return { status: 0, message: error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error), data: undefined as T };
  }
}

/** A member's call to the guest API, with the site's headers and the session token. */
const member = <T = unknown>(base: string, token: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  request<T>(base, method, path, { headers: { ...SITE_HEADERS, usertoken: token }, ...(body === undefined ? {} : { body }) });

export interface Stay {
  hotelCode: string;
  roomTypeCode: string;
  rateCode: string;
  checkIn: string;
  checkOut: string;
  roomQty?: number;
}

export const holdRooms = (base: string, token: string, stay: Stay) =>
  member<{ orderNo: string; totalAmount: number }>(base, token, 'POST', endpoints.checkInventory.path, { roomQty: 1, ...stay });

export const submitOrder = (base: string, token: string, orderNo: string) =>
  member<{ id: number; orderNo: string; revNo: string }>(base, token, 'POST', endpoints.submitOrder.path, {
    orderNo,
    revUser: '負荷 試験',
    mobile: '13912345678',
    arrivalTime: '15:00-16:00',
  });

/** A member's change of their booking to the whole stay given (issue 25): applied at once when nothing is to be paid. */
export const changeOrder = (base: string, token: string, change: { orderId: number; checkIn: string; checkOut: string; rateCode: string; roomTypeCode: string }) =>
  member<{ amendmentId: number; state: string }>(base, token, 'POST', endpoints.changeOrder.path, { roomQty: 1, adultNum: 1, childrenNum: 0, ...change });

export type QrMethod = 'alipay' | 'wechat';

export const orderPay = (base: string, token: string, revNo: string, method: QrMethod) =>
  member<{ payId: string; payUrl: string } | null>(base, token, 'POST', endpoints.orderpay.path, { revNo, code: PAY_METHODS[method].code });

export const checkPay = (base: string, token: string, revNo: string) =>
  member<{ paid: boolean; state: number }>(base, token, 'POST', endpoints.checkpayret.path, { revNo });

/** The demo hotel manager of pro001, signed in through the staff API: the session cookie. */
export async function signInManager(base: string): Promise<string> {
  const manager = DEMO_STAFF.find((s) => s.role === 'hotel_manager')!;
  const response = await fetch(`${base}/adminapi/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: manager.email, password: DEMO_STAFF_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${STAFF_SESSION_COOKIE}=`));
  if (!response.ok || !cookie) throw new Error(`the demo manager could not sign in: ${response.status}`);
  return cookie.split(';')[0]!;
}

/** POST /adminapi/v1/rates/bulk: the rooms to sell of one room type over some nights. */
export const setRoomsToSell = (base: string, cookie: string, hotel: string, roomType: string, from: string, to: string, rooms: number) =>
  request(base, 'POST', '/adminapi/v1/rates/bulk', {
    headers: { cookie },
    body: { hotel, roomTypes: [roomType], from, to, weekdays: [0, 1, 2, 3, 4, 5, 6], changes: { rooms } },
  });

/** Counts answers by "status message" (figures for the summary). */
export class Tally {
  readonly counts = new Map<string, number>();
  add(step: string, answer: Pick<Answer, 'status' | 'message'>): void {
    const key = `${step} ${answer.status} ${answer.message}`.trim();
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  lines(): string[] {
    return [...this.counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => `  ${String(n).padStart(5)} × ${key}`);
  }
}
