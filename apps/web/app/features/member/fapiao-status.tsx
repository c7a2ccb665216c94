import { endpointPaths } from '@hotel/shared/api/endpoint-paths';
import type { FapiaoRequestView, MemberFapiao } from '@hotel/shared/schemas/fapiao';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import type { MessageId } from '../../lib/i18n/messages.ts';
import styles from './fapiao.module.css';

/** The words of the shared FAPIAO_*_LABELS (the back office and the API keep the shared ones). */
const STATE_LABELS: Record<FapiaoRequestView['state'], MessageId> = {
  requested: 'member.fapiaoRequested',
  issued: 'member.fapiaoIssued',
  sent: 'member.fapiaoSent',
  rejected: 'member.fapiaoRejected',
};
const BUYER_KIND_LABELS: Record<FapiaoRequestView['buyerKind'], MessageId> = { personal: 'member.fapiaoPersonal', company: 'member.fapiaoCompany' };
const INVOICE_TYPE_LABELS: Record<FapiaoRequestView['invoiceType'], MessageId> = { normal: 'member.fapiaoNormal', special: 'member.fapiaoSpecial' };

/** Where the order's request stands: state, what was asked for, the reason of a 差戻し, and the file once issued. */
export function FapiaoStatus({ fapiao }: { fapiao: MemberFapiao }) {
  const t = useT();
  const { current, earlier } = fapiao;
  if (!current) return <p className={styles.text}>{t('member.fapiaoNone')}</p>;
  const issued = (current.state === 'issued' || current.state === 'sent') && current.document;
  return (
    <div className={styles.status}>
      <p className={styles.stateLine}>
        <span className={`${styles.badge} ${styles[current.state]}`}>{t(STATE_LABELS[current.state])}</span>
        <span>{t('member.fapiaoRequestedAt', { at: formatHotelDateTime(current.createdAt) })}</span>
      </p>
      <RequestFacts request={current} />
      {current.state === 'rejected' && current.rejectReason ? (
        <p className={styles.reason} role="note">
          <strong>{t('member.fapiaoRejectReason')}</strong>
          {current.rejectReason}
        </p>
      ) : null}
      {issued ? (
        <a className={`btn btn--gold ${styles.download}`} href={`${endpointPaths.downloadFapiao.path}?orderId=${fapiao.orderId}`} download>
          {t('member.fapiaoDownload', { type: current.document!.fileType.toUpperCase() })}
        </a>
      ) : null}
      {earlier.length > 0 ? (
        <details className={styles.earlier}>
          <summary>{t('member.fapiaoEarlier', { count: earlier.length })}</summary>
          <ul>
            {earlier.map((r) => (
              <li key={r.id}>
                {t('member.fapiaoEarlierLine', { at: formatHotelDateTime(r.createdAt), state: t(STATE_LABELS[r.state]), title: r.title })}
                {r.rejectReason ? t('member.fapiaoEarlierReason', { reason: r.rejectReason }) : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

function RequestFacts({ request }: { request: FapiaoRequestView }) {
  const t = useT();
  const rows: [string, string | null][] = [
    [t('member.fapiaoBuyer'), t(BUYER_KIND_LABELS[request.buyerKind])],
    [t('member.fapiaoType'), t(INVOICE_TYPE_LABELS[request.invoiceType])],
    [t('member.fapiaoTitle'), request.title],
    [t('member.fapiaoTaxNo'), request.taxNo],
    [t('member.fapiaoEmail'), request.email],
    [t('member.fapiaoCompanyAddress'), request.companyAddress],
    [t('member.fapiaoCompanyPhone'), request.companyPhone],
    [t('member.fapiaoBank'), request.bankName],
    [t('member.fapiaoBankAccount'), request.bankAccount],
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
