import { Fragment, useState } from 'react';
import { data, Link, useRevalidator } from 'react-router';
import type { Route } from './+types/pay-link';
import { callEndpoint } from '@hotel/shared/api/transport';
import { PAY_METHODS, QR_WINDOW_SECONDS } from '@hotel/shared/constants';
import type { PayLinkSummary } from '@hotel/shared/schemas/pay-link';
import { BookingNotice } from '../features/booking/booking-notice.tsx';
import { QrScan, QrTimer } from '../features/booking/qr-pay-panel.tsx';
import { usePayPolling } from '../features/booking/use-pay-polling.ts';
import { api, RequestCancelled } from '../lib/api-client.ts';
import { formatHotelDateTime } from '../lib/hotel-date-time.ts';
import { SITE_NAME } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { useFormat } from '../lib/i18n/format.ts';
import { T, useT } from '../lib/i18n/i18n.tsx';
import type { MessageId } from '../lib/i18n/messages.ts';
import page from '../features/booking/booking-page.module.css';
// Its own styles (the receipt drawn as the success page draws it): a stylesheet two pages shared
// would be a file of its own in both pages' first load (apps/web/guest-chunks.ts).
import styles from '../features/booking/pay-link.module.css';

/**
 * /paylink/:token (issue 25, decision 0059): the page a payment link staff sent opens, without a
 * member login. The token in the address is the only credential, so the page is never indexed,
 * kept by any cache or sent on as a referrer; a token that opens nothing is a 404 that says so.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: [loaderData?.title, SITE_NAME].filter(Boolean).join('｜') },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = { i18n: routeMessages(request, ['booking']), title: routeTranslator(request, ['booking'])('booking.linkMetaTitle') };
  const { status, envelope } = await callEndpoint(context.transport, 'payLink', { token: params.token });
  if (envelope?.success && envelope.data) return { ...page, problem: null, link: envelope.data };
  if (status === 429) return data({ ...page, problem: 'busy' as const, message: envelope?.message ?? '' }, { status: 429 });
  // The server's one message for every token that opens nothing (PAY_LINK_MESSAGES.linkInvalid).
  if (status === 400 || status === 404) return data({ ...page, problem: 'invalid' as const, message: envelope?.message ?? '' }, { status: 404 });
  throw data({ message: envelope?.message ?? '' }, { status: status >= 500 ? status : 500 });
}

export default function PayLinkPage({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className={page.page} aria-labelledby="paylink-title">
      <div className="container">
        <header className={page.head} style={{ textAlign: 'center' }}>
          <span className="eyebrow">Payment</span>
          <h1 id="paylink-title" className={page.title}>
            {t('booking.linkHeading')}
          </h1>
        </header>
        {loaderData.problem === null ? (
          <LinkPayment link={loaderData.link} token={params.token} />
        ) : (
          <BookingNotice
            title={loaderData.problem === 'busy' ? t('booking.busy') : t('booking.linkInvalid')}
            action={
              <Link to="/home" className="btn">
                {t('booking.toTop')}
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

const METHOD_BUTTONS: Record<number, MessageId> = {
  [PAY_METHODS.alipay.code]: 'booking.payWithAlipay',
  [PAY_METHODS.wechat.code]: 'booking.payWithWechat',
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
  const t = useT();
  const f = useFormat();
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
          <dt>{t('booking.hotel')}</dt>
          <dd>{link.hotelName}</dd>
        </div>
        <div>
          <dt>{t('booking.orderNo')}</dt>
          <dd className={styles.orderNo}>{link.orderNo}</dd>
        </div>
        <div>
          <dt>{t('booking.guest')}</dt>
          <dd>
            {/* The name its own text (a fragment), the honorific after it. */}
            <T id="booking.guestName" values={{ name: link.guestName }} components={{ 0: <Fragment /> }} />
          </dd>
        </div>
        <div>
          <dt>{t('booking.stayDates')}</dt>
          <dd>
            <span className={styles.nobreak}>{f.date(link.checkIn)}</span>
            {t('booking.stayRange')}
            <span className={styles.nobreak}>{t('booking.lastNight', { date: f.date(link.checkOut), nights: link.nights })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('booking.roomPlan')}</dt>
          <dd>{t('booking.roomPlanValue', { room: link.roomTypeName, count: link.roomQty, rate: link.rateName })}</dd>
        </div>
        <div>
          <dt>{t('booking.toPayTaxed', { taxIncluded: t('ui.taxIncluded') })}</dt>
          <dd className={styles.amount}>{f.money(link.amount)}</dd>
        </div>
        {paid ? null : (
          <div>
            <dt>{t('booking.payDeadline')}</dt>
            <dd>{t('booking.localTime', { time: formatHotelDateTime(link.payDeadline ?? link.linkExpiresAt) })}</dd>
          </div>
        )}
      </dl>
      {paid ? (
        <p className={styles.text}>{t('booking.thanks')}</p>
      ) : !link.payable ? (
        <BookingNotice
          title={t('booking.cannotPay')}
          action={
            <Link to="/home" className="btn">
              {t('booking.toTop')}
            </Link>
          }
        >
          {t('booking.cannotPayLinkText')}
        </BookingNotice>
      ) : qr ? (
        <>
          <QrScan qrCode={qr.qrCode} payUrl={qr.payUrl} payCode={String(qr.code)} timer={<QrTimer value={Math.max(0, seconds)} unit={t('booking.secondsUnit')} progress={Math.max(0, seconds) / QR_WINDOW_SECONDS} />} />
          {expired ? (
            <p className={styles.error} role="alert">
              {t('booking.qrExpired')}
            </p>
          ) : null}
          <div className={styles.methods}>
            {expired ? (
              <button type="button" className="btn" onClick={() => void pay(qr.code)} disabled={asking !== null}>
                {t('booking.showQrAgain')}
              </button>
            ) : null}
            <button type="button" className={`btn btn--ghost ${styles.again}`} onClick={() => setQr(null)}>
              {t('booking.chooseAgain')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.text}>{t('booking.chooseToShowQr')}</p>
          <div className={styles.methods}>
            {link.methods.map((m) => (
              <button key={m.code} type="button" className="btn" onClick={() => void pay(m.code)} disabled={asking !== null} aria-busy={asking === m.code}>
                {METHOD_BUTTONS[m.code] ? t(METHOD_BUTTONS[m.code]!) : m.type}
              </button>
            ))}
          </div>
          {link.methods.length === 0 ? <p className={styles.error}>{t('booking.noOnline')}</p> : null}
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
  const t = useT();
  return (
    <>
      <span className={styles.mark} aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48">
          <circle cx="24" cy="24" r="23" fill="none" stroke="currentColor" strokeWidth="1" />
          <path d="M14 24.5l7 7 13-14" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </span>
      <h2 className={styles.title} role="status">
        {t('booking.paidDone')}
      </h2>
    </>
  );
}
