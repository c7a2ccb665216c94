import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/courtesy-fapiao';
import { FormError } from '../components/ui/form-field.tsx';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { historyHref } from '../features/member/change-frame.tsx';
import { MemberCentre } from '../features/member/member-centre.tsx';
import { FapiaoStatus } from '../features/member/fapiao-status.tsx';
import { loadFapiaoPage, requestFapiaoAction } from '../features/member/fapiao.server.ts';
import { FapiaoFields } from '../features/fapiao-request/fapiao-fields.tsx';
import styles from '../features/member/fapiao.module.css';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.loaderData?.title ?? '', noindex: true });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await loadFapiaoPage(context, params.orderId);
  const t = routeTranslator(request, ['member']);
  return { ...page, i18n: routeMessages(request, ['member', 'fapiao']), title: t('member.fapiaoPageTitle') };
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
  const t = useT();
  return (
    <MemberCentre userName={userName} tab="orders">
      <div className={styles.page}>
        <header>
          <Link to={historyHref(order)} className={styles.back}>
            {t('member.backToHistory')}
          </Link>
          <h2 className={styles.title}>{t('member.fapiaoPageTitle')}</h2>
          <p className={styles.subtitle}>
            {t('member.fapiaoSubtitle', { hotel: order.hotelName, orderNo: order.orderNo })}
          </p>
        </header>
        <section className={styles.card} aria-labelledby="fapiao-state">
          <h3 id="fapiao-state" className={styles.cardTitle}>
            {t('member.fapiaoStatus')}
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
              {fapiao.current ? t('member.fapiaoRequestAgain') : t('member.fapiaoRequest')}
            </h3>
            <Form method="post" noValidate className={styles.form} preventScrollReset>
              <FapiaoFields idPrefix="fapiao-request" errors={refused?.errors} values={refused?.values} />
              <FormError message={refused?.formError} />
              <button type="submit" className="btn btn--gold" disabled={busy}>
                {busy ? t('member.sending') : t('member.fapiaoSubmit')}
              </button>
            </Form>
          </section>
        ) : null}
      </div>
    </MemberCentre>
  );
}
