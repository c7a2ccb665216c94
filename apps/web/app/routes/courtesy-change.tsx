import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/courtesy-change';
import type { Order } from '@hotel/shared/schemas/order';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { CancelTermsNote } from '../features/member/cancel-terms-note.tsx';
import { ChangeTermsNote } from '../features/member/change-terms-note.tsx';
import { ChangeConfirm, changeFormHref } from '../features/member/change-confirm.tsx';
import { ChangeFrame, historyHref } from '../features/member/change-frame.tsx';
import { OrderChangeForm } from '../features/member/order-change-form.tsx';
import { OrderStayCard } from '../features/member/order-stay-card.tsx';
import { loadChangePage } from '../features/member/order-change.server.ts';
import { orderChangeAction } from '../features/member/order-change-action.server.ts';
import styles from '../features/member/order-change.module.css';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.loaderData?.title ?? '', noindex: true });

/** Members only, like the member centre; the member's own order, and where its change stands. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await loadChangePage(request, context, params.orderId);
  const t = routeTranslator(request, ['orderChange']);
  return { ...page, i18n: routeMessages(request, ['member', 'orderChange', 'terms']), title: t('orderChange.title') };
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
  const t = useT();
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
            <OrderStayCard order={order} eyebrow="Current Stay" title={t('orderChange.currentStay')}>
              <Terms order={order} />
            </OrderStayCard>
            <OrderChangeForm stay={page.stay} rooms={page.rooms} searchProblem={page.searchProblem} result={refusal} backHref={back} />
          </div>
        )
      ) : page.view === 'applied' ? (
        <div className={styles.doneLayout}>
          <Outcome eyebrow="Completed" title={t('orderChange.applied')} tone="done" action={<HistoryLink href={back} />}>
            {t('orderChange.appliedText')}
          </Outcome>
          <OrderStayCard order={order} eyebrow="New Stay" title={t('orderChange.newStay')}>
            <Terms order={order} />
          </OrderStayCard>
        </div>
      ) : page.view === 'expired' ? (
        <Outcome eyebrow="Expired" title={t('orderChange.lapsedTitle')} action={<Retry order={order} back={back} />}>
          {t('orderChange.lapsedText')}
        </Outcome>
      ) : page.view === 'withdrawn' ? (
        <Outcome eyebrow="Withdrawn" title={t('orderChange.withdrawn')} action={<Retry order={order} back={back} />}>
          {t('orderChange.withdrawnText')}
        </Outcome>
      ) : (
        <Outcome eyebrow="Notice" title={t('orderChange.notChangeableTitle')} action={<HistoryLink href={back} />}>
          {order.changeTermsText ?? t('orderChange.notChangeable')}
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
  const t = useT();
  return (
    <Link to={href} className="btn">
      {t('orderChange.seeHistory')}
    </Link>
  );
}

/** After a lapsed or withdrawn change: another try while the booking may still change, and the way back. */
function Retry({ order, back }: { order: Order; back: string }) {
  const t = useT();
  return (
    <div className={styles.outcomeActions}>
      {order.changeableNow ? (
        <Link to={`/courtesy/change/${order.id}`} className="btn btn--ghost">
          {t('orderChange.tryAgain')}
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
