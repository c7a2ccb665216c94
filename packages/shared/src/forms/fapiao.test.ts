import { describe, expect, it } from 'vitest';
import { FAPIAO_MESSAGES as M, fapiaoRequestBody, fapiaoRequestForm } from './fapiao.ts';

const problems = (input: unknown) => {
  const parsed = fapiaoRequestForm.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};
const company = { buyerKind: 'company', invoiceType: 'normal', title: '福建某某有限公司', taxNo: '91350100M000100Y43', email: 'kaikei@example.cn' };
const special = { ...company, invoiceType: 'special', companyAddress: '福州市鼓楼区1号', companyPhone: '0591-8888 8888', bankName: '中国银行福州分行', bankAccount: '1234 5678 9012' };

describe('fapiaoRequestForm', () => {
  it('keeps a person’s name and drops any tax number or company detail sent along', () => {
    const out = fapiaoRequestForm.parse({ buyerKind: 'personal', title: ' 王 小明 ', email: 'wang@example.cn', taxNo: '91350100M000100Y43', bankName: 'x' });
    expect(out).toEqual({ buyerKind: 'personal', invoiceType: 'normal', title: '王 小明', taxNo: null, email: 'wang@example.cn', companyAddress: null, companyPhone: null, bankName: null, bankAccount: null });
  });

  it('refuses a 专用发票 for a person', () => {
    expect(problems({ buyerKind: 'personal', invoiceType: 'special', title: '王', email: 'a@b.cn' })).toEqual({ invoiceType: M.personalSpecial });
  });

  it('upper-cases the tax number and removes its spaces', () => {
    expect(fapiaoRequestForm.parse({ ...company, taxNo: ' 91350100m000100y43 ' }).taxNo).toBe('91350100M000100Y43');
    expect(fapiaoRequestForm.parse({ ...company, taxNo: '9135 0100 M000 100Y 43' }).taxNo).toBe('91350100M000100Y43');
  });

  it('needs 抬头 and 税号 for a company, with a valid check character', () => {
    expect(problems({ buyerKind: 'company', email: 'a@b.cn', title: '', taxNo: '' })).toEqual({ title: M.titleRequired, taxNo: M.taxNoRequired });
    expect(problems({ ...company, taxNo: '91350100M000100Y44' })).toEqual({ taxNo: M.taxNoCheck });
    expect(problems({ ...company, taxNo: '91350100I000100Y43' })).toEqual({ taxNo: M.taxNoShape });
    expect(problems({ ...company, taxNo: '9135010' })).toEqual({ taxNo: M.taxNoShape });
  });

  it('needs address, phone, bank and account for a 专用发票 and keeps them', () => {
    expect(problems({ ...company, invoiceType: 'special' })).toEqual({ companyAddress: M.addressRequired, companyPhone: M.phoneRequired, bankName: M.bankRequired, bankAccount: M.accountRequired });
    expect(fapiaoRequestForm.parse(special)).toMatchObject({ invoiceType: 'special', companyAddress: '福州市鼓楼区1号', bankAccount: '1234 5678 9012' });
  });

  it('drops the bank details of a 普通发票', () => {
    expect(fapiaoRequestForm.parse({ ...special, invoiceType: 'normal' })).toMatchObject({ companyAddress: null, bankName: null, bankAccount: null });
  });

  it('refuses control characters, over-long text and a bad e-mail', () => {
    expect(problems({ ...company, title: '会社\u0000' })).toEqual({ title: M.titleInvalid });
    expect(problems({ ...company, title: 'あ'.repeat(101) })).toEqual({ title: M.titleInvalid });
    expect(problems({ ...company, email: 'not-mail' })).toEqual({ email: M.emailInvalid });
    expect(problems({ ...company, email: undefined })).toEqual({ email: M.emailInvalid });
    expect(problems({ ...special, bankAccount: 'abc' })).toEqual({ bankAccount: M.accountInvalid });
    expect(problems({ ...special, companyAddress: '住所\u2028' })).toEqual({ companyAddress: M.addressInvalid });
  });

  it('refuses an unknown buyer kind or invoice type', () => {
    expect(problems({ ...company, buyerKind: 'other' })).toMatchObject({ buyerKind: M.buyerKindInvalid });
    expect(problems({ ...company, invoiceType: 'vip' })).toMatchObject({ invoiceType: M.invoiceTypeInvalid });
  });

  it('takes the order id in the API body', () => {
    expect(fapiaoRequestBody.parse({ ...company, orderId: '12' })).toMatchObject({ orderId: 12, taxNo: '91350100M000100Y43' });
    expect(fapiaoRequestBody.safeParse({ ...company, orderId: '12', taxNo: '91350100M000100Y44' }).success).toBe(false);
  });
});
