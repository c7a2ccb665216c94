import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/pay-state';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { StepBar } from '../../features/rooms/step-bar.tsx';
import { clearAfterSuccess } from '../../lib/booking-session.ts';
import styles from '../../features/booking/pay-state.module.css';
import page from '../../features/booking/booking-page.module.css';

export const meta: Route.MetaFunction = ({ matches }) => hotelPageMeta(matches, 'ご予約完了');

export default function PayState({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo');
  // Spec §4: the success page clears the payment image, revNo, id, checkdata and hotelName.
  useEffect(() => clearAfterSuccess(), []);
  return (
    <>
      <StepBar current={4} />
      <section className={page.page} aria-labelledby="done-title">
        <div className="container">
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
            {orderNo ? (
              <p className={styles.orderNo}>
                予約番号 <span>{orderNo}</span>
              </p>
            ) : null}
            <div className={styles.actions}>
              <Link to={`/${params.hotelCode}/home`} className="btn">
                ホームへ戻る
              </Link>
              <Link to="/courtesy" className="text-link">
                予約履歴を見る
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
