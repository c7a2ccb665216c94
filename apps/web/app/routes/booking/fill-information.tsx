import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { takeOff } from '@hotel/shared/taxes';
import type { Route } from './+types/fill-information';
import { readBookingInfo, bookingInfoFromHold } from '../../lib/booking-session.ts';
import { useSiteState } from '../../lib/site-state.tsx';
import { routeMessages, routeTranslator } from '../../lib/i18n/catalogs.server.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { hotelCodeFrom } from '../../features/hotel/hotel-params.server.ts';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { StepBar } from '../../features/rooms/step-bar.tsx';
import { BookingSummary } from '../../features/booking/booking-summary.tsx';
import { BookingNotice } from '../../features/booking/booking-notice.tsx';
import { GuestForm } from '../../features/booking/guest-form.tsx';
import { loadCoupons, loadGuestDefaults, loadHold, submitGuestInformation } from '../../features/booking/guest-information.server.ts';
import { CouponPicker } from '../../features/booking/coupon-picker.tsx';
import { FapiaoOptional } from '../../features/fapiao-request/fapiao-optional.tsx';
import { withFapiaoRequest } from '../../features/fapiao-request/fapiao-with-order.server.ts';
import { useClientValue } from '../../features/booking/use-client-value.ts';
import { useStepStartsAtTop } from '../../features/booking/use-step-starts-at-top.ts';
import styles from '../../features/booking/booking-page.module.css';

export const meta: Route.MetaFunction = (args) => hotelPageMeta(args, args.loaderData?.title ?? '', undefined, { noindex: true });

/** The member's hold from the server when there is a session, so the step renders without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [hold, coupons, guest] = await Promise.all([loadHold(request, context), loadCoupons(request, context), loadGuestDefaults(request, context)]);
  const t = routeTranslator(request, ['booking']);
  return { i18n: routeMessages(request, ['rooms', 'booking', 'fapiao']), title: t('booking.fillTitle'), hold, coupons, guest };
}

/** The guest form posts here: the shared schema, submitOrder (and the optional fapiao request once the order exists), then on to the pay step. */
export async function action({ params, request, context }: Route.ActionArgs) {
  return withFapiaoRequest(request, context, (posted) => submitGuestInformation(posted, context, hotelCodeFrom(params)));
}

export default function FillInformationStep({ params, loaderData, actionData }: Route.ComponentProps) {
  useStepStartsAtTop();
  const t = useT();
  const hotelCode = params.hotelCode;
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo');
  const { hold, coupons, guest } = loaderData;
  // The coupon the guest picked (a refused post keeps it); its amount is the server's answer for this hold.
  const [couponId, setCouponId] = useState(actionData?.values.couponId ?? '');
  const couponAmount = coupons.find((c) => String(c.couponId) === couponId && c.usable)?.couponUseMoney ?? 0;
  // Without a session on the server (or its hold) the page reads session storage, as before.
  const stored = useClientValue(() => readBookingInfo(orderNo), [orderNo]);
  const info = hold === 'gone' ? null : hold ? bookingInfoFromHold(hold, hold.roomTypeImage) : stored;
  const { userName, openLogin } = useSiteState();
  const roomsHref = `/${hotelCode}/rooms`;

  return (
    <>
      <StepBar current={3} />
      <section className={styles.page} aria-labelledby="fill-title">
        <div className="container">
          <header className={styles.head}>
            <span className="eyebrow">Guest Information</span>
            <h1 id="fill-title" className={styles.title}>
              {t('booking.fillTitle')}
            </h1>
            <p className={styles.lead}>{t('booking.fillLead')}</p>
          </header>
          {info === undefined ? (
            <p className={styles.lead} role="status">
              {t('booking.loading')}
            </p>
          ) : info === null ? (
            <BookingNotice
              title={t('booking.bookingNotFound')}
              action={
                <Link to={roomsHref} className="btn">
                  {t('booking.backToRooms')}
                </Link>
              }
            >
              {t('booking.bookingNotFoundText')}
            </BookingNotice>
          ) : (
            <div className={styles.layout}>
              <div className={styles.main}>
                <GuestForm
                  orderNo={info.orderNo}
                  result={actionData}
                  defaults={guest}
                  signedIn={Boolean(userName)}
                  onNeedLogin={openLogin}
                  back={
                    <Link to={roomsHref} className="text-link">
                      {t('booking.backToRooms')}
                    </Link>
                  }
                  extra={
                    <>
                      <CouponPicker coupons={coupons} value={couponId} onChange={setCouponId} />
                      <FapiaoOptional errors={actionData?.errors} values={actionData?.values} />
                    </>
                  }
                />
              </div>
              <BookingSummary
                data={{
                  ...info,
                  image: info.roomTypeImage || info.shortImage,
                  note: info.freeCancelRange,
                  promotionName: hold && hold !== 'gone' ? (hold.promotion?.name ?? null) : null,
                  promotionAmount: info.discountAmount,
                  couponAmount,
                  discountAmount: info.discountAmount + couponAmount,
                  actualAmount: info.actualAmount - couponAmount,
                  // The hold's parts less the coupon chosen, in proportion: as the order will keep them (decision 0068).
                  ...(hold && hold !== 'gone' ? { charges: takeOff(hold.charges, couponAmount) } : {}),
                }}
              />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
