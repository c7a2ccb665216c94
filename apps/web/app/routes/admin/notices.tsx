import { useMemo } from 'react';
import type { Route } from './+types/notices';
import { noticesEndpoints } from '@hotel/shared/schemas/admin/notices';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../components/admin/button.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { NoticeCards } from '../../features/admin-notices/notice-cards.tsx';
import { noticeColumns } from '../../features/admin-notices/notice-columns.tsx';
import { isGroupScope, noticesHotel, noticesLink } from '../../features/admin-notices/notices-scope.ts';
import styles from '../../features/admin-notices/notices.module.css';

export const meta: Route.MetaFunction = () => adminMeta('お知らせ');

/** What was sent to the hotel's reservation address, newest first (?page=); ?scope=group: the whole group with its alerts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get('page') ?? '1';
  const list = await adminLoad(context, request, noticesEndpoints.list, { hotel: noticesHotel(request), page });
  return { list, groupScope: isGroupScope(request) };
}

export default function NoticesPage({ loaderData }: Route.ComponentProps) {
  const { list, groupScope } = loaderData;
  const { hotel, me } = useAdminLayout();
  const columns = useMemo(() => noticeColumns(hotel.code, groupScope), [hotel.code, groupScope]);
  return (
    <AdminPage
      title="お知らせ"
      description={
        groupScope
          ? 'グループ全体のお知らせと、グループ管理者宛てのアラート（新しい順）'
          : `${hotel.name}の予約担当アドレスに送った新規予約・キャンセル・お問い合わせのお知らせ（新しい順）`
      }
      actions={
        me.role === 'group_admin' ? (
          <ButtonLink to={noticesLink('/admin/notices', hotel.code, !groupScope)} variant="secondary">
            {groupScope ? `${hotel.name}のお知らせ` : 'グループ全体とアラート'}
          </ButtonLink>
        ) : null
      }
    >
      <div className={styles.stack}>
        {groupScope ? null : (
          <p className={styles.address}>
            送信先: {list.address ?? <span className={styles.muted}>予約担当アドレスが未設定のため、メールは送られません</span>}
          </p>
        )}
        <p className={styles.summary}>{list.total}件</p>
        <div className={styles.table}>
          <DataTable
            columns={columns}
            data={list.items}
            caption="お知らせ一覧"
            getRowId={(row) => String(row.id)}
            emptyText="お知らせはまだありません"
            minWidth={groupScope ? '44rem' : '34rem'}
          />
        </div>
        <NoticeCards items={list.items} hotel={hotel.code} groupScope={groupScope} />
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} hrefFor={(p) => noticesLink('/admin/notices', hotel.code, groupScope, { page: p })} />
      </div>
    </AdminPage>
  );
}
