import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { PAY_METHODS } from '@hotel/shared/constants';
import { useFormat } from '../../lib/i18n/format.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import type { MessageId } from '../../lib/i18n/messages.ts';
import styles from './pay-detail.module.css';

/** The method's name (spec §3's code as text), as the QR page's title and the code's alt text: its catalogue id. */
export function methodLabel(payCode: string | null): MessageId {
  if (payCode === String(PAY_METHODS.alipay.code)) return 'booking.methodAlipay';
  if (payCode === String(PAY_METHODS.wechat.code)) return 'booking.methodWechat';
  if (payCode === String(PAY_METHODS.memberCard.code)) return 'booking.methodCard';
  if (payCode === String(PAY_METHODS.payLater.code)) return 'booking.methodPayLater';
  return 'booking.qrPayment';
}

/** The app that scans the code, named as guests know it. */
function appName(payCode: string | null): MessageId {
  if (payCode === String(PAY_METHODS.wechat.code)) return 'booking.appWechat';
  if (payCode === String(PAY_METHODS.alipay.code)) return 'booking.appAlipay';
  return 'booking.appOther';
}

interface QrPayPanelProps {
  /** Spec §3's method code as text ('2' Alipay, '3' WeChat). */
  payCode: string | null;
  qrCode: string;
  payUrl: string;
  amount?: number | undefined;
  orderNo?: string | undefined;
  /** The time left to pay (QrTimer). */
  timer: ReactNode;
  /** Below a rule: the way back. */
  actions: ReactNode;
}

/**
 * A QR code to scan with the amount, the time left, "checking your payment" and, where one helps,
 * a link to the payment itself: the booking's QR page and the change page's difference (decision 0059).
 */
export function QrPayPanel({ payCode, qrCode, payUrl, amount, orderNo, timer, actions }: QrPayPanelProps) {
  const t = useT();
  const f = useFormat();
  return (
    <div className={styles.panel}>
      {amount !== undefined || orderNo ? (
        <dl className={styles.facts}>
          {amount !== undefined ? (
            <div>
              <dt>{t('booking.toPayTaxed', { taxIncluded: t('ui.taxIncluded') })}</dt>
              <dd className={styles.amount}>{f.money(amount)}</dd>
            </div>
          ) : null}
          {orderNo ? (
            <div>
              <dt>{t('booking.orderNo')}</dt>
              <dd>{orderNo}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <QrScan payCode={payCode} qrCode={qrCode} payUrl={payUrl} timer={timer} />
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}

/**
 * The code itself: which app scans it, the time left, the code, "checking your payment" and the
 * link to the payment where one helps. Inside QrPayPanel, and on a payment link's page (its own receipt above).
 */
export function QrScan({ payCode, qrCode, payUrl, timer }: Pick<QrPayPanelProps, 'payCode' | 'qrCode' | 'payUrl' | 'timer'>) {
  const t = useT();
  const label = t(methodLabel(payCode));
  return (
    <>
      <p className={styles.lead}>{t('booking.scanLead', { app: t(appName(payCode)) })}</p>
      {timer}
      <img src={qrCode} alt={t('booking.qrAlt', { method: label })} width={240} height={240} className={styles.qr} />
      <p className={styles.paying} role="status">
        <span className={styles.dot} aria-hidden="true" />
        {t('booking.checkingPayment')}
      </p>
      <PayLink payUrl={payUrl} payCode={payCode} />
    </>
  );
}

/** The time left: a figure, its unit, and a bar that empties (`progress` 1 → 0). */
export function QrTimer({ value, unit, progress }: { value: string | number; unit: string; progress: number }) {
  const t = useT();
  return (
    <div className={styles.timer} role="timer" aria-label={t('booking.timeLeftShort')}>
      <span className={styles.seconds} aria-live="off">
        {value}
      </span>
      <span className={styles.unit}>{unit}</span>
      <span className={styles.bar} aria-hidden="true">
        <span style={{ transform: `scaleX(${progress})` }} />
      </span>
    </div>
  );
}

/**
 * A link to the payment itself, where one helps. Demo mode: the simulator's scan page, for a
 * visitor without a phone to scan with. Live: Alipay's https://qr.alipay.com/… opens the Alipay
 * app on a phone; WeChat's weixin:// link only works inside WeChat, so the QR code is the way.
 */
function PayLink({ payUrl, payCode }: { payUrl: string; payCode: string | null }) {
  const demoMode = useRouteLoaderData<{ demoMode: boolean }>('root')?.demoMode ?? false;
  const t = useT();
  if (demoMode) {
    return (
      <a href={payUrl} target="_blank" rel="noopener" className={`text-link ${styles.demo}`}>
        {t('booking.demoPayPage')}
      </a>
    );
  }
  if (payCode === String(PAY_METHODS.alipay.code) && payUrl.startsWith('https://')) {
    return (
      <a href={payUrl} rel="noopener" className={`text-link ${styles.demo}`}>
        {t('booking.alipayHere')}
      </a>
    );
  }
  return null;
}
