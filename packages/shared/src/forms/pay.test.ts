import { describe, expect, it } from 'vitest';
import { MEMBER_CARD_PAY_CODE, PAY_METHODS } from '../constants.ts';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { orderPayBody } from '../schemas/pay.ts';
import { checkForm } from './parse-form.ts';
import { payStepForm } from './pay.ts';

describe('payStepForm (the pay step) and orderPayBody', () => {
  it('needs a method', () => {
    expect(checkForm(payStepForm, {})).toEqual({ ok: false, errors: { code: MESSAGES.payMethodRequired } });
  });

  it('needs the member password for the member card, in the form and in the API', () => {
    expect(checkForm(payStepForm, { code: MEMBER_CARD_PAY_CODE })).toEqual({ ok: false, errors: { cardPwd: SERVER_MESSAGES.memberPasswordRequired } });
    expect(orderPayBody.safeParse({ code: MEMBER_CARD_PAY_CODE, revNo: 'RV1' }).error?.issues[0]?.message).toBe(SERVER_MESSAGES.memberPasswordRequired);
    expect(checkForm(payStepForm, { code: PAY_METHODS.alipay.code }).ok).toBe(true);
  });
});
