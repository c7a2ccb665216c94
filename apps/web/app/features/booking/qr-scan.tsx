import { useRouteLoaderData } from 'react-router';
import { PAY_METHODS, QR_WINDOW_SECONDS } from '@hotel/shared/constants';
import styles from './pay-detail.module.css';

/** A method's name as the page heads it (支付宝支付, 微信支付), from its code as a string. */
export function methodLabel(payCode: string | null): string {
  const method = Object.values(PAY_METHODS).find((m) => String(m.code) === payCode);
  return method?.type ?? 'QRコード決済';
}

/** The app that scans the code, named as guests know it. */
function appName(payCode: string | null): string {
  if (payCode === String(PAY_METHODS.wechat.code)) return '微信（WeChat）';
  if (payCode === String(PAY_METHODS.alipay.code)) return '支付宝（Alipay）';
  return '決済';
}

interface QrScanProps {
  qrCode: string;
  payUrl: string;
  /** The method's code as a string ('2' Alipay, '3' WeChat Pay). */
  payCode: string | null;
  /** Seconds left of the QR window (usePayPolling). */
  seconds: number;
}

/**
 * The QR to scan with its window's countdown and the "checking" line (spec §4): the member's
 * PayDetail page and a payment link's page show the same.
 */
export function QrScan({ qrCode, payUrl, payCode, seconds }: QrScanProps) {
  const label = methodLabel(payCode);
  const progress = Math.max(0, seconds) / QR_WINDOW_SECONDS;
  return (
    <>
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
      <img src={qrCode} alt={`${label}のQRコード`} width={240} height={240} className={styles.qr} />
      <p className={styles.paying} role="status">
        <span className={styles.dot} aria-hidden="true" />
        お支払いを確認しています…
      </p>
      <PayLink payUrl={payUrl} payCode={payCode} />
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
