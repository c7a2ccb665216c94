import { data, redirect, type AppLoadContext } from 'react-router';
import { callEndpoint } from '@hotel/shared/api/transport';
import { HOLD_MINUTES, MAX_ROOMS_PER_BOOKING } from '@hotel/shared/constants';
import { roomPlanValue } from '@hotel/shared/forms/order-change-fields';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Order } from '@hotel/shared/schemas/order';
import type { PendingOrderChange } from '@hotel/shared/schemas/order-change';
import { loadOptional } from '../../lib/api.server.ts';
import { loadMember } from '../../lib/member.server.ts';

/** The stay the form shows and the rooms were searched for: the URL's (a search, a correction) or the booking's. */
export interface ChangeFormStay {
  checkIn: string;
  checkOut: string;
  roomQty: number;
  adultNum: number;
  childrenNum: number;
  /** roomPlanValue of the chosen room and plan ('' when none). */
  room: string;
}

/** One plan the guest may move to, as search prices it for the searched stay (null: not priced here, the booking's own). */
export interface PlanChoice {
  value: string;
  rateName: string;
  breakfast: string;
  price: number | null;
  current: boolean;
}

export interface RoomChoice {
  roomTypeCode: string;
  roomTypeName: string;
  /** Why this room type has no plan for the stay (the party, a restriction), else null. */
  notice: string | null;
  plans: PlanChoice[];
}

/** What the change page shows: the form, or where a change ended (a pending one has its pay page). */
export type ChangePage =
  | { view: 'form'; order: Order; stay: ChangeFormStay; rooms: RoomChoice[]; searchProblem: string | null }
  | { view: 'applied' | 'expired' | 'withdrawn' | 'closed'; order: Order };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The route's order id, or the site's 404 page. */
export function orderIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) throw data({ message: SERVER_MESSAGES.orderNotFound }, { status: 404 });
  return id;
}

