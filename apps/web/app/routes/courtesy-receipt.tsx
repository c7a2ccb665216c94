import { Link } from 'react-router';
import type { Route } from './+types/courtesy-receipt';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { useFormat } from '../lib/i18n/format.ts';
import { MemberCentre } from '../features/member/member-centre.tsx';
import { historyHref } from '../features/member/change-frame.tsx';
import { ReceiptForm, ReceiptIssues } from '../features/member/receipt-form.tsx';
import { loadReceiptPage, receiptAction } from '../features/member/receipt.server.ts';
import styles from '../features/member/receipt-form.module.css';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.loaderData?.title ?? '', noindex: true });

/** Members only: the member's own order, the form's defaults and the receipts issued so far. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await loadReceiptPage(context, params.orderId);
  const t = routeTranslator(request, ['member']);
  return { ...page, i18n: routeMessages(request, ['member']), title: t('member.receipt') };
}

/** 領収書を発行 posts here. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return receiptAction(request, context, params.orderId);
}

/**
 * A booking's receipt (領収書, decision 0070), from the booking history: the stay, the wording
 * (宛名, 様 / 御中, 但し書き) and every issue with its PDF. Another wording is a 再発行.
 */
export default function CourtesyReceipt({ loaderData, actionData }: Route.ComponentProps) {
  const { userName, order, receipts } = loaderData;
  const t = useT();
  const f = useFormat();
  const pdfHref = (issueNo: number) => `/courtesy/order/${order.id}/receipt.pdf?issue=${issueNo}`;
  return (
    <MemberCentre userName={userName} tab="orders">
      <section className={styles.panel} aria-labelledby="receipt-title">
        <header className={styles.head}>
          <Link to={historyHref(order)} className={styles.back}>
            {t('member.backToHistory')}
          </Link>
          <h2 id="receipt-title" className={styles.title}>
            {t('member.receipt')}
          </h2>
        </header>
        <dl className={styles.summary}>
          <dt>{t('member.hotel')}</dt>
          <dd>{order.hotelName}</dd>
          <dt>{t('member.stay')}</dt>
          <dd>
            {t('member.receiptStay', { period: f.dateRange(order.checkinDate, order.checkoutDate), nights: order.days, room: order.roomTypeName })}
          </dd>
          <dt>{t('member.orderNo')}</dt>
          <dd>{order.orderNo}</dd>
          <dt>{t('member.amount')}</dt>
          <dd>{t('member.amountTaxIncluded', { amount: f.money(order.actualAmount) })}</dd>
        </dl>
        {receipts.eligible ? (
          <ReceiptForm defaults={receipts.defaults} answer={actionData} idPrefix="receipt" />
        ) : (
          <p className={styles.notice}>{t('member.receiptNotEligible')}</p>
        )}
        <h3 className={styles.title}>{t('member.issuedReceipts')}</h3>
        <ReceiptIssues issues={receipts.issues} hrefOf={pdfHref} />
      </section>
    </MemberCentre>
  );
}
