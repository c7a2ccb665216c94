import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/courtesy-fapiao';
import { FormError } from '../components/ui/form-field.tsx';
import { pageMeta } from '../lib/meta.ts';
import { historyHref } from '../features/member/change-frame.tsx';
import { MemberCentre } from '../features/member/member-centre.tsx';
import { FapiaoStatus } from '../features/member/fapiao-status.tsx';
import { loadFapiaoPage, requestFapiaoAction } from '../features/member/fapiao.server.ts';
import { FapiaoFields } from '../features/fapiao-request/fapiao-fields.tsx';
import styles from '../features/member/fapiao.module.css';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: '发票（電子インボイス）', noindex: true });

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadFapiaoPage(context, params.orderId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return requestFapiaoAction(request, context, params.orderId);
}

/**
 * A booking's fapiao (发票, decision 0071), from the booking history: the request's state, the
 * reason of a 差戻し, the e-invoice to download once issued, and the form while one may be asked for.
 */
export default function CourtesyFapiao({ loaderData, actionData }: Route.ComponentProps) {
  const { userName, order, fapiao } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const busy = useNavigation().state === 'submitting';
  return (
    <MemberCentre userName={userName} tab="orders">
      <div className={styles.page}>
        <header>
          <Link to={historyHref(order)} className={styles.back}>
            予約履歴に戻る
          </Link>
          <h2 className={styles.title}>发票（電子インボイス）</h2>
          <p className={styles.subtitle}>
            {order.hotelName} ・ 予約番号 {order.orderNo}
          </p>
        </header>
        <section className={styles.card} aria-labelledby="fapiao-state">
          <h3 id="fapiao-state" className={styles.cardTitle}>
            ご依頼の状況
          </h3>
          {actionData?.ok ? (
            <p className={styles.done} role="status">
              {actionData.message}
            </p>
          ) : null}
          <FapiaoStatus fapiao={fapiao} />
        </section>
        {fapiao.canRequest ? (
          <section className={styles.card} aria-labelledby="fapiao-form">
            <h3 id="fapiao-form" className={styles.cardTitle}>
              {fapiao.current ? '发票をあらためて依頼する' : '发票を依頼する'}
            </h3>
            <Form method="post" noValidate className={styles.form} preventScrollReset>
              <FapiaoFields idPrefix="fapiao-request" errors={refused?.errors} values={refused?.values} />
              <FormError message={refused?.formError} />
              <button type="submit" className="btn btn--gold" disabled={busy}>
                {busy ? '送信中…' : 'この内容で依頼する'}
              </button>
            </Form>
          </section>
        ) : null}
      </div>
    </MemberCentre>
  );
}