/** A positive whole number from the URL, else `fallback`. */
function countParam(params: URLSearchParams, name: string, min: number, max: number, fallback: number): number {
  const n = Number(params.get(name) ?? NaN);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

function dateParam(params: URLSearchParams, name: string, fallback: string): string {
  const value = params.get(name) ?? '';
  return ISO_DATE.test(value) ? value : fallback;
}

/** The form's stay: what the URL asks (a search made on the page), else the booking as it is. */
export function formStay(params: URLSearchParams, order: Order): ChangeFormStay {
  return {
    checkIn: dateParam(params, 'checkIn', order.checkinDate),
    checkOut: dateParam(params, 'checkOut', order.checkoutDate),
    roomQty: countParam(params, 'roomQty', 1, MAX_ROOMS_PER_BOOKING, order.roomQty),
    adultNum: countParam(params, 'adultNum', 1, 30, order.adultNum),
    childrenNum: countParam(params, 'childrenNum', 0, 30, order.childrenNum),
    room: params.get('room') ?? roomPlanValue(order.roomTypeCode, order.rateCode),
  };
}

/**
 * The room types and plans search offers for the stay, only plans paid the way the booking is (a
 * change never moves money between paying online and at the hotel). The booking's own room and
 * plan are always offered: search counts the booking's own rooms as sold, the change does not.
 */
export async function roomChoices(context: AppLoadContext, order: Order, stay: ChangeFormStay): Promise<{ rooms: RoomChoice[]; searchProblem: string | null }> {
  const { envelope } = await callEndpoint(context.transport, 'getRoomAndRate', {
    HotelCode: order.hotelCode,
    CheckIn: stay.checkIn,
    CheckOut: stay.checkOut,
    roomNum: stay.roomQty,
    adultNum: stay.adultNum,
    childrenNum: stay.childrenNum,
  });
  const found = envelope?.success && envelope.data ? envelope.data : [];
  const current = roomPlanValue(order.roomTypeCode, order.rateCode);
  const rooms: RoomChoice[] = found.map((room) => ({
    roomTypeCode: room.rtCode,
    roomTypeName: room.rtName,
    notice: room.partyNotice || room.restrictionNotice || null,
    plans: room.rateList
      .filter((rate) => rate.paymentType === order.paymentType)
      .map((rate) => {
        const value = roomPlanValue(room.rtCode, rate.rateCode);
        return { value, rateName: rate.rateName, breakfast: rate.breakfast, price: rate.discountedPrice, current: value === current };
      }),
  }));
  if (!rooms.some((r) => r.plans.some((p) => p.current))) {
    const own: PlanChoice = { value: current, rateName: order.rateName, breakfast: order.breakfast, price: null, current: true };
    const room = rooms.find((r) => r.roomTypeCode === order.roomTypeCode);
    if (room) room.plans.unshift(own);
    else rooms.unshift({ roomTypeCode: order.roomTypeCode, roomTypeName: order.roomTypeName, notice: null, plans: [own] });
  }
  // A search refused as a whole (dates in the past, too long) says why; the booking's own plan stays offered.
  const searchProblem = envelope?.success ? null : envelope?.message || MESSAGES.tryAgainLater;
  return { rooms: rooms.filter((r) => r.plans.length > 0 || r.notice), searchProblem };
}

/** The change page saying how the change ended (applied, lapsed, withdrawn). */
export const changeOutcomeHref = (orderId: number, amendmentId: number) => `/courtesy/change/${orderId}?change=${amendmentId}`;
/** The pending change's pay page. */
export const changePayHref = (orderId: number, amendmentId: number) => `/courtesy/change/${orderId}/pay?change=${amendmentId}`;

/** The signed-in member's name and own order (the member centre's redirect without a session; another member's order is the 404 page). */
async function memberOrder(context: AppLoadContext, orderParam: string | undefined): Promise<{ userName: string; holdMinutes: number; order: Order }> {
  const member = await loadMember(context);
  if (!member) throw redirect('/?reason=login-required');
  const order = await loadOptional(context, 'getOrderDetail', { orderId: orderIdOf(orderParam) });
  if (!order) throw data({ message: SERVER_MESSAGES.orderNotFound }, { status: 404 });
  // The hold's minutes come with the page, not in its script: constants.ts is in every guest page's first load.
  return { userName: member.userName, holdMinutes: HOLD_MINUTES, order };
}

async function pendingChange(context: AppLoadContext, orderId: number): Promise<PendingOrderChange> {
  return (await callEndpoint(context.transport, 'getOrderChange', { orderId })).envelope?.data ?? null;
}

/**
 * The change page's loader: a pending change is paid on its own page; `?change=<id>` is a change
 * just asked for, paid or withdrawn: applied, lapsed or withdrawn says so once it is settled; else
 * the form for a booking that may change, or why it cannot.
 */
export async function loadChangePage(request: Request, context: AppLoadContext, orderParam: string | undefined): Promise<ChangePage & { userName: string; holdMinutes: number }> {
  const { userName, holdMinutes, order } = await memberOrder(context, orderParam);
  const pending = await pendingChange(context, order.id);
  if (pending) throw redirect(changePayHref(order.id, pending.amendmentId));
  const params = new URL(request.url).searchParams;
  const changeId = Number(params.get('change'));
  if (Number.isInteger(changeId) && changeId > 0) {
    const { envelope } = await callEndpoint(context.transport, 'checkchangepay', { amendmentId: changeId });
    const state = envelope?.success ? envelope.data?.state : undefined;
    if (state === 'applied' || state === 'withdrawn') return { userName, holdMinutes, view: state, order };
    // Still pending with no pending change to read: its window has passed, the release pass is yet to run.
    if (state === 'expired' || state === 'pending') return { userName, holdMinutes, view: 'expired', order };
  }
  if (!order.changeableNow) return { userName, holdMinutes, view: 'closed', order };
  const stay = formStay(params, order);
  return { userName, holdMinutes, view: 'form', order, stay, ...(await roomChoices(context, order, stay)) };
}

/** The pay page's loader: the pending change, or (settled, lapsed, never) the change page, which says which. */
export async function loadChangePayPage(request: Request, context: AppLoadContext, orderParam: string | undefined) {
  const { userName, holdMinutes, order } = await memberOrder(context, orderParam);
  const pending = await pendingChange(context, order.id);
  if (!pending) {
    const changeId = new URL(request.url).searchParams.get('change');
    throw redirect(changeId ? `/courtesy/change/${order.id}?${new URLSearchParams({ change: changeId })}` : `/courtesy/change/${order.id}`);
  }
  return { userName, holdMinutes, order, pending };
}
