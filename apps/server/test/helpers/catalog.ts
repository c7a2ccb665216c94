import type { FastifyInstance } from 'fastify';
import type { AdminRatePlan, AdminRoomType } from '@hotel/shared/schemas/admin/catalog';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { adminCall, signIn, staffCookieHeader } from './staff-app.ts';

/** The demo hotel manager (pro001), signed in: the cookie header for catalogue calls. */
export async function managerHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const manager = DEMO_STAFF.find((s) => s.role === 'hotel_manager')!;
  return staffCookieHeader(await signIn(app, manager.email, DEMO_STAFF_PASSWORD));
}

/** A complete, valid plan body for pro001 (rule price, free cancellation): override what a test is about. */
export const planBody = (overrides: Record<string, unknown> = {}) => ({
  hotel: 'pro001',
  mode: 'create',
  code: 'TEST',
  name: 'テストプラン（素泊まり）',
  payment: 'hotel',
  breakfastCount: 0,
  breakfastSupplement: 0,
  memberOnly: false,
  discountType: null,
  discountCode: null,
  priceMode: 'rule',
  priceFactor: 100,
  fixedPrice: null,
  sortOrder: 50,
  isActive: true,
  cancelPolicy: 'free',
  freeCancelHours: 0,
  cancelNote: '',
  ...overrides,
});

/** A complete, valid room type body for pro001. */
export const roomTypeBody = (overrides: Record<string, unknown> = {}) => ({
  hotel: 'pro001',
  mode: 'create',
  code: 'GS',
  name: 'ガーデンスイート',
  nameEn: 'Garden Suite',
  remark: '中庭に面した新しいスイートです。',
  maxOccupancy: 3,
  bedType: 'キングベッド',
  sizeSqm: 80,
  features: ['庭園側', '専用テラス'],
  facilities: ['バスタブ', 'レインシャワー'],
  shortImage: '/img/hotels/pro001/rooms/SK-thumb.webp',
  images: ['/img/hotels/pro001/rooms/SK-1.webp', '/img/hotels/pro001/rooms/SK-2.webp'],
  isRecommended: true,
  sortOrder: 90,
  defaultRooms: 4,
  basePrice: 3200,
  ...overrides,
});

export const savePlan = (app: FastifyInstance, headers: Record<string, string>, body: unknown) =>
  adminCall<AdminRatePlan>(app, 'POST', '/catalog/plans/save', { body, headers });

export const saveType = (app: FastifyInstance, headers: Record<string, string>, body: unknown) =>
  adminCall<AdminRoomType>(app, 'POST', '/catalog/room-types/save', { body, headers });

export const listPlans = (app: FastifyInstance, headers: Record<string, string>, hotel = 'pro001') =>
  adminCall<{ plans: AdminRatePlan[] }>(app, 'GET', '/catalog/plans', { query: { hotel }, headers });

export const listTypes = (app: FastifyInstance, headers: Record<string, string>, hotel = 'pro001') =>
  adminCall<{ roomTypes: AdminRoomType[]; imageChoices: string[] }>(app, 'GET', '/catalog/room-types', { query: { hotel }, headers });
