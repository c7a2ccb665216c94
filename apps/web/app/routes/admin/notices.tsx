import { useMemo } from 'react';
import type { Route } from './+types/notices';
import { noticesEndpoints } from '@hotel/shared/schemas/admin/notices';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { isGroupScope, scopedHotel, SCOPE_PARAM } from '../../lib/admin-scope.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { ListPage } from '../../components/admin/list-page.tsx';
import { ScopeToggle } from '../../components/admin/scope-toggle.tsx';
import { NoticeCards } from '../../features/admin-notices/notice-cards.tsx';
import { noticeColumns } from '../../features/admin-notices/notice-columns.tsx';
import styles from '../../features/admin-notices/notices.module.css';

export const meta: Route.MetaFunction = () => adminMeta('お知らせ');

/** What was sent to the hotel's reservation address, newest first (?page=); ?scope=group: the whole group with its alerts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get('page') ?? '1';
  const list = await adminLoad(context, request, noticesEndpoints.list, { hotel: scopedHotel(request), page });
  return { list, groupScope: isGroupScope(request) };
}

export default function NoticesPage({ loaderData }: Route.ComponentProps) {
  const { list, groupScope } = loaderData;
  const { hotel } = useAdminLayout();
  const columns = useMemo(() => noticeColumns(hotel.code, groupScope), [hotel.code, groupScope]);
  return (
    <ListPage
      title="お知らせ"
      description={
        groupScope
          ? 'グループ全体のお知らせと、グループ管理者宛てのアラート（新しい順）'
          : `${hotel.name}の予約担当アドレスに送った新規予約・キャンセル・お問い合わせのお知らせ（新しい順）`
      }
      actions={<ScopeToggle path="/admin/notices" groupScope={groupScope} toHotel={`${hotel.name}のお知らせ`} toGroup="グループ全体とアラート" />}
      above={
        groupScope ? null : (
          <p className={styles.address}>
            送信先: {list.address ?? <span className={styles.muted}>予約担当アドレスが未設定のため、メールは送られません</span>}
          </p>
        )
      }
      keep={[SCOPE_PARAM]}
      rows={list.items}
      columns={columns}
      caption="お知らせ一覧"
      getRowId={(row) => String(row.id)}
      empty="お知らせはまだありません"
      pages={list}
      minWidth={groupScope ? '44rem' : '34rem'}
      phoneCards={<NoticeCards items={list.items} hotel={hotel.code} groupScope={groupScope} />}
    />
  );
}
