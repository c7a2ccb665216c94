import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/fill-information';
import { MESSAGES } from '@hotel/shared/messages';
import { api, RequestCancelled } from '../../lib/api-client.ts';
import { readBookingInfo, saveSubmittedOrder, type BookingInfo } from '../../lib/booking-session.ts';
import { useSiteState } from '../../lib/site-state.tsx';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { StepBar } from '../../features/rooms/step-bar.tsx';
import { BookingSummary } from '../../features/booking/booking-summary.tsx';
import { BookingNotice } from '../../features/booking/booking-notice.tsx';
import { GuestForm } from '../../features/booking/guest-form.tsx';
import type { GuestDetails } from '../../features/booking/guest-validation.ts';
import { useClientValue } from '../../features/booking/use-client-value.ts';
import styles from '../../features/booking/booking-page.module.css';

export const meta: Route.MetaFunction = ({ matches }) => hotelPageMeta(matches, 'ご宿泊者情報の入力');

function submitPayload(info: BookingInfo, guest: GuestDetails) {
  return {
    orderNo: info.orderNo,
    hotelCode: info.hotelCode,
    checkInDate: info.checkInDate,
    checkOutDate: info.checkOutDate,
    days: info.days,
    roomTypeCode: info.roomTypeCode,
    roomTypeName: info.roomTypeName,
    rateCode: info.rateCode,
    rateName: info.rateName,
    revUser: `${guest.lastName.trim()} ${guest.firstName.trim()}`,
    mobile: guest.mobile.trim(),
    email: guest.email.trim(),
    roomQty: info.roomQty,
    // The server stores "到着予定 <slot> / <request>": only the guest's own words go here.
    remark: guest.remark.trim(),
    arrivalTime: guest.arrivalTime,
    isRegistMember: true,
    couponUsed: info.couponUsed,
    promotionId: info.promotionId,
    totalAmount: info.totalAmount,
    discountAmount: info.discountAmount,
    couponAmount: info.couponAmount,
    actualAmount: info.actualAmount,
  };
}

export default function FillInformationStep({ params }: Route.ComponentProps) {
  const hotelCode = params.hotelCode;
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo');
  const info = useClientValue(() => readBookingInfo(orderNo), [orderNo]);
  const { userName, openLogin } = useSiteState();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const roomsHref = `/${hotelCode}/rooms`;

  async function submit(guest: GuestDetails) {
    if (!info) return;
    setServerError(null);
    if (!userName) {
      setServerError(MESSAGES.notSignedInAtSubmit);
      openLogin();
      return;
    }
    setPending(true);
    try {
      const { status, envelope } = await api('submitOrder', submitPayload(info, guest));
      if (status === 401) {
        setServerError(MESSAGES.notSignedInAtSubmit);
        openLogin();
        return;
      }
      if (!envelope.success || !envelope.data) {
        setServerError(envelope.message || MESSAGES.tryAgainLater);
        return;
      }
      const order = envelope.data;
      saveSubmittedOrder(order);
      const query = new URLSearchParams({ id: String(order.id), orderNo: order.orderNo, revNo: order.revNo });
      navigate(`/${hotelCode}/child-hotel/rooms/pay-step?${query}`);
    } catch (error) {
      if (!(error instanceof RequestCancelled)) throw error;
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <StepBar current={3} />
      <section className={styles.page} aria-labelledby="fill-title">
        <div className="container">
          <header className={styles.head}>
            <span className="eyebrow">Guest Information</span>
            <h1 id="fill-title" className={styles.title}>
              ご宿泊者情報の入力
            </h1>
            <p className={styles.lead}>ご予約内容をご確認のうえ、ご宿泊される方の情報をご入力ください。</p>
          </header>
          {info === undefined ? (
            <p className={styles.lead} role="status">
              読み込み中…
            </p>
          ) : info === null ? (
            <BookingNotice
              title="ご予約内容が見つかりません"
              action={
                <Link to={roomsHref} className="btn">
                  客室の選択に戻る
                </Link>
              }
            >
              お手続きの有効期限が切れたか、別の画面でご予約が進められた可能性があります。お手数ですが、客室の選択からもう一度お手続きください。
            </BookingNotice>
          ) : (
            <div className={styles.layout}>
              <div className={styles.main}>
                <GuestForm
                  pending={pending}
                  serverError={serverError}
                  onSubmit={submit}
                  back={
                    <Link to={roomsHref} className="text-link">
                      客室の選択に戻る
                    </Link>
                  }
                />
              </div>
              <BookingSummary
                data={{
                  ...info,
                  image: info.roomTypeImage || info.shortImage,
                  payment: info.payment,
                  note: info.freeCancelRange,
                }}
              />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
