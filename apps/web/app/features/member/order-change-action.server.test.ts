import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { endpointPaths } from '@hotel/shared/api/endpoint-paths';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { CHANGE_MESSAGES, MESSAGES, partyTooLargeMessage, SERVER_MESSAGES } from '@hotel/shared/messages';
import { translateMessage } from '@hotel/shared/message-translations/index';
import { changePayAction, orderChangeAction, refusalField } from './order-change-action.server.ts';

type Answer = { status: number; body: unknown };

/** The API in-process as a list of the calls made, each path answered from `answers` (else 500). */
function api(answers: Record<string, Answer>) {
  const calls: { path: string; body: unknown }[] = [];
  const context = {
    transport: (request: { path: string; body?: unknown }) => {
      calls.push({ path: request.path, body: request.body });
      return Promise.resolve(answers[request.path] ?? { status: 500, body: null });
    },
  } as unknown as AppLoadContext;
  return { calls, context };
}

const ok = (data: unknown, message = '') => ({ status: 200, body: { success: true, code: 200, message, data } });
const refused = (status: number, message: string) => ({ status, body: { success: false, code: status, message, data: null } });

function post(path: string, form: Record<string, string>) {
  return new Request(`http://hotel.test${path}`, { method: 'POST', headers: { origin: 'http://hotel.test' }, body: new URLSearchParams(form) });
}

const checkIn = addDays(hotelToday(), 20);
const stay = { checkIn, checkOut: addDays(checkIn, 1), roomQty: '1', adultNum: '1', childrenNum: '0', room: 'SK|BAR' };

/** What a thrown redirect points at. */
async function redirectOf(action: Promise<unknown>): Promise<string | null> {
  const thrown = await action.then(
    () => null,
    (e: unknown) => e,
  );
  return thrown instanceof Response ? thrown.headers.get('location') : null;
}

describe('orderChangeAction (料金を確認 and この内容で変更する)', () => {
  it('refuses what the shared schema refuses, at its field, without asking the API', async () => {
    const { calls, context } = api({});
    const answer = await orderChangeAction(post('/courtesy/change/7', { ...stay, checkOut: checkIn, intent: 'quote' }), context, '7');
    expect(answer).toMatchObject({ data: { ok: false, errors: { checkOut: SERVER_MESSAGES.checkOutBeforeCheckIn } }, init: { status: 400 } });
    expect(calls).toEqual([]);
  });

  it('quotes the stay with the order id of the page, keeping what was posted for the confirmation', async () => {
    const { calls, context } = api({ [endpointPaths.quoteOrderChange.path]: ok({ toPay: 0 }) });
    const answer = await orderChangeAction(post('/courtesy/change/7', { ...stay, intent: 'quote' }), context, '7');
    expect(answer).toMatchObject({ ok: true, quote: { toPay: 0 }, values: { room: 'SK|BAR' } });
    expect(calls).toEqual([{ path: endpointPaths.quoteOrderChange.path, body: { orderId: 7, checkIn, checkOut: stay.checkOut, roomQty: 1, adultNum: 1, childrenNum: 0, roomTypeCode: 'SK', rateCode: 'BAR' } }]);
  });

  it('shows an API refusal at the field it is about, or above the buttons', async () => {
    const soldOut = api({ [endpointPaths.quoteOrderChange.path]: refused(409, CHANGE_MESSAGES.soldOut) });
    expect(await orderChangeAction(post('/courtesy/change/7', { ...stay, intent: 'quote' }), soldOut.context, '7')).toMatchObject({
      data: { errors: { room: CHANGE_MESSAGES.soldOut } },
      init: { status: 409 },
    });
    const same = api({ [endpointPaths.changeOrder.path]: refused(400, CHANGE_MESSAGES.nothingChanged) });
    expect(await orderChangeAction(post('/courtesy/change/7', { ...stay, intent: 'change' }), same.context, '7')).toMatchObject({
      data: { errors: {}, formError: CHANGE_MESSAGES.nothingChanged },
      init: { status: 400 },
    });
  });

  it('an applied change goes to the page saying so; a pending one to its pay page', async () => {
    const applied = api({ [endpointPaths.changeOrder.path]: ok({ amendmentId: 3, state: 'applied', toPay: 0, expiresAt: null }) });
    expect(await redirectOf(orderChangeAction(post('/courtesy/change/7', { ...stay, intent: 'change' }), applied.context, '7'))).toBe('/courtesy/change/7?change=3');
    const pending = api({ [endpointPaths.changeOrder.path]: ok({ amendmentId: 4, state: 'pending', toPay: 500, expiresAt: '2026-12-01T00:15:00Z' }) });
    expect(await redirectOf(orderChangeAction(post('/courtesy/change/7', { ...stay, intent: 'change' }), pending.context, '7'))).toBe('/courtesy/change/7/pay?change=4');
  });

  it('a cross-site post is refused before anything is read', async () => {
    const { calls, context } = api({});
    const forged = new Request('http://hotel.test/courtesy/change/7', { method: 'POST', headers: { origin: 'https://evil.test' }, body: new URLSearchParams({ ...stay, intent: 'change' }) });
    await expect(orderChangeAction(forged, context, '7')).rejects.toMatchObject({ init: { status: 403 } });
    expect(calls).toEqual([]);
  });
});

