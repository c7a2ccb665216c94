import { useMemo } from 'react';
import type { Route } from './+types/meetings';
import { MEETING_STATUS_LABELS, MEETING_STATUSES, meetingsEndpoints } from '@hotel/shared/schemas/admin/meetings';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { ButtonLink } from '../../components/admin/button.tsx';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { FilterBar, FilterField } from '../../components/admin/filter-bar.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { meetingColumns } from '../../features/admin-meetings/meeting-columns.tsx';
import { isGroupScope, meetingsHotel, meetingsLink } from '../../features/admin-meetings/meetings-scope.ts';
import styles from '../../features/admin-meetings/meetings.module.css';

export const meta: Route.MetaFunction = () => adminMeta('会議・宴会のお問い合わせ');

/** The hotel's requests, newest first, 20 a page, filtered by status (?status=, ?page=). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = url.searchParams.get('status') ?? '';
  const page = url.searchParams.get('page') ?? '1';
  const list = await adminLoad(context, request, meetingsEndpoints.list, { hotel: meetingsHotel(request), status, page });
  return { list, status, groupScope: isGroupScope(request) };
}

export default function MeetingsInbox({ loaderData }: Route.ComponentProps) {
  const { list, status, groupScope } = loaderData;
  const { hotel, me } = useAdminLayout();
  const columns = useMemo(() => meetingColumns(hotel.code, groupScope), [hotel.code, groupScope]);
  return (
    <AdminPage
      title="会議・宴会のお問い合わせ"
      description={`${groupScope ? 'グループ宛て' : hotel.name}に届いたお問い合わせ（新しい順）`}
      actions={
        // Requests sent to the group itself, not to one hotel: the group administrator's.
        me.role === 'group_admin' ? (
          <ButtonLink to={meetingsLink('/admin/meetings', hotel.code, !groupScope)} variant="secondary">
            {groupScope ? `${hotel.name}のお問い合わせ` : 'グループ宛てのお問い合わせ'}
          </ButtonLink>
        ) : null
      }
    >
      <div className={styles.stack}>
        <FilterBar label="お問い合わせの絞り込み">
          {groupScope ? <input type="hidden" name="scope" value="group" /> : null}
          <FilterField label="状態" htmlFor="meetings-status">
            <select id="meetings-status" name="status" defaultValue={status}>
              <option value="">すべて</option>
              {MEETING_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {MEETING_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </FilterField>
        </FilterBar>
        <p className={styles.summary}>{list.total}件</p>
        <DataTable
          columns={columns}
          data={list.items}
          caption="会議・宴会のお問い合わせ一覧"
          getRowId={(row) => String(row.id)}
          emptyText={status ? 'この状態のお問い合わせはありません' : 'お問い合わせはまだありません'}
          minWidth="52rem"
        />
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} hrefFor={(p) => meetingsLink('/admin/meetings', hotel.code, groupScope, { status, page: p })} />
      </div>
    </AdminPage>
  );
}
