import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { endpointPaths } from '@hotel/shared/api/endpoint-paths';
import type { Order } from '@hotel/shared/schemas/order';
import { formStay, loadChangePage, loadChangePayPage, roomChoices } from './order-change.server.ts';

type Answer = { status: number; body: unknown };
const ok = (data: unknown) => ({ status: 200, body: { success: true, code: 200, message: '', data } });

/** The API in-process, each path answered from `answers` (else 500), the calls kept with their inputs. */
function api(answers: Record<string, Answer>) {
  const calls: { path: string; input: unknown }[] = [];
  const context = {
    transport: (request: { path: string; query?: unknown; body?: unknown }) => {
      calls.push({ path: request.path, input: request.query ?? request.body });
      return Promise.resolve(answers[request.path] ?? { status: 500, body: null });
    },
  } as unknown as AppLoadContext;
  return { calls, context };
}

const ORDER = {
  id: 7,
  orderNo: 'FO1',
  hotelCode: 'pro001',
  roomTypeCode: 'SK',
  roomTypeName: 'スーペリアキング',
  rateCode: 'BAR',
  rateName: 'ベストフレキシブルレート',
  breakfast: '朝食なし',
  checkinDate: '2026-12-14',
  checkoutDate: '2026-12-16',
  roomQty: 1,
  adultNum: 2,
  childrenNum: 0,
  paymentType: 'hotel',
  payResult: 0,
  changeableNow: true,
} as Order;

const rate = (rateCode: string, paymentType: 'hotel' | 'prepaid', discountedPrice: number) => ({ rateCode, rateName: rateCode, paymentType, breakfast: '朝食なし', discountedPrice });
const member = ok({ userName: '山田 花子' });
const page = (query = '') => new Request(`http://hotel.test/courtesy/change/7${query}`);

/** What a thrown redirect points at. */
async function redirectOf(loading: Promise<unknown>): Promise<string | null> {
  const thrown = await loading.then(
    () => null,
    (e: unknown) => e,
  );
  return thrown instanceof Response ? thrown.headers.get('location') : null;
}

describe('the change form\'s stay', () => {
  it('starts from the booking, and from the URL once the guest searched', () => {
    expect(formStay(new URLSearchParams(), ORDER)).toEqual({ checkIn: '2026-12-14', checkOut: '2026-12-16', roomQty: 1, adultNum: 2, childrenNum: 0, room: 'SK|BAR' });
    const searched = new URLSearchParams({ checkIn: '2026-12-15', checkOut: 'soon', roomQty: '99', adultNum: '3', room: 'DK|BAR' });
    expect(formStay(searched, ORDER)).toEqual({ checkIn: '2026-12-15', checkOut: '2026-12-16', roomQty: 1, adultNum: 3, childrenNum: 0, room: 'DK|BAR' });
  });

  it('offers only plans paid the way the booking is, and always the booking\'s own room and plan', async () => {
    const { calls, context } = api({
      [endpointPaths.getRoomAndRate.path]: ok([
        { rtCode: 'SK', rtName: 'スーペリアキング', rateList: [rate('ADV', 'prepaid', 900)] },
        { rtCode: 'DK', rtName: 'デラックスキング', rateList: [rate('BAR', 'hotel', 1200), rate('ADV', 'prepaid', 1000)] },
        { rtCode: 'ST', rtName: 'スイート', rateList: [], partyNotice: 'この客室タイプは1室2名様までです' },
      ]),
    });
    const stay = formStay(new URLSearchParams(), ORDER);
    const { rooms, searchProblem } = await roomChoices(context, ORDER, stay);
    expect(searchProblem).toBeNull();
    expect(rooms).toEqual([
      { roomTypeCode: 'SK', roomTypeName: 'スーペリアキング', notice: null, plans: [{ value: 'SK|BAR', rateName: 'ベストフレキシブルレート', breakfast: '朝食なし', price: null, current: true }] },
      { roomTypeCode: 'DK', roomTypeName: 'デラックスキング', notice: null, plans: [{ value: 'DK|BAR', rateName: 'BAR', breakfast: '朝食なし', price: 1200, current: false }] },
      { roomTypeCode: 'ST', roomTypeName: 'スイート', notice: 'この客室タイプは1室2名様までです', plans: [] },
    ]);
    expect(calls[0]).toEqual({ path: endpointPaths.getRoomAndRate.path, input: { HotelCode: 'pro001', CheckIn: '2026-12-14', CheckOut: '2026-12-16', roomNum: 1, adultNum: 2, childrenNum: 0 } });
  });
});

describe('loadChangePage', () => {
  const base = { [endpointPaths.userdetail.path]: member, [endpointPaths.getOrderDetail.path]: ok(ORDER), [endpointPaths.getOrderChange.path]: ok(null) };

  it('a visitor without a session goes to / with the member centre\'s reason', async () => {
    const { context } = api({ [endpointPaths.userdetail.path]: { status: 401, body: { success: false, data: null } } });
    expect(await redirectOf(loadChangePage(page(), context, '7'))).toBe('/?reason=login-required');
  });

  it('a pending change is paid on its own page', async () => {
    const { context } = api({ ...base, [endpointPaths.getOrderChange.path]: ok({ amendmentId: 4 }) });
    expect(await redirectOf(loadChangePage(page(), context, '7'))).toBe('/courtesy/change/7/pay?change=4');
  });

  it('?change= says how the change ended: applied, withdrawn, or lapsed (also while the release pass has not run)', async () => {
    for (const [state, view] of [
      ['applied', 'applied'],
      ['withdrawn', 'withdrawn'],
      ['expired', 'expired'],
      ['pending', 'expired'],
    ]) {
      const { context } = api({ ...base, [endpointPaths.checkchangepay.path]: ok({ state }) });
      expect(await loadChangePage(page('?change=4'), context, '7'), state).toMatchObject({ view, userName: '山田 花子' });
    }
  });

  it('a booking that may not change says why; one that may shows the form', async () => {
    const closed = api({ ...base, [endpointPaths.getOrderDetail.path]: ok({ ...ORDER, changeableNow: false }) });
    expect(await loadChangePage(page(), closed.context, '7')).toMatchObject({ view: 'closed' });
    const open = api({ ...base, [endpointPaths.getRoomAndRate.path]: { status: 400, body: { success: false, message: 'チェックイン日に過去の日付は選択できません', data: null } } });
    expect(await loadChangePage(page(), open.context, '7')).toMatchObject({ view: 'form', searchProblem: 'チェックイン日に過去の日付は選択できません', rooms: [{ roomTypeCode: 'SK' }] });
  });

  it('an order id that is no id, or another member\'s order, is the 404 page', async () => {
    await expect(loadChangePage(page(), api(base).context, 'abc')).rejects.toMatchObject({ init: { status: 404 } });
    const other = api({ ...base, [endpointPaths.getOrderDetail.path]: { status: 404, body: { success: false, message: '', data: null } } });
    await expect(loadChangePage(page(), other.context, '8')).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe('loadChangePayPage', () => {
  it('without a pending change: the change page, with the change asked about', async () => {
    const { context } = api({ [endpointPaths.userdetail.path]: member, [endpointPaths.getOrderDetail.path]: ok(ORDER), [endpointPaths.getOrderChange.path]: ok(null) });
    expect(await redirectOf(loadChangePayPage(page('/pay?change=4'), context, '7'))).toBe('/courtesy/change/7?change=4');
    expect(await redirectOf(loadChangePayPage(page('/pay'), context, '7'))).toBe('/courtesy/change/7');
  });
});
