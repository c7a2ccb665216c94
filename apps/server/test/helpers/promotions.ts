import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AdminCoupon, AdminPromotion } from '@hotel/shared/schemas/admin/promotions';
import { adminCall, staffCookieHeader } from './staff-app.ts';

/** A complete, valid promotion body (pro001, 10% off): override what a test is about. */
export const promotionBody = (overrides: Record<string, unknown> = {}) => ({
  name: '冬の早割',
  kind: 'percent',
  value: 10,
  hotels: ['pro001'],
  rateCodes: [],
  stayFrom: '2027-01-05',
  stayTo: '2027-02-28',
  bookFrom: null,
  bookTo: null,
  minNights: 1,
  memberLevels: [],
  code: null,
  totalCap: null,
  perMemberCap: null,
  stackable: false,
  active: true,
  ...overrides,
});

/** A code no other test of the run uses. */
export const freshCode = (prefix = 'WINTER') => `${prefix}-${randomBytes(3).toString('hex').toUpperCase()}`;

const headers = (token: string) => staffCookieHeader(token);

export const savePromotion = (app: FastifyInstance, token: string, body: unknown) => adminCall<AdminPromotion>(app, 'POST', '/promotions/save', { body, headers: headers(token) });
export const listPromotions = (app: FastifyInstance, token: string, query: Record<string, string> = {}) =>
  adminCall<{ items: AdminPromotion[] }>(app, 'GET', '/promotions', { query, headers: headers(token) });
export const promotionDetail = (app: FastifyInstance, token: string, id: number | string) => adminCall<AdminPromotion>(app, 'GET', '/promotions/detail', { query: { id: String(id) }, headers: headers(token) });
export const setPromotionActive = (app: FastifyInstance, token: string, id: number, active: boolean) =>
  adminCall<AdminPromotion>(app, 'POST', '/promotions/active', { body: { id, active }, headers: headers(token) });
export const deletePromotion = (app: FastifyInstance, token: string, id: number) => adminCall<{ id: number }>(app, 'POST', '/promotions/delete', { body: { id }, headers: headers(token) });

export const couponBody = (memberId: number, overrides: Record<string, unknown> = {}) => ({
  memberId,
  title: 'お詫びクーポン',
  kind: 'amount',
  value: 200,
  minSpend: 800,
  expiresOn: '2099-12-31',
  hotels: [],
  ...overrides,
});
export const issueCoupon = (app: FastifyInstance, token: string, body: unknown) => adminCall<AdminCoupon>(app, 'POST', '/coupons/issue', { body, headers: headers(token) });
export const listCoupons = (app: FastifyInstance, token: string, memberId: number | string) =>
  adminCall<{ items: AdminCoupon[] }>(app, 'GET', '/coupons', { query: { memberId: String(memberId) }, headers: headers(token) });
export const voidCoupon = (app: FastifyInstance, token: string, id: number | string) => adminCall<AdminCoupon>(app, 'POST', '/coupons/void', { body: { id }, headers: headers(token) });
