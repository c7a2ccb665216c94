import { redirect } from 'react-router';
import type { Route } from './+types/courtesy';
import { ORDER_FETCH_COUNT } from '@hotel/shared/constants';
import { load } from '../lib/api.server.ts';
import { loadMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import type { CourtesyTab } from '../features/member/courtesy-tabs.tsx';
import { MemberCentre } from '../features/member/member-centre.tsx';
import { MemberProfile } from '../features/member/member-profile.tsx';
import { saveProfileName } from '../features/member/profile.server.ts';
import { MemberSummary } from '../features/member/member-summary.tsx';
import { MemberCoupons } from '../features/member/member-coupons.tsx';
import { OrderHistory, orderTabState } from '../features/member/order-history.tsx';
import { filterOrders, orderRequestState } from '../features/member/order-filter.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.loaderData?.title ?? '', noindex: true });

/** Courtesy is flagged as needing login: a visitor is sent to / with 尚未登录. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await loadMember(context);
  if (!member) throw redirect('/?reason=login-required');
  const params = new URL(request.url).searchParams;
  const tab: CourtesyTab = params.get('tab') === 'orders' ? 'orders' : 'mypage';
  const orderState = orderTabState(params.get('state'));
  // Booking history (spec §4): the tab's request state, then the tab's filter.
  const orders =
    tab === 'orders' ? filterOrders(orderState, await load(context, 'getAllOrder', { state: orderRequestState(orderState), count: ORDER_FETCH_COUNT })) : [];
  const coupons = tab === 'mypage' ? await load(context, 'getCoupons', {}) : [];
  const t = routeTranslator(request, ['member']);
  return {
    i18n: routeMessages(request, ['member', 'terms']),
    title: t('member.pageTitle'),
    member,
    tab,
    orderState,
    orders,
    coupons,
    editRequested: params.get('edit') === 'name',
  };
}

/** The profile's name edit posts here (it works without JavaScript too). */
export async function action({ request, context }: Route.ActionArgs) {
  return saveProfileName(request, context);
}

/** The member centre: my page (card, points, profile) and booking history. */
export default function Courtesy({ loaderData, actionData }: Route.ComponentProps) {
  const { member, tab, orderState, orders, coupons, editRequested } = loaderData;
  return (
    <MemberCentre userName={member.userName} tab={tab}>
      {tab === 'orders' ? (
        <OrderHistory state={orderState} orders={orders} />
      ) : (
        <>
          <MemberSummary member={member} />
          <MemberCoupons coupons={coupons} />
          <MemberProfile member={member} editRequested={editRequested} result={actionData} />
        </>
      )}
    </MemberCentre>
  );
}
