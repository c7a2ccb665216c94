import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { submitOrderBody } from '../schemas/order.ts';
import { guestForm, toSubmitOrderBody } from './guest.ts';
import { checkForm } from './parse-form.ts';

const form = {
  orderNo: 'FO202605010000000001',
  lastName: '佐藤',
  firstName: '健',
  email: 'ken.sato@example.jp',
  country: '日本',
  mobile: '13912345678',
  arrivalTime: '15:00-16:00',
  remark: '禁煙ルーム希望',
};

const errorsOf = (value: object) => {
  const result = checkForm(guestForm, value);
  return result.ok ? {} : result.errors;
};

describe('guestForm (FillInformationStep and its action)', () => {
  it('gives the submitOrder payload the API accepts', () => {
    const result = checkForm(guestForm, form);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const body = toSubmitOrderBody(result.data);
    expect(body).toMatchObject({ orderNo: form.orderNo, revUser: '佐藤 健', mobile: '13912345678', arrivalTime: '15:00-16:00', remark: '禁煙ルーム希望' });
    expect(submitOrderBody.safeParse(body).success).toBe(true);
  });

  it('shows the spec messages in the spec order: name, mobile, email', () => {
    expect(Object.entries(errorsOf({ ...form, lastName: '', mobile: '123', email: 'a@b' }))).toEqual([
      ['lastName', MESSAGES.guestNameRequired],
      ['mobile', MESSAGES.mobileInvalid],
      ['email', MESSAGES.emailInvalid],
    ]);
    expect(errorsOf({ ...form, firstName: ' ' })).toEqual({ firstName: MESSAGES.guestNameRequired });
  });

  it('keeps the request within 300 characters and the arrival time within the slots', () => {
    expect(errorsOf({ ...form, remark: 'あ'.repeat(301), arrivalTime: '23:00-24:00' })).toEqual({
      arrivalTime: SERVER_MESSAGES.arrivalTimeInvalid,
      remark: SERVER_MESSAGES.remarkTooLong,
    });
  });
});
