import { useMemo } from 'react';
import type { Route } from './+types/promotions';
import { PROMOTION_STATES, promotionsEndpoints } from '@hotel/shared/schemas/admin/promotions';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../components/admin/button.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { FilterBar, FilterField } from '../../components/admin/filter-bar.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import { promotionColumns } from '../../features/admin-promotions/promotion-columns.tsx';
import styles from '../../features/admin-promotions/promotions.module.css';

export const meta: Route.MetaFunction = () => adminMeta('プロモーション');

const STATE_LABELS: Record<(typeof PROMOTION_STATES)[number], string> = { active: '実施中', stopped: '停止中' };
const DONE: Record<string, string> = {
  saved: 'プロモーションを保存しました。検索と予約にすぐ反映されます。',
  deleted: 'プロモーションを削除しました。',
};

/** /admin/promotions: the promotions touching the person's hotels (?target= one hotel, ?state= active or stopped). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = url.searchParams.get('target') ?? '';
  const state = url.searchParams.get('state') ?? '';
  const { items } = await adminLoad(context, request, promotionsEndpoints.list, { hotel: target, state });
  const done = url.searchParams.get('done');
  return { items, target, state, done: done ? (DONE[done] ?? null) : null };
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const { items, target, state, done } = loaderData;
  const { hotel, hotels, me } = useAdminLayout();
  const names = useMemo(() => new Map(hotels.map((h) => [h.code, h.name])), [hotels]);
  const columns = useMemo(() => promotionColumns(hotel.code, names), [hotel.code, names]);
  const filtered = Boolean(target || state);
  return (
    <AdminPage
      title="プロモーション"
      description={me.role === 'group_admin' ? 'グループ全体のプロモーション（新しい順）' : '担当ホテルが対象に含まれるプロモーション（新しい順）'}
      actions={<ButtonLink to={withHotel('/admin/promotions/edit', hotel.code)}>新規プロモーション</ButtonLink>}
    >
      <div className={styles.stack}>
        {done ? <Notice tone="success">{done}</Notice> : null}
        <FilterBar label="プロモーションの絞り込み">
          <FilterField label="対象ホテル" htmlFor="promotions-target">
            <select id="promotions-target" name="target" defaultValue={target}>
              <option value="">すべて</option>
              {hotels.map((h) => (
                <option key={h.code} value={h.code}>
                  {h.name}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField label="状態" htmlFor="promotions-state">
            <select id="promotions-state" name="state" defaultValue={state}>
              <option value="">すべて</option>
              {PROMOTION_STATES.map((s) => (
                <option key={s} value={s}>
                  {STATE_LABELS[s]}
                </option>
              ))}
            </select>
          </FilterField>
        </FilterBar>
        <p className={styles.summary}>{items.length}件</p>
        <DataTable
          columns={columns}
          data={items}
          caption="プロモーション一覧"
          getRowId={(row) => String(row.id)}
          emptyText={filtered ? '条件に合うプロモーションはありません' : 'プロモーションはまだありません'}
          minWidth="60rem"
        />
      </div>
    </AdminPage>
  );
}
