import { useState } from 'react';
import { data, Link, useRevalidator } from 'react-router';
import type { Route } from './+types/pay-link';
import { callEndpoint } from '@hotel/shared/api/transport';
import { PAY_METHODS, QR_WINDOW_SECONDS } from '@hotel/shared/constants';
import type { PayLinkSummary } from '@hotel/shared/schemas/pay-link';
import { BookingNotice } from '../features/booking/booking-notice.tsx';
import { QrScan, QrTimer } from '../features/booking/qr-pay-panel.tsx';
import { usePayPolling } from '../features/booking/use-pay-polling.ts';
import { api, RequestCancelled } from '../lib/api-client.ts';
import { formatJaDate } from '../lib/dates.ts';
import { formatHotelDateTime } from '../lib/hotel-date-time.ts';
import { SITE_NAME } from '../lib/meta.ts';
import { formatCny } from '../lib/money.ts';
import page from '../features/booking/booking-page.module.css';
// Its own styles (the receipt drawn as the success page draws it): a stylesheet two pages shared
// would be a file of its own in both pages' first load (apps/web/guest-chunks.ts).
import styles from '../features/booking/pay-link.module.css';

/**
 * /paylink/:token (issue 25, decision 0059): the page a payment link staff sent opens, without a
 * member login. The token in the address is the only credential, so the page is never indexed,
 * kept by any cache or sent on as a referrer; a token that opens nothing is a 404 that says so.
 */
export const meta: Route.MetaFunction = () => [
  { title: `お支払い｜${SITE_NAME}` },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { status, envelope } = await callEndpoint(context.transport, 'payLink', { token: params.token });
  if (envelope?.success && envelope.data) return { problem: null, link: envelope.data };
  if (status === 429) return data({ problem: 'busy' as const, message: envelope?.message ?? '' }, { status: 429 });
  // The server's one message for every token that opens nothing (PAY_LINK_MESSAGES.linkInvalid).
  if (status === 400 || status === 404) return data({ problem: 'invalid' as const, message: envelope?.message ?? '' }, { status: 404 });
  throw data({ message: envelope?.message ?? '' }, { status: status >= 500 ? status : 500 });
}

export default function PayLinkPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <section className={page.page} aria-labelledby="paylink-title">
      <div className="container">
        <header className={page.head} style={{ textAlign: 'center' }}>
          <span className="eyebrow">Payment</span>
          <h1 id="paylink-title" className={page.title}>
            ご予約のお支払い
          </h1>
        </header>
        {loaderData.problem === null ? (
          <LinkPayment link={loaderData.link} token={params.token} />
        ) : (
          <BookingNotice
            title={loaderData.problem === 'busy' ? 'ただいま混み合っています' : 'このお支払いリンクは使えません'}
            action={
              <Link to="/home" className="btn">
                トップページへ
              </Link>
            }
          >
            {loaderData.message}
          </BookingNotice>
        )}
      </div>
    </section>
  );
}

const METHOD_BUTTONS: Record<number, string> = {
  [PAY_METHODS.alipay.code]: '支付宝（Alipay）で支払う',
  [PAY_METHODS.wechat.code]: '微信支付（WeChat）で支払う',
};

interface ShownQr {
  code: number;
  qrCode: string;
  payUrl: string;
}

