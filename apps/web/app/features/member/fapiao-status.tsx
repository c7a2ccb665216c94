import { endpointPaths } from '@hotel/shared/api/endpoint-paths';
import { FAPIAO_BUYER_KIND_LABELS, FAPIAO_INVOICE_TYPE_LABELS, FAPIAO_STATE_LABELS } from '@hotel/shared/forms/fapiao';
import type { FapiaoRequestView, MemberFapiao } from '@hotel/shared/schemas/fapiao';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import styles from './fapiao.module.css';

/** Where the order's request stands: state, what was asked for, the reason of a 差戻し, and the file once issued. */
export function FapiaoStatus({ fapiao }: { fapiao: MemberFapiao }) {
  const { current, earlier } = fapiao;
  if (!current) return <p className={styles.text}>このご予約の发票はまだ依頼されていません。</p>;
  const issued = (current.state === 'issued' || current.state === 'sent') && current.document;
  return (
    <div className={styles.status}>
      <p className={styles.stateLine}>
        <span className={`${styles.badge} ${styles[current.state]}`}>{FAPIAO_STATE_LABELS[current.state]}</span>
        <span>{formatHotelDateTime(current.createdAt)} 依頼</span>
      </p>
      <RequestFacts request={current} />
      {current.state === 'rejected' && current.rejectReason ? (
        <p className={styles.reason} role="note">
          <strong>差戻しの理由：</strong>
          {current.rejectReason}
        </p>
      ) : null}
      {issued ? (
        <a className={`btn btn--gold ${styles.download}`} href={`${endpointPaths.downloadFapiao.path}?orderId=${fapiao.orderId}`} download>
          电子发票をダウンロード（{current.document!.fileType.toUpperCase()}）
        </a>
      ) : null}
      {earlier.length > 0 ? (
        <details className={styles.earlier}>
          <summary>以前のご依頼（{earlier.length}件）</summary>
          <ul>
            {earlier.map((r) => (
              <li key={r.id}>
                {formatHotelDateTime(r.createdAt)} ・ {FAPIAO_STATE_LABELS[r.state]} ・ {r.title}
                {r.rejectReason ? `（理由：${r.rejectReason}）` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

function RequestFacts({ request }: { request: FapiaoRequestView }) {
  const rows: [string, string | null][] = [
    ['宛先', FAPIAO_BUYER_KIND_LABELS[request.buyerKind]],
    ['種類', FAPIAO_INVOICE_TYPE_LABELS[request.invoiceType]],
    ['抬头', request.title],
    ['税号', request.taxNo],
    ['送付先メール', request.email],
    ['会社の住所', request.companyAddress],
    ['会社の電話番号', request.companyPhone],
    ['取引銀行', request.bankName],
    ['口座番号', request.bankAccount],
  ];
  return (
    <dl className={styles.facts}>
      {rows
        .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
        .map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
