import { useEffect } from 'react';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/pay-state';
import { callEndpoint } from '@hotel/shared/api/transport';
import { ORDER_STATE } from '@hotel/shared/constants';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { StepBar } from '../../features/rooms/step-bar.tsx';
import { BookingNotice } from '../../features/booking/booking-notice.tsx';
import { CancelTermsNote } from '../../features/member/cancel-terms-note.tsx';
import { orderPayHref } from '../../features/member/order-filter.ts';
import { clearAfterSuccess } from '../../lib/booking-session.ts';
import { routeMessages, routeTranslator } from '../../lib/i18n/catalogs.server.ts';
import { useFormat } from '../../lib/i18n/format.ts';
import { T, useT } from '../../lib/i18n/i18n.tsx';
import { ChargeBreakdown } from '../../components/ui/charge-breakdown.tsx';
import styles from '../../features/booking/pay-state.module.css';
import page from '../../features/booking/booking-page.module.css';

export const meta: Route.MetaFunction = (args) => hotelPageMeta(args, args.loaderData?.title ?? '', undefined, { noindex: true });

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
  // The order's cancellation terms (CancelTermsNote) are the member area's `terms`.
  const page = { i18n: routeMessages(request, ['rooms', 'booking', 'terms']), title: routeTranslator(request, ['booking'])('booking.doneMetaTitle') };
  const none = () => data({ ...page, order: null }, { status: 404 });
  if (!Number.isInteger(id) || id <= 0 || !orderNo) return none();
  const { envelope } = await callEndpoint(context.transport, 'getOrderDetail', { orderId: id });
  const order = envelope.success ? envelope.data : null;
  if (!order || order.orderNo !== orderNo) return none();
  if (order.state === ORDER_STATE.cancelled || order.state === ORDER_STATE.expired) return none();
  if (order.paymentType === 'prepaid' && order.payResult !== 1) throw redirect(orderPayHref(order));
  return { ...page, order };
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
  const t = useT();
  const f = useFormat();
  const paidAtHotel = order.paymentType === 'hotel' && order.payResult !== 1;
  // The lines of the shared priceLines (the confirmation mail's), in the page's language.
  const taxIncluded = t('ui.taxIncluded');
  const paidLine: [string, string] = [
    order.discountLines.length === 0 ? t('booking.stayChargeTaxed', { taxIncluded }) : t('booking.toPayTaxed', { taxIncluded }),
    f.money(order.actualAmount),
  ];
  const prices: [string, string][] =
    order.discountLines.length === 0
      ? [paidLine]
      : [
          [t('booking.listBefore'), f.money(order.totalAmount)],
          ...order.discountLines.map((d): [string, string] => [t('booking.discountNamed', { name: d.name }), `−${f.money(d.amount)}`]),
          paidLine,
        ];
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
        {t('booking.doneTitle')}
      </h1>
      <p className={styles.text}>
        <T id="booking.doneText" components={{ 0: <br /> }} />
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('booking.orderNo')}</dt>
          <dd className={styles.orderNo}>{order.orderNo}</dd>
        </div>
        <div>
          <dt>{t('booking.hotel')}</dt>
          <dd>{order.hotelName}</dd>
        </div>
        <div>
          <dt>{t('booking.stayDates')}</dt>
          <dd>
            <span className={styles.nobreak}>{f.date(order.checkinDate)}</span>
            {t('booking.stayRange')}
            <span className={styles.nobreak}>{t('booking.lastNight', { date: f.date(order.checkoutDate), nights: order.days })}</span>
          </dd>
        </div>
        {order.cancelTermsText ? (
          <div>
            <dt>{t('booking.cancelTerms')}</dt>
            <dd>
              <CancelTermsNote terms={order} />
            </dd>
          </div>
        ) : null}
      </dl>
      {/* Itemised as the confirmation mail is (decision 0044): a receipt, the last line what is paid, and how. */}
      <dl className={styles.amounts} aria-label={t('booking.stayCharge')}>
        {prices.map(([label, value], i) => (
          <div key={label} className={i === prices.length - 1 ? styles.paid : undefined}>
            <dt>{label}</dt>
            <dd>
              {value}
              {i === prices.length - 1 ? (paidAtHotel ? t('booking.paidAtHotelNote') : t('booking.paidNote')) : null}
            </dd>
          </div>
        ))}
      </dl>
      <ChargeBreakdown charges={order.charges} />
      <div className={styles.actions}>
        <Link to={`/${hotelCode}/home`} className="btn">
          {t('booking.backHome')}
        </Link>
        <Link to="/courtesy?tab=orders" className="text-link">
          {t('booking.viewHistory')}
        </Link>
      </div>
    </div>
  );
}

function NoBooking() {
  const t = useT();
  return (
    <>
      <h1 id="done-title" className="visually-hidden">
        {t('booking.noBookingHeading')}
      </h1>
      <BookingNotice
        title={t('booking.noBookingTitle')}
        action={
          <div className={styles.actions}>
            <Link to="/courtesy?tab=orders" className="btn">
              {t('booking.viewHistory')}
            </Link>
            <Link to="/home" className="text-link">
              {t('booking.toTop')}
            </Link>
          </div>
        }
      >
        {t('booking.noBookingText')}
      </BookingNotice>
    </>
  );
}
