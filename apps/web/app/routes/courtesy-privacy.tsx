import { Link, redirect } from 'react-router';
import type { Route } from './+types/courtesy-privacy';
import { ORDER_FETCH_MAX, ORDER_STATE, ORDER_STATE_ALL } from '@hotel/shared/constants';
import { endpointPaths } from '@hotel/shared/api/endpoint-paths';
import { load } from '../lib/api.server.ts';
import { loadMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { MemberCentre } from '../features/member/member-centre.tsx';
import { CloseAccountForm } from '../features/member/close-account-form.tsx';
import { closeAccountAction } from '../features/member/close-account.server.ts';
import styles from '../features/member/privacy.module.css';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: '個人情報の管理', noindex: true });

/** Members only, like the rest of the member centre. Open bookings are counted so the page can say closing is not possible yet. */
export async function loader({ context }: Route.LoaderArgs) {
  const member = await loadMember(context);
  if (!member) throw redirect('/?reason=login-required');
  const orders = await load(context, 'getAllOrder', { state: ORDER_STATE_ALL, count: ORDER_FETCH_MAX });
  const openBookings = orders.filter((o) => o.state === ORDER_STATE.booked || o.state === ORDER_STATE.paid).length;
  return { member, openBookings, balance: member.balance };
}

export async function action({ request, context }: Route.ActionArgs) {
  return closeAccountAction(request, context);
}

/** The member centre's third tab (decision 0033): download one's data, close the account. */
export default function CourtesyPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { member, openBookings, balance } = loaderData;
  return (
    <MemberCentre userName={member.userName} tab="privacy">
      <section className={styles.panel} aria-labelledby="data-download">
        <div className={styles.head}>
          <h2 id="data-download" className={styles.title}>
            会員データのダウンロード
          </h2>
        </div>
        <p className={styles.text}>
          当社が保有するお客様の会員情報、プライバシーポリシーへの同意記録、ご予約、お支払い、ポイント履歴、ログイン記録を、JSON形式のファイルでダウンロードできます。
        </p>
        <div className={styles.actions}>
          <a href={endpointPaths.exportData.path} download className="btn">
            データをダウンロード（JSON）
          </a>
          <Link to="/privacyPolicy" className="text-link">
            プライバシーポリシー
          </Link>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="close-account">
        <div className={styles.head}>
          <h2 id="close-account" className={styles.title}>
            退会（会員情報の削除）
          </h2>
        </div>
        <ul className={styles.list}>
          <li>お名前、携帯電話番号、生年月日、国籍、パスワードなどの会員情報を削除し、すべての端末でログアウトします。</li>
          <li>保有ポイント（{member.score.toLocaleString('ja-JP')}ポイント）は失効し、会員カードは使えなくなります。</li>
          <li>過去のご予約は、ホテルの会計記録として金額と日程のみ残し、ご予約者のお名前・電話番号・メールアドレス・ご要望は削除します。</li>
          <li>同じ携帯電話番号で、あらためて会員登録いただけます。退会は取り消せません。</li>
        </ul>
        {openBookings > 0 ? (
          <p className={styles.notice} role="status">
            ご利用前またはご宿泊中のご予約が{openBookings}件あるため、現在は退会できません。ご予約の完了またはキャンセル後にお手続きください。
          </p>
        ) : balance > 0 ? (
          <p className={styles.notice} role="status">
            会員カードに残高（{balance.toLocaleString('ja-JP')}元）があるため、現在は退会できません。残高の払い戻しはご利用のホテルへお問い合わせください。
          </p>
        ) : (
          <CloseAccountForm result={actionData} />
        )}
      </section>
    </MemberCentre>
  );
}
