import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/courtesy-change';
import { ORDER_CHANGE_PAGE_MESSAGES as WORDS } from '@hotel/shared/forms/order-change-fields';
import type { Order } from '@hotel/shared/schemas/order';
import { pageMeta } from '../lib/meta.ts';
import { CancelTermsNote } from '../features/member/cancel-terms-note.tsx';
import { ChangeTermsNote } from '../features/member/change-terms-note.tsx';
import { ChangeConfirm, changeFormHref } from '../features/member/change-confirm.tsx';
import { ChangeFrame, historyHref } from '../features/member/change-frame.tsx';
import { OrderChangeForm } from '../features/member/order-change-form.tsx';
import { OrderStayCard } from '../features/member/order-stay-card.tsx';
import { loadChangePage } from '../features/member/order-change.server.ts';
import { orderChangeAction } from '../features/member/order-change-action.server.ts';
import styles from '../features/member/order-change.module.css';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: '予約内容の変更', noindex: true });

/** Members only, like the member centre; the member's own order, and where its change stands. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadChangePage(request, context, params.orderId);
}

/** 料金を確認 and この内容で変更する post here (it works without JavaScript). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return orderChangeAction(request, context, params.orderId);
}

/**
 * A guest's change of a booking (issue 25, decision 0059), beside the spec's pages: the stay wanted
 * instead, what it would cost (変更前 / 変更後), then applied at once or, when a difference is to be
 * paid, held on the pay page until it is; this page then says whether the change was made, lapsed or
 * was withdrawn.
 */
export default function CourtesyChange({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const { order } = page;
  const back = historyHref(order);
  const quote = actionData?.ok ? actionData : null;
  const refusal = actionData && !actionData.ok ? actionData : undefined;
  return (
    <ChangeFrame userName={page.userName} order={order} view={page.view === 'form' && quote ? 'quote' : page.view}>
      {page.view === 'form' ? (
        quote ? (
          <ChangeConfirm quote={quote.quote} values={quote.values} paidAtHotel={order.paymentType === 'hotel' && order.payResult === 0} editHref={changeFormHref(order.id, quote.values)} holdMinutes={page.holdMinutes} />
        ) : (
          <div className={styles.layout}>
            <OrderStayCard order={order} eyebrow="Current Stay" title="変更前（現在のご予約）">
              <Terms order={order} />
            </OrderStayCard>
            <OrderChangeForm stay={page.stay} rooms={page.rooms} searchProblem={page.searchProblem} result={refusal} backHref={back} />
          </div>
        )
      ) : page.view === 'applied' ? (
        <div className={styles.doneLayout}>
          <Outcome eyebrow="Completed" title={WORDS.applied} tone="done" action={<HistoryLink href={back} />}>
            新しいご予約内容は「変更後のご予約」のとおりです。予約履歴にも変更後の内容が表示されます。
          </Outcome>
          <OrderStayCard order={order} eyebrow="New Stay" title="変更後のご予約">
            <Terms order={order} />
          </OrderStayCard>
        </div>
      ) : page.view === 'expired' ? (
        <Outcome eyebrow="Expired" title={WORDS.lapsedTitle} action={<Retry order={order} back={back} />}>
          {WORDS.lapsed}。{WORDS.unchanged}。
        </Outcome>
      ) : page.view === 'withdrawn' ? (
        <Outcome eyebrow="Withdrawn" title={WORDS.withdrawn} action={<Retry order={order} back={back} />}>
          {WORDS.unchanged}。お取り置きしていた客室はお返ししました。
        </Outcome>
      ) : (
        <Outcome eyebrow="Notice" title={WORDS.notChangeableTitle} action={<HistoryLink href={back} />}>
          {order.changeTermsText ?? WORDS.notChangeable}
        </Outcome>
      )}
    </ChangeFrame>
  );
}

function Terms({ order }: { order: Order }) {
  return (
    <div className={styles.terms}>
      <CancelTermsNote terms={order} />
      <ChangeTermsNote terms={order} />
    </div>
  );
}

function HistoryLink({ href }: { href: string }) {
  return (
    <Link to={href} className="btn">
      予約履歴を見る
    </Link>
  );
}

/** After a lapsed or withdrawn change: another try while the booking may still change, and the way back. */
function Retry({ order, back }: { order: Order; back: string }) {
  return (
    <div className={styles.outcomeActions}>
      {order.changeableNow ? (
        <Link to={`/courtesy/change/${order.id}`} className="btn btn--ghost">
          もう一度変更する
        </Link>
      ) : null}
      <HistoryLink href={back} />
    </div>
  );
}

/** Where the change ended (or why there is none), announced when it appears. */
function Outcome({ eyebrow, title, tone, action, children }: { eyebrow: string; title: string; tone?: 'done'; action: ReactNode; children: ReactNode }) {
  return (
    <div className={`${styles.outcome} ${tone === 'done' ? styles.outcomeDone : ''}`} role="status">
      <span className="eyebrow">{eyebrow}</span>
      <h3 className={styles.outcomeTitle}>{title}</h3>
      <p className={styles.outcomeText}>{children}</p>
      {action}
    </div>
  );
}
