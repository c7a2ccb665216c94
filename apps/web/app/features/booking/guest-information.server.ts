import { redirect, type AppLoadContext } from 'react-router';
import { callEndpoint } from '@hotel/shared/api/transport';
import { guestForm, toSubmitOrderBody } from '@hotel/shared/forms/guest';
import { checkForm } from '@hotel/shared/forms/parse-form';
import { MESSAGES } from '@hotel/shared/messages';
import type { InventoryHold } from '@hotel/shared/schemas/booking';
import type { MemberCoupon } from '@hotel/shared/schemas/discounts';
import { readPostedForm, refuseForm } from '../../lib/form-action.server.ts';
import { hasSessionCookie, loadMember } from '../../lib/member.server.ts';

/**
 * The member's own hold for the page's orderNo, read on the server so the page renders (and
 * posts) without JavaScript. null when there is no session or no orderNo: the page then reads
 * session storage as before. 'gone' for a hold that lapsed, became an order or is not theirs.
 */
export async function loadHold(request: Request, context: AppLoadContext): Promise<InventoryHold | 'gone' | null> {
  const orderNo = new URL(request.url).searchParams.get('orderNo');
  if (!orderNo || !hasSessionCookie(request)) return null;
  const { status, envelope } = await callEndpoint(context.transport, 'getHold', { orderNo });
  if (envelope?.success && envelope.data) return envelope.data;
  return status === 404 || status === 409 || status === 410 ? 'gone' : null;
}

/** The member's coupons weighed against the hold (decision 0042); none without a session or hold. */
export async function loadCoupons(request: Request, context: AppLoadContext): Promise<MemberCoupon[]> {
  const orderNo = new URL(request.url).searchParams.get('orderNo');
  if (!orderNo || !hasSessionCookie(request)) return [];
  const { envelope } = await callEndpoint(context.transport, 'getCoupons', { orderNo });
  return envelope?.success && envelope.data ? envelope.data : [];
}

/** What the guest form starts with for a logged-in member: their name and mobile, and the e-mail of their latest booking. */
export type GuestDefaults = Record<'lastName' | 'firstName' | 'mobile' | 'email', string>;

export async function loadGuestDefaults(request: Request, context: AppLoadContext): Promise<GuestDefaults | null> {
  if (!hasSessionCookie(request)) return null;
  const [member, latest] = await Promise.all([loadMember(context), callEndpoint(context.transport, 'getAllOrder', { state: 100, count: 10 })]);
  if (!member) return null;
  // Members keep one name field ("佐藤 健"): the first word is the family name, the rest the given name.
  const [lastName = '', ...rest] = member.userName.trim().split(/\s+/);
  const email = (latest.envelope?.success ? latest.envelope.data : [])?.find((o) => o.email)?.email ?? '';
  return { lastName, firstName: rest.join(' '), mobile: member.moible, email };
}

/**
 * FillInformationStep's action: the shared guestForm schema, then POST /order/submitOrder in
 * process; success continues to the pay step (spec §4).
 */
export async function submitGuestInformation(request: Request, context: AppLoadContext, hotelCode: string) {
  const values = await readPostedForm(request);
  const check = checkForm(guestForm, values);
  if (!check.ok) return refuseForm(values, check.errors);
  const { status, envelope } = await callEndpoint(context.transport, 'submitOrder', toSubmitOrderBody(check.data));
  if (status === 401) return refuseForm(values, {}, MESSAGES.notSignedInAtSubmit, 401);
  if (!envelope?.success || !envelope.data) return refuseForm(values, {}, envelope?.message || MESSAGES.tryAgainLater, status >= 400 ? status : 500);
  const order = envelope.data;
  const query = new URLSearchParams({ id: String(order.id), orderNo: order.orderNo, revNo: order.revNo });
  return redirect(`/${hotelCode}/child-hotel/rooms/pay-step?${query}`);
}
