import { z } from 'zod';
import { positiveId } from '../schemas/hotel.ts';
import { EMAIL_PATTERN } from '../schemas/order.ts';
import { singleLine } from '../schemas/text.ts';
import { usccProblem } from '../uscc.ts';

/**
 * The fapiao (发票) request form (issue 28, decision 0071): one schema for the guest step, the
 * history page and the server. 个人: the name is the 抬头, no 税号, only a 普通发票. 企业: 抬头 and
 * 税号 (the unified social credit code, its check character verified); a 专用发票 also needs the
 * company's address, phone, bank and account. The e-mail receives the e-invoice.
 */

export const FAPIAO_MESSAGES = {
  buyerKindInvalid: '个人（個人）か企业（法人）を選択してください',
  invoiceTypeInvalid: '普通发票か专用发票を選択してください',
  personalSpecial: '专用发票は企业（法人）の場合のみ発行できます',
  titleRequired: '抬头（宛名）を入力してください',
  personalNameRequired: '抬头（お名前）を入力してください',
  titleInvalid: '抬头（宛名）は100文字以内で、制御文字を含めずに入力してください',
  taxNoRequired: '税号（統一社会信用コード）を入力してください',
  taxNoShape: '税号（統一社会信用コード）は18桁の英数字で入力してください（I・O・Z・S・Vは使えません）',
  taxNoCheck: '税号（統一社会信用コード）の検査文字が正しくありません',
  emailInvalid: '発票を受け取るメールアドレスを正しく入力してください',
  addressRequired: '专用发票には会社の住所を入力してください',
  phoneRequired: '专用发票には会社の電話番号を入力してください',
  bankRequired: '专用发票には取引銀行名を入力してください',
  accountRequired: '专用发票には銀行口座番号を入力してください',
  addressInvalid: '住所は200文字以内で、制御文字を含めずに入力してください',
  phoneInvalid: '電話番号は数字・ハイフン・括弧・空白で30文字以内で入力してください',
  bankInvalid: '銀行名は100文字以内で、制御文字を含めずに入力してください',
  accountInvalid: '口座番号は数字・ハイフン・空白で40文字以内で入力してください',
} as const;

const M = FAPIAO_MESSAGES;

export const FAPIAO_BUYER_KINDS = ['personal', 'company'] as const;
export const FAPIAO_INVOICE_TYPES = ['normal', 'special'] as const;
export const FAPIAO_BUYER_KIND_LABELS = { personal: '个人（個人）', company: '企业（法人）' } as const;
export const FAPIAO_INVOICE_TYPE_LABELS = { normal: '普通发票', special: '专用发票' } as const;
export const FAPIAO_STATE_LABELS = { requested: '依頼済', issued: '発行済', sent: '送付済', rejected: '差戻し' } as const;

/** A form posts '' for an empty field, and the stored shape null: both the same as leaving it out. */
const blankIsMissing = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);
const text = (max: number, invalid: string) => z.preprocess(blankIsMissing, singleLine(invalid).trim().max(max, invalid).optional());

const normalizedTaxNo = (value: unknown) => {
  const given = blankIsMissing(value);
  return typeof given === 'string' ? given.replace(/\s+/g, '').toUpperCase() : given;
};

const fields = z.object({
  buyerKind: z.enum(FAPIAO_BUYER_KINDS, { error: M.buyerKindInvalid }),
  invoiceType: z.preprocess(blankIsMissing, z.enum(FAPIAO_INVOICE_TYPES, { error: M.invoiceTypeInvalid }).default('normal')),
  title: text(100, M.titleInvalid),
  taxNo: z.preprocess(normalizedTaxNo, singleLine(M.taxNoShape).optional()),
  email: singleLine(M.emailInvalid, M.emailInvalid).trim().max(100, M.emailInvalid).regex(EMAIL_PATTERN, M.emailInvalid),
  companyAddress: text(200, M.addressInvalid),
  companyPhone: z.preprocess(blankIsMissing, singleLine(M.phoneInvalid).trim().regex(/^[0-9+\-() ]{5,30}$/, M.phoneInvalid).optional()),
  bankName: text(100, M.bankInvalid),
  bankAccount: z.preprocess(blankIsMissing, singleLine(M.accountInvalid).trim().regex(/^[0-9\- ]{5,40}$/, M.accountInvalid).optional()),
});
type Fields = z.output<typeof fields>;
/** The form's fields as parsed, before what is stored is picked from them. */
export type FapiaoRequestFormFields = Fields;

export interface FapiaoRequestFields {
  buyerKind: 'personal' | 'company';
  invoiceType: 'normal' | 'special';
  title: string;
  taxNo: string | null;
  email: string;
  companyAddress: string | null;
  companyPhone: string | null;
  bankName: string | null;
  bankAccount: string | null;
}

function checkRules(form: Fields, ctx: z.RefinementCtx): void {
  const need = (field: keyof Fields, message: string) => {
    if (form[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
  };
  if (form.buyerKind === 'personal') {
    need('title', M.personalNameRequired);
    if (form.invoiceType === 'special') ctx.addIssue({ code: 'custom', path: ['invoiceType'], message: M.personalSpecial });
    return;
  }
  need('title', M.titleRequired);
  if (form.taxNo === undefined) need('taxNo', M.taxNoRequired);
  else {
    const problem = usccProblem(form.taxNo);
    if (problem) ctx.addIssue({ code: 'custom', path: ['taxNo'], message: problem === 'check' ? M.taxNoCheck : M.taxNoShape });
  }
  if (form.invoiceType === 'special') {
    need('companyAddress', M.addressRequired);
    need('companyPhone', M.phoneRequired);
    need('bankName', M.bankRequired);
    need('bankAccount', M.accountRequired);
  }
}

/** What is stored: a person's request carries no 税号 and no company details, a 普通发票 no bank. */
function toStored(form: Fields): FapiaoRequestFields {
  const company = form.buyerKind === 'company';
  const special = company && form.invoiceType === 'special';
  return {
    buyerKind: form.buyerKind,
    invoiceType: special ? ('special' as const) : ('normal' as const),
    title: form.title!,
    taxNo: company ? form.taxNo! : null,
    email: form.email,
    companyAddress: special ? form.companyAddress! : null,
    companyPhone: special ? form.companyPhone! : null,
    bankName: special ? form.bankName! : null,
    bankAccount: special ? form.bankAccount! : null,
  };
}

/** The form as the guest step and the history page check it. */
export const fapiaoRequestForm = fields.superRefine(checkRules).transform(toStored);

/**
 * The same form for one order, as the guest API takes it (POST /crsapi/v1/order/requestFapiao):
 * an object schema like every endpoint's input, its rules checked; the service stores
 * fapiaoFieldsToStore(body).
 */
export const fapiaoRequestBody = fields.extend({ orderId: positiveId }).superRefine(checkRules);
export const fapiaoFieldsToStore = toStored;
