import { useMemo } from 'react';
import type { Route } from './+types/meetings';
import { MEETING_STATUS_LABELS, MEETING_STATUSES, meetingsEndpoints } from '@hotel/shared/schemas/admin/meetings';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { isGroupScope, scopedHotel, SCOPE_PARAM } from '../../lib/admin-scope.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { ListPage, type ListFilter } from '../../components/admin/list-page.tsx';
import { ScopeToggle } from '../../components/admin/scope-toggle.tsx';
import { meetingColumns } from '../../features/admin-meetings/meeting-columns.tsx';

export const meta: Route.MetaFunction = () => adminMeta('会議・宴会のお問い合わせ');

const FILTERS: ListFilter[] = [{ name: 'status', label: '状態', type: 'select', options: MEETING_STATUSES.map((s) => ({ value: s, label: MEETING_STATUS_LABELS[s] })) }];

/** The hotel's requests, newest first, 20 a page, filtered by status (?status=, ?page=). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = url.searchParams.get('status') ?? '';
  const page = url.searchParams.get('page') ?? '1';
  const list = await adminLoad(context, request, meetingsEndpoints.list, { hotel: scopedHotel(request), status, page });
  return { list, groupScope: isGroupScope(request) };
}

export default function MeetingsInbox({ loaderData }: Route.ComponentProps) {
  const { list, groupScope } = loaderData;
  const { hotel } = useAdminLayout();
  const columns = useMemo(() => meetingColumns(hotel.code, groupScope), [hotel.code, groupScope]);
  return (
    <ListPage
      title="会議・宴会のお問い合わせ"
      description={`${groupScope ? 'グループ宛て' : hotel.name}に届いたお問い合わせ（新しい順）`}
      // Requests sent to the group itself, not to one hotel: the group administrator's.
      actions={<ScopeToggle path="/admin/meetings" groupScope={groupScope} toHotel={`${hotel.name}のお問い合わせ`} toGroup="グループ宛てのお問い合わせ" />}
      filters={FILTERS}
      filterLabel="お問い合わせの絞り込み"
      keep={[SCOPE_PARAM]}
      rows={list.items}
      columns={columns}
      caption="会議・宴会のお問い合わせ一覧"
      getRowId={(row) => String(row.id)}
      empty="お問い合わせはまだありません"
      emptyFiltered="この状態のお問い合わせはありません"
      pages={list}
      minWidth="52rem"
    />
  );
}
