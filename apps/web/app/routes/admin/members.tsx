import { data } from 'react-router';
import type { Route } from './+types/members';
import { MEMBER_SEARCH_MAX, membersEndpoints } from '@hotel/shared/schemas/admin/members';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { ListPage } from '../../components/admin/list-page.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import { memberResultColumns } from '../../features/admin-members/member-columns.tsx';

export const meta: Route.MetaFunction = () => adminMeta('会員');

/** ?q= a mobile or card number, or their last 4+ digits; a bad one is shown above the (empty) results. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  if (!q) return { result: null, error: null };
  const { status, envelope } = await callAdmin(context, request, membersEndpoints.search, { q });
  if (envelope.success && envelope.data) return { result: envelope.data, error: null };
  if (status === 400) return { result: null, error: envelope.message };
  throw data({ message: envelope.message }, { status });
}

export default function MembersSearch({ loaderData }: Route.ComponentProps) {
  const { result, error } = loaderData;
  const { hotel } = useAdminLayout();
  return (
    <ListPage
      title="会員"
      description="携帯電話番号または会員カード番号で会員を探します（末尾4桁以上でも検索できます）。"
      filters={[{ name: 'q', label: '携帯電話番号・会員カード番号', type: 'search', placeholder: '13800138000 / FT20180815 / 8000' }]}
      filterLabel="会員の検索"
      // The notice of a bad number sits under the search it refers to.
      below={error ? <Notice tone="error">{error}</Notice> : null}
      rows={result?.items ?? null}
      summary={result ? `${result.items.length}件${result.truncated ? `（${MEMBER_SEARCH_MAX}件を超えました。番号をもう少し詳しく入力してください）` : ''}` : null}
      columns={memberResultColumns(hotel.code)}
      caption="会員の検索結果"
      getRowId={(row) => String(row.id)}
      empty="該当する会員はいません"
      minWidth="36rem"
    />
  );
}
