import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import type { Route } from './+types/member-detail';
import { hotelToday } from '@hotel/shared/hotel-date';
import { couponsEndpoints } from '@hotel/shared/schemas/admin/promotions';
import { MEMBER_LEVELS } from '@hotel/shared/member-levels';
import { grouped, membersEndpoints } from '@hotel/shared/schemas/admin/members';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { formatHotelDate } from '../../lib/hotel-date-time.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { DetailCard, DetailColumns, DetailNote, Facts, TitledSection } from '../../components/admin/detail.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import { memberOrderColumns, pointsColumns } from '../../features/admin-members/member-columns.tsx';
import { adjustPoints } from '../../features/admin-members/points-adjust.server.ts';
import { PointsAdjustForm } from '../../features/admin-members/points-adjust-form.tsx';
import styles from '../../features/admin-members/members.module.css';
import { couponAction, isCouponPost } from '../../features/admin-promotions/coupon-actions.server.ts';
import { couponColumns } from '../../features/admin-promotions/coupon-columns.tsx';
import { CouponIssueForm } from '../../features/admin-promotions/coupon-issue-form.tsx';

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data ? `${data.member.name} 様` : '会員');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = await adminLoad(context, request, membersEndpoints.detail, { id: params.id });
  const { items: coupons } = await adminLoad(context, request, couponsEndpoints.list, { memberId: params.id });
  return { member, coupons, today: hotelToday() };
}

/** The points adjustment, or one of the coupon forms (クーポンを発行, 無効にする). */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (await isCouponPost(request)) return couponAction(request, context, params.id);
  return adjustPoints(request, context, params.id);
}

export default function MemberDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { member, coupons, today } = loaderData;
  const { hotel, hotels } = useAdminLayout();
  const busy = useNavigation().state === 'submitting';
  const couponResult = actionData && 'coupon' in actionData ? actionData : undefined;
  const pointsResult = actionData && !('coupon' in actionData) ? actionData : undefined;
  const names = new Map(hotels.map((h) => [h.code, h.name]));
  const issueRefusal = couponResult && !couponResult.ok && !couponResult.voiding ? couponResult : undefined;
  const search = withHotel('/admin/members', hotel.code, { q: member.mobile });
  const facts: [string, ReactNode][] = [
    ['保有ポイント', <span className={styles.points}>{grouped(member.points)}</span>],
    ['会員カード番号', member.cardNo],
    ['ランク', MEMBER_LEVELS[member.level].name],
    ['携帯電話', `${member.dialCode} ${member.mobile}`],
    ['登録日', formatHotelDate(member.registeredAt)],
  ];
  return (
    <AdminPage
      title={`${member.name} 様`}
      description={`${MEMBER_LEVELS[member.level].name}・${member.cardNo}`}
      breadcrumbs={[{ label: '会員', to: withHotel('/admin/members', hotel.code) }, { label: member.name }]}
    >
      {pointsResult?.ok && pointsResult.message ? <Notice tone="success">{pointsResult.message}</Notice> : null}
      <DetailColumns>
        <DetailCard id="member-card-title" title="会員情報">
          <Facts facts={facts} />
        </DetailCard>
        <PointsAdjustForm points={member.points} result={pointsResult} />
      </DetailColumns>
      <TitledSection id="member-orders-title" title="ご予約（新しい順）">
        <DataTable columns={memberOrderColumns} data={member.orders} caption="会員のご予約" getRowId={(row) => row.orderNo} emptyText="ご予約はありません" minWidth="40rem" />
      </TitledSection>
      <TitledSection id="member-coupons-title" title="クーポン">
        {/* Beside the coupons: the coupon forms keep the scroll position (preventScrollReset). */}
        {couponResult?.ok ? <Notice tone="success">{couponResult.message}</Notice> : null}
        {couponResult && !couponResult.ok && couponResult.voiding ? <Notice tone="error">{couponResult.message}</Notice> : null}
        <DataTable columns={couponColumns(names, busy)} data={coupons} caption="会員のクーポン" getRowId={(row) => String(row.id)} emptyText="クーポンはありません" minWidth="48rem" />
      </TitledSection>
      <CouponIssueForm
        key={couponResult?.ok ? `issued-${coupons.length}` : 'issue'}
        hotels={hotels}
        today={today}
        errors={issueRefusal?.errors ?? {}}
        values={issueRefusal?.values ?? {}}
        formError={issueRefusal && Object.keys(issueRefusal.errors).length === 0 ? issueRefusal.message : undefined}
        busy={busy}
      />
      <TitledSection id="member-points-title" title="ポイント履歴">
        <DataTable columns={pointsColumns} data={member.pointsHistory} caption="ポイント履歴" emptyText="ポイントの記録はありません" minWidth="36rem" />
      </TitledSection>
      <DetailNote>
        <a className="text-link" href={search}>
          検索結果へ戻る
        </a>
      </DetailNote>
    </AdminPage>
  );
}
