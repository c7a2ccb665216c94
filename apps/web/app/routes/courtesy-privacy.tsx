import { Link, redirect } from 'react-router';
import type { Route } from './+types/courtesy-privacy';
import { ORDER_FETCH_MAX, ORDER_STATE, ORDER_STATE_ALL } from '@hotel/shared/constants';
import { endpointPaths } from '@hotel/shared/api/endpoint-paths';
import { load } from '../lib/api.server.ts';
import { loadMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { useFormat } from '../lib/i18n/format.ts';
import { formatPoints } from '../features/member/format-member.ts';
import { MemberCentre } from '../features/member/member-centre.tsx';
import { CloseAccountForm } from '../features/member/close-account-form.tsx';
import { closeAccountAction } from '../features/member/close-account.server.ts';
import styles from '../features/member/privacy.module.css';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.loaderData?.title ?? '', noindex: true });

/** Members only, like the rest of the member centre. Open bookings are counted so the page can say closing is not possible yet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await loadMember(context);
  if (!member) throw redirect('/?reason=login-required');
  const orders = await load(context, 'getAllOrder', { state: ORDER_STATE_ALL, count: ORDER_FETCH_MAX });
  const openBookings = orders.filter((o) => o.state === ORDER_STATE.booked || o.state === ORDER_STATE.paid).length;
  const t = routeTranslator(request, ['member']);
  return { i18n: routeMessages(request, ['member']), title: t('member.privacyTitle'), member, openBookings, balance: member.balance };
}

export async function action({ request, context }: Route.ActionArgs) {
  return closeAccountAction(request, context);
}

/** The member centre's third tab (decision 0033): download one's data, close the account. */
export default function CourtesyPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { member, openBookings, balance } = loaderData;
  const t = useT();
  const f = useFormat();
  return (
    <MemberCentre userName={member.userName} tab="privacy">
      <section className={styles.panel} aria-labelledby="data-download">
        <div className={styles.head}>
          <h2 id="data-download" className={styles.title}>
            {t('member.dataDownload')}
          </h2>
        </div>
        <p className={styles.text}>
          {t('member.dataDownloadText')}
        </p>
        <div className={styles.actions}>
          <a href={endpointPaths.exportData.path} download className="btn">
            {t('member.dataDownloadButton')}
          </a>
          <Link to="/privacyPolicy" className="text-link">
            {t('member.privacyPolicy')}
          </Link>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="close-account">
        <div className={styles.head}>
          <h2 id="close-account" className={styles.title}>
            {t('member.closeAccountTitle')}
          </h2>
        </div>
        <ul className={styles.list}>
          <li>{t('member.closeDeletes')}</li>
          <li>{t('member.closePoints', { points: formatPoints(member.score) })}</li>
          <li>{t('member.closeBookings')}</li>
          <li>{t('member.closeAgain')}</li>
        </ul>
        {openBookings > 0 ? (
          <p className={styles.notice} role="status">
            {t('member.closeOpenBookings', { count: openBookings })}
          </p>
        ) : balance > 0 ? (
          <p className={styles.notice} role="status">
            {t('member.closeBalance', { amount: f.money(balance) })}
          </p>
        ) : (
          <CloseAccountForm result={actionData} />
        )}
      </section>
    </MemberCentre>
  );
}
