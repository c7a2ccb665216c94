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
import { useStepStartsAtTop } from '../../features/booking/use-step-starts-at-top.ts';
import { methodLabel, QrPayPanel, QrTimer } from '../../features/booking/qr-pay-panel.tsx';
import { readPayImage, readRevNo } from '../../lib/booking-session.ts';
import styles from '../../features/booking/pay-detail.module.css';
import page from '../../features/booking/booking-page.module.css';

export const meta: Route.MetaFunction = (args) => hotelPageMeta(args, 'QRコード決済', undefined, { noindex: true });

export default function PayDetail({ params }: Route.ComponentProps) {
  useStepStartsAtTop();
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
  const label = methodLabel(payCode);
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
              読み込み中…
            </p>
          ) : !image || !stored.revNo ? (
            <BookingNotice
              title="お支払い情報が見つかりません"
              action={
                <Link to="/courtesy" className="btn">
                  予約履歴を見る
                </Link>
              }
            >
              お支払いの有効期限が切れたか、別の画面でお手続きが進められた可能性があります。会員ページの予約履歴からお支払い状況をご確認ください。
            </BookingNotice>
          ) : (
            <QrPayPanel
              payCode={payCode}
              qrCode={image.qrCode}
              payUrl={image.payUrl}
              amount={image.amount}
              orderNo={image.orderNo}
              timer={<QrTimer value={Math.max(0, seconds)} unit="秒" progress={progress} />}
              actions={
                <Link to={image.returnTo} className="btn btn--ghost">
                  キャンセル
                </Link>
              }
            />
          )}
        </div>
      </section>
      <Modal open={expired} onClose={restart} title="お支払いの確認" size="sm">
        <p className={styles.dialogText}>QRコードの有効時間が過ぎました。トップページへ戻りますか？</p>
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn--ghost" onClick={restart}>
            キャンセル
          </button>
          <button type="button" className="btn" onClick={() => navigate('/home')}>
            トップページへ
          </button>
        </div>
      </Modal>
    </>
  );
}
