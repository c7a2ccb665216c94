import { useSearchParams, Link, useNavigate, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/pay-detail';
import { PAY_METHODS, QR_WINDOW_SECONDS } from '@hotel/shared/constants';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { StepBar } from '../../features/rooms/step-bar.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { BookingNotice } from '../../features/booking/booking-notice.tsx';
import { useClientValue } from '../../features/booking/use-client-value.ts';
import { usePayPolling } from '../../features/booking/use-pay-polling.ts';
import { useStepStartsAtTop } from '../../features/booking/use-step-starts-at-top.ts';
import { readPayImage, readRevNo } from '../../lib/booking-session.ts';
import { formatCny } from '../../lib/money.ts';
import styles from '../../features/booking/pay-detail.module.css';
import page from '../../features/booking/booking-page.module.css';

export const meta: Route.MetaFunction = (args) => hotelPageMeta(args, 'QRコード決済', undefined, { noindex: true });

function methodLabel(payCode: string | null): string {
  const method = Object.values(PAY_METHODS).find((m) => String(m.code) === payCode);
  return method?.type ?? 'QRコード決済';
}

/** The app that scans the code, named as guests know it. */
function appName(payCode: string | null): string {
  if (payCode === String(PAY_METHODS.wechat.code)) return '微信（WeChat）';
  if (payCode === String(PAY_METHODS.alipay.code)) return '支付宝（Alipay）';
  return '決済';
}

export default function PayDetail({ params }: Route.ComponentProps) {
  useStepStartsAtTop();
  const hotelCode = params.hotelCode;
  const [search] = useSearchParams();
  const payCode = search.get('payCode');
  const navigate = useNavigate();
  const stored = useClientValue(() => ({ image: readPayImage(), revNo: readRevNo() }));
  const image = stored?.image ?? null;
  const { seconds, expired, restart } = usePayPolling({
    revNo: stored?.revNo ?? null,
    hotelCode,
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
            <div className={styles.panel}>
              {image.amount !== undefined || image.orderNo ? (
                <dl className={styles.facts}>
                  {image.amount !== undefined ? (
                    <div>
                      <dt>お支払い金額</dt>
                      <dd className={styles.amount}>{formatCny(image.amount)}</dd>
                    </div>
                  ) : null}
                  {image.orderNo ? (
                    <div>
                      <dt>予約番号</dt>
                      <dd>{image.orderNo}</dd>
                    </div>
                  ) : null}
                </dl>
              ) : null}
              <p className={styles.lead}>スマートフォンの{appName(payCode)}アプリでQRコードを読み取り、お支払いを完了してください。</p>
              <div className={styles.timer} role="timer" aria-label="残り時間">
                <span className={styles.seconds} aria-live="off">
                  {Math.max(0, seconds)}
                </span>
                <span className={styles.unit}>秒</span>
                <span className={styles.bar} aria-hidden="true">
                  <span style={{ transform: `scaleX(${progress})` }} />
                </span>
              </div>
              <img src={image.qrCode} alt={`${label}のQRコード`} width={240} height={240} className={styles.qr} />
              <p className={styles.paying} role="status">
                <span className={styles.dot} aria-hidden="true" />
                お支払いを確認しています…
              </p>
              <PayLink payUrl={image.payUrl} payCode={payCode} />
              <div className={styles.actions}>
                <Link to={image.returnTo} className="btn btn--ghost">
                  キャンセル
                </Link>
              </div>
            </div>
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

/**
 * A link to the payment itself, where one helps. Demo mode: the simulator's scan page, for a
 * visitor without a phone to scan with. Live: Alipay's https://qr.alipay.com/… opens the Alipay
 * app on a phone; WeChat's weixin:// link only works inside WeChat, so the QR code is the way.
 */
function PayLink({ payUrl, payCode }: { payUrl: string; payCode: string | null }) {
  const demoMode = useRouteLoaderData<{ demoMode: boolean }>('root')?.demoMode ?? false;
  if (demoMode) {
    return (
      <a href={payUrl} target="_blank" rel="noopener" className={`text-link ${styles.demo}`}>
        スマートフォンをお持ちでない方（デモ）: 決済ページを開く
      </a>
    );
  }
  if (payCode === String(PAY_METHODS.alipay.code) && payUrl.startsWith('https://')) {
    return (
      <a href={payUrl} rel="noopener" className={`text-link ${styles.demo}`}>
        このスマートフォンの支付宝アプリで支払う
      </a>
    );
  }
  return null;
}
