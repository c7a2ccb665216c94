import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { isIsoDate } from '../../hotel-date.ts';
import { singleLine } from '../text.ts';

/** The audit log (GET /adminapi/v1/audit): read-only, newest first, paged. */

export const AUDIT_MESSAGES = {
  hotelInvalid: 'ホテルを正しく選んでください',
  staffInvalid: '職員のメールアドレスは254文字以内で入力してください',
  entityInvalid: '記録の種類を正しく入力してください',
  entityIdInvalid: '記録の番号を正しく入力してください',
  dateInvalid: '日付はYYYY-MM-DDの形式で入力してください',
  rangeInvalid: '開始日は終了日以前の日付にしてください',
  pageInvalid: 'ページ番号を正しく指定してください',
  listed: '監査ログ',
} as const;

export const AUDIT_PAGE_SIZE = 50;

/** Empty form fields mean "no filter". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const day = z.string({ error: AUDIT_MESSAGES.dateInvalid }).refine(isIsoDate, AUDIT_MESSAGES.dateInvalid);

export const auditQuery = z
  .object({
    hotel: optional(z.string().trim().regex(/^pro\d{3}$/, AUDIT_MESSAGES.hotelInvalid)),
    /** Part of the e-mail address of the person who made the change. */
    staff: optional(singleLine(AUDIT_MESSAGES.staffInvalid).trim().max(254, AUDIT_MESSAGES.staffInvalid)),
    entity: optional(z.string().trim().regex(/^[a-z_]{1,40}$/, AUDIT_MESSAGES.entityInvalid)),
    entityId: optional(singleLine(AUDIT_MESSAGES.entityIdInvalid).trim().max(100, AUDIT_MESSAGES.entityIdInvalid)),
    /** Hotel days (Asia/Shanghai), inclusive. */
    from: optional(day),
    to: optional(day),
    page: optional(z.coerce.number({ error: AUDIT_MESSAGES.pageInvalid }).int(AUDIT_MESSAGES.pageInvalid).min(1, AUDIT_MESSAGES.pageInvalid).max(100_000, AUDIT_MESSAGES.pageInvalid)),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: AUDIT_MESSAGES.rangeInvalid });
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditLine = z.object({
  id: z.number().int(),
  at: z.string(),
  /** 'guest': a guest's own change (a booking changed from the member centre), with no member of staff. */
  actor: z.enum(['staff', 'guest', 'channel', 'integration']),
  staffEmail: z.string(),
  hotelCode: z.string().nullable(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** The line in words (audit-wording.ts): what the page shows; the codes above stay for filters and tools. */
  wording: z.object({
    record: z.string(),
    action: z.string(),
    changes: z.array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
    summary: z.string(),
  }),
});
export type AuditLineView = z.infer<typeof auditLine>;

export const auditPage = z.object({
  items: z.array(auditLine),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const auditEndpoints = {
  list: adminEndpoint({ method: 'GET', path: '/adminapi/v1/audit', input: auditQuery, output: auditPage }),
};
