import { Link } from 'react-router';
import type { Route } from './+types/courtesy-receipt';
import { pageMeta } from '../lib/meta.ts';
import { formatJaDate } from '../lib/dates.ts';
import { formatCny } from '../lib/money.ts';
import { MemberCentre } from '../features/member/member-centre.tsx';
import { historyHref } from '../features/member/change-frame.tsx';
import { ReceiptForm, ReceiptIssues } from '../features/member/receipt-form.tsx';
import { loadReceiptPage, receiptAction } from '../features/member/receipt.server.ts';
import styles from '../features/member/receipt-form.module.css';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: '領収書', noindex: true });

/** Members only: the member's own order, the form's defaults and the receipts issued so far. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadReceiptPage(context, params.orderId);
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
  const pdfHref = (issueNo: number) => `/courtesy/order/${order.id}/receipt.pdf?issue=${issueNo}`;
  return (
    <MemberCentre userName={userName} tab="orders">
      <section className={styles.panel} aria-labelledby="receipt-title">
        <header className={styles.head}>
          <Link to={historyHref(order)} className={styles.back}>
            予約履歴に戻る
          </Link>
          <h2 id="receipt-title" className={styles.title}>
            領収書
          </h2>
        </header>
        <dl className={styles.summary}>
          <dt>ホテル</dt>
          <dd>{order.hotelName}</dd>
          <dt>ご宿泊</dt>
          <dd>
            {formatJaDate(order.checkinDate)} 〜 {formatJaDate(order.checkoutDate)}（{order.days}泊）・{order.roomTypeName}
          </dd>
          <dt>予約番号</dt>
          <dd>{order.orderNo}</dd>
          <dt>金額</dt>
          <dd>{formatCny(order.actualAmount)}（税・サービス料込）</dd>
        </dl>
        {receipts.eligible ? (
          <ReceiptForm defaults={receipts.defaults} answer={actionData} idPrefix="receipt" />
        ) : (
          <p className={styles.notice}>領収書はお支払い済みまたはご宿泊後のご予約に発行できます。</p>
        )}
        <h3 className={styles.title}>発行済みの領収書</h3>
        <ReceiptIssues issues={receipts.issues} hrefOf={pdfHref} />
      </section>
    </MemberCentre>
  );
}
