import { data } from 'react-router';
import type { Route } from './+types/members';
import { MEMBER_SEARCH_MAX, membersEndpoints } from '@hotel/shared/schemas/admin/members';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { FilterBar, FilterField } from '../../components/admin/filter-bar.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import { memberResultColumns } from '../../features/admin-members/member-columns.tsx';
import styles from '../../features/admin-members/members.module.css';

export const meta: Route.MetaFunction = () => adminMeta('会員');

/** ?q= a mobile or card number, or their last 4+ digits; a bad one is shown above the (empty) results. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  if (!q) return { q, result: null, error: null };
  const { status, envelope } = await callAdmin(context, request, membersEndpoints.search, { q });
  if (envelope.success && envelope.data) return { q, result: envelope.data, error: null };
  if (status === 400) return { q, result: null, error: envelope.message };
  throw data({ message: envelope.message }, { status });
}

export default function MembersSearch({ loaderData }: Route.ComponentProps) {
  const { q, result, error } = loaderData;
  const { hotel } = useAdminLayout();
  return (
    <AdminPage title="会員" description="携帯電話番号または会員カード番号で会員を探します（末尾4桁以上でも検索できます）。">
      <div className={styles.stack}>
        <FilterBar label="会員の検索">
          <FilterField label="携帯電話番号・会員カード番号" htmlFor="members-q">
            <input id="members-q" name="q" type="search" inputMode="text" autoComplete="off" defaultValue={q} placeholder="13800138000 / FT20180815 / 8000" />
          </FilterField>
        </FilterBar>
        {error ? <Notice tone="error">{error}</Notice> : null}
        {result ? (
          <>
            <p className={styles.summary}>
              {result.items.length}件{result.truncated ? `（${MEMBER_SEARCH_MAX}件を超えました。番号をもう少し詳しく入力してください）` : ''}
            </p>
            <DataTable
              columns={memberResultColumns(hotel.code)}
              data={result.items}
              caption="会員の検索結果"
              getRowId={(row) => String(row.id)}
              emptyText="該当する会員はいません"
              minWidth="36rem"
            />
          </>
        ) : null}
      </div>
    </AdminPage>
  );
}