/** The order, then its pay buttons, the QR while it is being paid, or the paid state. */
function LinkPayment({ link, token }: { link: PayLinkSummary; token: string }) {
  const [qr, setQr] = useState<ShownQr | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paidHere, setPaidHere] = useState(false);
  const revalidator = useRevalidator();
  const { seconds, expired, restart } = usePayPolling({
    check: qr ? async () => (await api('checklinkpay', { token }, { quietStatuses: [400, 404, 409, 429] })).envelope.data?.paid === true : null,
    onPaid: () => {
      setPaidHere(true);
      setQr(null);
      // The order as it is now (paid), read again through the link.
      void revalidator.revalidate();
    },
  });
  const paid = link.paid || paidHere;

  async function pay(code: number) {
    setError(null);
    setAsking(code);
    try {
      const { envelope } = await api('linkpay', { token, code }, { quietStatuses: [400, 404, 409, 410, 429] });
      if (!envelope.success || !envelope.data) {
        setError(envelope.message);
        return;
      }
      // Inside WeChat, its own pay page instead of a code to scan with the same phone.
      // WeChat's in-app browser names itself MicroMessenger (features/booking/wechat-browser.ts, not shared for the same reason).
      if (code === PAY_METHODS.wechat.code && /MicroMessenger/i.test(navigator.userAgent)) {
        window.location.href = envelope.data.payUrl;
        return;
      }
      setQr({ code, qrCode: envelope.data.qrCode, payUrl: envelope.data.payUrl });
      restart();
    } catch (e) {
      if (!(e instanceof RequestCancelled)) throw e;
    } finally {
      setAsking(null);
    }
  }

  return (
    <div className={styles.panel}>
      {paid ? <PaidMark /> : null}
      <dl className={styles.facts}>
        <div>
          <dt>ホテル</dt>
          <dd>{link.hotelName}</dd>
        </div>
        <div>
          <dt>予約番号</dt>
          <dd className={styles.orderNo}>{link.orderNo}</dd>
        </div>
        <div>
          <dt>ご宿泊者</dt>
          <dd>{link.guestName} 様</dd>
        </div>
        <div>
          <dt>ご宿泊日</dt>
          <dd>
            <span className={styles.nobreak}>{formatJaDate(link.checkIn)}</span> 〜{' '}
            <span className={styles.nobreak}>
              {formatJaDate(link.checkOut)}（{link.nights}泊）
            </span>
          </dd>
        </div>
        <div>
          <dt>客室・プラン</dt>
          <dd>
            {link.roomTypeName} × {link.roomQty}室・{link.rateName}
          </dd>
        </div>
        <div>
          <dt>お支払い金額（税・サービス料込）</dt>
          <dd className={styles.amount}>{formatCny(link.amount)}</dd>
        </div>
        {paid ? null : (
          <div>
            <dt>お支払い期限</dt>
            <dd>{formatHotelDateTime(link.payDeadline ?? link.linkExpiresAt)}（現地時間）</dd>
          </div>
        )}
      </dl>
      {paid ? (
        <p className={styles.text}>お支払いありがとうございました。ご予約は確定しています。確認のご連絡をお送りします。</p>
      ) : !link.payable ? (
        <BookingNotice
          title="このご予約はお支払いいただけません"
          action={
            <Link to="/home" className="btn">
              トップページへ
            </Link>
          }
        >
          キャンセル済み、またはお支払い期限を過ぎたご予約です。ご予約のホテルへお問い合わせください。
        </BookingNotice>
      ) : qr ? (
        <>
          <QrScan qrCode={qr.qrCode} payUrl={qr.payUrl} payCode={String(qr.code)} timer={<QrTimer value={Math.max(0, seconds)} unit="秒" progress={Math.max(0, seconds) / QR_WINDOW_SECONDS} />} />
          {expired ? (
            <p className={styles.error} role="alert">
              QRコードの有効時間が過ぎました。お支払いがまだの場合は、表示し直してください。
            </p>
          ) : null}
          <div className={styles.methods}>
            {expired ? (
              <button type="button" className="btn" onClick={() => void pay(qr.code)} disabled={asking !== null}>
                QRコードを表示し直す
              </button>
            ) : null}
            <button type="button" className={`btn btn--ghost ${styles.again}`} onClick={() => setQr(null)}>
              お支払い方法を選び直す
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.text}>お支払い方法を選ぶとQRコードが表示されます。会員ログインは不要です。</p>
          <div className={styles.methods}>
            {link.methods.map((m) => (
              <button key={m.code} type="button" className="btn" onClick={() => void pay(m.code)} disabled={asking !== null} aria-busy={asking === m.code}>
                {METHOD_BUTTONS[m.code] ?? m.type}
              </button>
            ))}
          </div>
          {link.methods.length === 0 ? <p className={styles.error}>ただいまオンラインでのお支払いを受け付けていません。ご予約のホテルへお問い合わせください。</p> : null}
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

function PaidMark() {
  return (
    <>
      <span className={styles.mark} aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48">
          <circle cx="24" cy="24" r="23" fill="none" stroke="currentColor" strokeWidth="1" />
          <path d="M14 24.5l7 7 13-14" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </span>
      <h2 className={styles.title} role="status">
        お支払いが完了しました
      </h2>
    </>
  );
}
