import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@hotel/shared/api/endpoints';
import type { MemberFapiao } from '@hotel/shared/schemas/fapiao';
import { DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { SITE_HEADERS, withToken } from './member-app.ts';
import { ADMIN, signIn, staffCookieHeader } from './staff-app.ts';

/** 経理 of pro001 (the demo finance account). */
export const financeStaff = (app: FastifyInstance) => signIn(app, 'finance@demo.felton', DEMO_STAFF_PASSWORD);

/** A company's 专用发票 with a real tax number; overrides for other cases. */
export const companyRequest = (orderId: number, overrides: Record<string, unknown> = {}) => ({
  orderId,
  buyerKind: 'company',
  invoiceType: 'special',
  title: '福建测试有限公司',
  taxNo: '91350100m000100y43',
  email: `kaikei-${randomInt(1e9)}@example.cn`,
  companyAddress: '福州市鼓楼区1号',
  companyPhone: '0591-88888888',
  bankName: '中国银行福州分行',
  bankAccount: '1234 5678 9012',
  ...overrides,
});

export const requestFapiao = (app: FastifyInstance, token: string, body: Record<string, unknown>) => withToken<MemberFapiao>(app, 'POST', endpoints.requestFapiao.path, token, body);
export const getFapiao = (app: FastifyInstance, token: string, orderId: number) => withToken<MemberFapiao>(app, 'GET', `${endpoints.getFapiao.path}?orderId=${orderId}`, token);
export const downloadFapiao = (app: FastifyInstance, token: string, orderId: number) =>
  app.inject({ method: 'GET', url: endpoints.downloadFapiao.path, query: { orderId: String(orderId) }, headers: { ...SITE_HEADERS, usertoken: token } });

/** The e-invoice as a browser's form sends it (field `file`). */
export function uploadInvoice(app: FastifyInstance, staffToken: string, hotel: string, id: number, fileName: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = `----fapiao${randomInt(1e9)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return app.inject({
    method: 'POST',
    url: `${ADMIN}/fapiao/upload`,
    query: { hotel, id: String(id) },
    headers: { ...staffCookieHeader(staffToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, bytes, tail]),
  });
}
