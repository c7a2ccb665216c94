import type { ReactNode } from 'react';
import type { Route } from './+types/notice-detail';
import { NOTICE_KIND_LABELS, noticesEndpoints } from '@hotel/shared/schemas/admin/notices';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../components/admin/button.tsx';
import { DetailCard, DetailColumns, DetailNote, Facts } from '../../components/admin/detail.tsx';
import { NoticeKindBadge, NoticeStateBadge } from '../../features/admin-notices/notice-badges.tsx';
import { isGroupScope, scopedHotel, scopedLink } from '../../lib/admin-scope.ts';
import styles from '../../features/admin-notices/notices.module.css';

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data ? `お知らせ: ${NOTICE_KIND_LABELS[data.notice.kind]}` : 'お知らせ');

/** One notice of the chosen hotel, with its e-mail; another hotel's is the API's 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const notice = await adminLoad(context, request, noticesEndpoints.detail, { hotel: scopedHotel(request), id: params.id });
  return { notice, groupScope: isGroupScope(request) };
}

export default function NoticeDetailPage({ loaderData }: Route.ComponentProps) {
  const { notice, groupScope } = loaderData;
  const { hotel } = useAdminLayout();
  const list = scopedLink('/admin/notices', hotel.code, groupScope);
  const rows: [string, ReactNode][] = [
    ['種類', <NoticeKindBadge key="k" kind={notice.kind} />],
    ['日時', formatHotelDateTime(notice.createdAt)],
    ['ホテル', notice.hotelName ?? 'グループ'],
    ['宛先', notice.to ?? '（未設定）'],
    ['送信状態', <NoticeStateBadge key="s" state={notice.state} />],
    ['送信日時', notice.sentAt ? formatHotelDateTime(notice.sentAt) : '—'],
    ['試行回数', `${notice.attempts}回`],
  ];
  return (
    <AdminPage
      title={NOTICE_KIND_LABELS[notice.kind]}
      description={notice.hotelName ?? 'グループ管理者宛てのアラート'}
      breadcrumbs={[{ label: 'お知らせ', to: list }, { label: `No. ${notice.id}` }]}
      actions={
        <ButtonLink to={list} variant="secondary">
          一覧へ戻る
        </ButtonLink>
      }
    >
      <DetailColumns wider="second">
        <DetailCard id="notice-facts-title" title="送信の記録">
          <Facts facts={rows} />
        </DetailCard>
        <DetailCard id="notice-mail-title" title="メールの内容">
          {notice.subject ? (
            <>
              <p className={styles.subject}>{notice.subject}</p>
              <pre className={styles.mail}>{notice.text}</pre>
            </>
          ) : (
            <DetailNote>元の予約またはお問い合わせが見つからないため、内容を表示できません。</DetailNote>
          )}
        </DetailCard>
      </DetailColumns>
    </AdminPage>
  );
}