describe('changePayAction (the difference)', () => {
  const pay = (form: Record<string, string>) => post('/courtesy/change/7/pay', { amendmentId: '4', ...form });

  it('a method is required, and the member card needs the password: the pay step\'s rules, without the API', async () => {
    const { calls, context } = api({});
    expect(await changePayAction(pay({ intent: 'pay' }), context, '7')).toMatchObject({ data: { errors: { code: MESSAGES.payMethodRequired } } });
    expect(await changePayAction(pay({ intent: 'pay', paymethod: 'card', cardPwd: '' }), context, '7')).toMatchObject({ data: { errors: { cardPwd: SERVER_MESSAGES.memberPasswordRequired } } });
    expect(calls).toEqual([]);
  });

  it('a QR method answers the QR; the member card pays at once and the change page says so', async () => {
    const qr = api({ [endpointPaths.changepay.path]: ok({ payId: 'PY1', payUrl: '/simulator/scan/x', qrCode: 'data:image/png;base64,' }) });
    expect(await changePayAction(pay({ intent: 'pay', paymethod: 'alipay' }), qr.context, '7')).toEqual({ ok: true, qr: { payId: 'PY1', payUrl: '/simulator/scan/x', qrCode: 'data:image/png;base64,', code: 2 } });
    expect(qr.calls).toEqual([{ path: endpointPaths.changepay.path, body: { amendmentId: 4, code: 2, cardPwd: undefined } }]);
    const card = api({ [endpointPaths.changepay.path]: ok(null) });
    expect(await redirectOf(changePayAction(pay({ intent: 'pay', paymethod: 'card', cardPwd: 'Demo1234' }), card.context, '7'))).toBe('/courtesy/change/7?change=4');
  });

  it('a wrong password is said at its field (and never sent back); a lapsed change goes to the page saying so', async () => {
    const wrong = api({ [endpointPaths.changepay.path]: refused(400, SERVER_MESSAGES.memberPasswordWrong) });
    const answer = await changePayAction(pay({ intent: 'pay', paymethod: 'card', cardPwd: 'nope' }), wrong.context, '7');
    expect(answer).toMatchObject({ data: { errors: { cardPwd: SERVER_MESSAGES.memberPasswordWrong } } });
    expect(JSON.stringify(answer)).not.toContain('nope');
    const lapsed = api({ [endpointPaths.changepay.path]: refused(410, CHANGE_MESSAGES.changeExpired) });
    expect(await redirectOf(changePayAction(pay({ intent: 'pay', paymethod: 'alipay' }), lapsed.context, '7'))).toBe('/courtesy/change/7?change=4');
  });

  it('checking a QR: paid goes to the change page, unpaid shows the same QR again; withdrawing goes to the change page', async () => {
    const paid = api({ [endpointPaths.checkchangepay.path]: ok({ state: 'applied' }) });
    expect(await redirectOf(changePayAction(pay({ intent: 'check', paymethod: 'wechat' }), paid.context, '7'))).toBe('/courtesy/change/7?change=4');
    const waiting = api({ [endpointPaths.checkchangepay.path]: ok({ state: 'pending' }), [endpointPaths.changepay.path]: ok({ payId: 'PY2', payUrl: 'weixin://x', qrCode: 'q' }) });
    expect(await changePayAction(pay({ intent: 'check', paymethod: 'wechat' }), waiting.context, '7')).toMatchObject({ ok: true, qr: { payId: 'PY2', code: 3 } });
    const withdraw = api({ [endpointPaths.withdrawOrderChange.path]: ok(null) });
    expect(await redirectOf(changePayAction(pay({ intent: 'withdraw' }), withdraw.context, '7'))).toBe('/courtesy/change/7?change=4');
    expect(withdraw.calls).toEqual([{ path: endpointPaths.withdrawOrderChange.path, body: { orderId: 7 } }]);
  });
});

describe('refusalField', () => {
  it('dates, party, room and password messages belong to their fields; the rest to the form', () => {
    expect(refusalField(SERVER_MESSAGES.checkInPast)).toBe('checkIn');
    expect(refusalField(SERVER_MESSAGES.stayTooLong)).toBe('checkOut');
    expect(refusalField('この客室タイプは1室2名様までです。ご指定の人数には2室以上が必要です。客室数を変更してもう一度検索してください')).toBe('adultNum');
    expect(refusalField(CHANGE_MESSAGES.paymentTypeDiffers)).toBe('room');
    expect(refusalField(CHANGE_MESSAGES.changePending)).toBeUndefined();
    // On a Chinese or English page the API's refusal comes in that language: still placed at its field.
    expect(refusalField(translateMessage(SERVER_MESSAGES.checkInPast, 'zh'), 'zh')).toBe('checkIn');
    expect(refusalField(translateMessage(partyTooLargeMessage(2, 2), 'en'), 'en')).toBe('adultNum');
  });
});
