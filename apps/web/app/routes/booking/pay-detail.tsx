import { useSearchParams, Link, useNavigate } from 'react-router';
import type { Route } from './+types/pay-detail';
import { QR_WINDOW_SECONDS } from '@hotel/shared/constants';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { StepBar } from '../../features/rooms/step-bar.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { BookingNotice } from '../../features/booking/booking-notice.tsx';
import { useClientValue } from '../../features/booking/use-client-value.ts';
import { usePayPolling } from '../../features/booking/use-pay-polling.ts';
import { api } from '../../lib/api-client.ts';
import { routeMessages, routeTranslator } from '../../lib/i18n/catalogs.server.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useStepStartsAtTop } from '../../features/booking/use-step-starts-at-top.ts';
import { methodLabel, QrPayPanel, QrTimer } from '../../features/booking/qr-pay-panel.tsx';
import { readPayImage, readRevNo } from '../../lib/booking-session.ts';
import styles from '../../features/booking/pay-detail.module.css';
import page from '../../features/booking/booking-page.module.css';

export const meta: Route.MetaFunction = (args) => hotelPageMeta(args, args.loaderData?.title ?? '', undefined, { noindex: true });

/** The page's messages (the QR itself is read from session storage in the browser). */
export function loader({ request }: Route.LoaderArgs) {
  return { i18n: routeMessages(request, ['rooms', 'booking']), title: routeTranslator(request, ['booking'])('booking.qrPayment') };
}

export default function PayDetail({ params }: Route.ComponentProps) {
  useStepStartsAtTop();
  const t = useT();
  const hotelCode = params.hotelCode;
  const [search] = useSearchParams();
  const payCode = search.get('payCode');
  const navigate = useNavigate();
  const stored = useClientValue(() => ({ image: readPayImage(), revNo: readRevNo() }));
  const image = stored?.image ?? null;
  const revNo = stored?.revNo ?? null;
  const { seconds, expired, restart } = usePayPolling({
    check: revNo ? async () => (await api('checkpayret', { revNo, hotelCode }, { quietStatuses: [400, 401, 404, 409, 429] })).envelope.success : null,
    // The success page reads the order again; an image stored before doneTo existed ends at the history.
    onPaid: () => void navigate(image?.doneTo ?? '/courtesy?tab=orders'),
  });
  const label = t(methodLabel(payCode));
  const progress = Math.max(0, seconds) / QR_WINDOW_SECONDS;

  return (
    <>
      <StepBar current={4} />
      <section className={page.page} aria-labelledby="qr-title">
        <div className="container">
          <header className={`${page.head} ${styles.head}`}>
            <span className="eyebrow">Scan to Pay</span>
            <h1 id="qr-title" className={page.title}>
              {label}
            </h1>
          </header>
          {stored === undefined ? (
            <p className={page.lead} role="status">
              {t('booking.loading')}
            </p>
          ) : !image || !stored.revNo ? (
            <BookingNotice
              title={t('booking.payInfoNotFound')}
              action={
                <Link to="/courtesy" className="btn">
                  {t('booking.viewHistory')}
                </Link>
              }
            >
              {t('booking.payInfoNotFoundText')}
            </BookingNotice>
          ) : (
            <QrPayPanel
              payCode={payCode}
              qrCode={image.qrCode}
              payUrl={image.payUrl}
              amount={image.amount}
              orderNo={image.orderNo}
              timer={<QrTimer value={Math.max(0, seconds)} unit={t('booking.secondsUnit')} progress={progress} />}
              actions={
                <Link to={image.returnTo} className="btn btn--ghost">
                  {t('booking.cancel')}
                </Link>
              }
            />
          )}
        </div>
      </section>
      <Modal open={expired} onClose={restart} title={t('booking.payCheckTitle')} size="sm">
        <p className={styles.dialogText}>{t('booking.qrExpiredAsk')}</p>
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn--ghost" onClick={restart}>
            {t('booking.cancel')}
          </button>
          <button type="button" className="btn" onClick={() => navigate('/home')}>
            {t('booking.toTop')}
          </button>
        </div>
      </Modal>
    </>
  );
}
