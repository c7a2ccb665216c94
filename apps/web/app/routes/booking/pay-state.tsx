import { useEffect } from 'react';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/pay-state';
import { callEndpoint } from '@hotel/shared/api/transport';
import { ORDER_STATE } from '@hotel/shared/constants';
import { priceLines } from '@hotel/shared/discounts';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { StepBar } from '../../features/rooms/step-bar.tsx';
import { BookingNotice } from '../../features/booking/booking-notice.tsx';
import { CancelTermsNote } from '../../features/member/cancel-terms-note.tsx';
import { orderPayHref } from '../../features/member/order-filter.ts';
import { clearAfterSuccess } from '../../lib/booking-session.ts';
import { formatJaDate } from '../../lib/dates.ts';
import { formatCny } from '../../lib/money.ts';
import { routeMessages } from '../../lib/i18n/catalogs.server.ts';
import { ChargeBreakdown } from '../../components/ui/charge-breakdown.tsx';
import styles from '../../features/booking/pay-state.module.css';
import page from '../../features/booking/booking-page.module.css';

export const meta: Route.MetaFunction = (args) => hotelPageMeta(args, 'ご予約完了', undefined, { noindex: true });

/**
 * The success page only confirms a booking it can read: the member's own order (id and orderNo
 * of the URL), booked and either paid or paid at the hotel. A prepaid order still unpaid goes
 * back to its pay step; anything else (no id, another member's order, no session, a cancelled or
 * expired order) gets a "no booking" notice with a 404, never a success message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const id = Number(query.get('id'));
  const orderNo = query.get('orderNo');
  const none = () => data({ order: null }, { status: 404 });
  if (!Number.isInteger(id) || id <= 0 || !orderNo) return none();
  const { envelope } = await callEndpoint(context.transport, 'getOrderDetail', { orderId: id });
  const order = envelope.success ? envelope.data : null;
  if (!order || order.orderNo !== orderNo) return none();
  if (order.state === ORDER_STATE.cancelled || order.state === ORDER_STATE.expired) return none();
  if (order.paymentType === 'prepaid' && order.payResult !== 1) throw redirect(orderPayHref(order));
  // The order's cancellation terms (CancelTermsNote) speak the page's language.
  return { i18n: routeMessages(request, ['terms']), order };
}

export default function PayState({ loaderData, params }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <>
      {order ? <StepBar current={4} /> : null}
      <section className={page.page} aria-labelledby="done-title">
        <div className="container">{order ? <Confirmed order={order} hotelCode={params.hotelCode} /> : <NoBooking />}</div>
      </section>
    </>
  );
}

type ConfirmedOrder = NonNullable<Route.ComponentProps['loaderData']['order']>;

function Confirmed({ order, hotelCode }: { order: ConfirmedOrder; hotelCode: string }) {
  // Spec §4: the success page clears the payment image, revNo, id, checkdata and hotelName.
  useEffect(() => clearAfterSuccess(), []);
  const paidAtHotel = order.paymentType === 'hotel' && order.payResult !== 1;
  const prices = priceLines({ amount: order.actualAmount, listAmount: order.totalAmount, discountLines: order.discountLines }, formatCny, 'ご宿泊料金');
  return (
    <div className={styles.panel}>
      <span className={styles.mark} aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48">
          <circle cx="24" cy="24" r="23" fill="none" stroke="currentColor" strokeWidth="1" />
          <path d="M14 24.5l7 7 13-14" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </span>
      <span className="eyebrow">Reservation Complete</span>
      <h1 id="done-title" className={styles.title}>
        ご予約が完了しました
      </h1>
      <p className={styles.text}>
        ご予約いただき誠にありがとうございます。スタッフ一同、お客様のお越しを心よりお待ちしております。
        <br />
        ご予約内容は会員ページの予約履歴でご確認いただけます。
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>予約番号</dt>
          <dd className={styles.orderNo}>{order.orderNo}</dd>
        </div>
        <div>
          <dt>ホテル</dt>
          <dd>{order.hotelName}</dd>
        </div>
        <div>
          <dt>ご宿泊日</dt>
          <dd>
            <span className={styles.nobreak}>{formatJaDate(order.checkinDate)}</span> 〜 <span className={styles.nobreak}>
              {formatJaDate(order.checkoutDate)}（{order.days}泊）
            </span>
          </dd>
        </div>
        {order.cancelTermsText ? (
          <div>
            <dt>キャンセル規定</dt>
            <dd>
              <CancelTermsNote terms={order} />
            </dd>
          </div>
        ) : null}
      </dl>
      {/* Itemised as the confirmation mail is (decision 0044): a receipt, the last line what is paid, and how. */}
      <dl className={styles.amounts} aria-label="ご宿泊料金">
        {prices.map(([label, value], i) => (
          <div key={label} className={i === prices.length - 1 ? styles.paid : undefined}>
            <dt>{label}</dt>
            <dd>
              {value}
              {i === prices.length - 1 ? (paidAtHotel ? '（現地払い）' : '（お支払い済み）') : null}
            </dd>
          </div>
        ))}
      </dl>
      <ChargeBreakdown charges={order.charges} />
      <div className={styles.actions}>
        <Link to={`/${hotelCode}/home`} className="btn">
          ホームへ戻る
        </Link>
        <Link to="/courtesy?tab=orders" className="text-link">
          予約履歴を見る
        </Link>
      </div>
    </div>
  );
}

function NoBooking() {
  return (
    <>
      <h1 id="done-title" className="visually-hidden">
        ご予約が確認できません
      </h1>
      <BookingNotice
        title="表示できるご予約がありません"
        action={
          <div className={styles.actions}>
            <Link to="/courtesy?tab=orders" className="btn">
              予約履歴を見る
            </Link>
            <Link to="/home" className="text-link">
              トップページへ
            </Link>
          </div>
        }
      >
        このページはご予約の手続きを終えたときに表示されます。ご予約の状況は、ログインのうえ会員ページの予約履歴でご確認ください。
      </BookingNotice>
    </>
  );
}
