import { useMemo } from 'react';
import type { Route } from './+types/promotions';
import { PROMOTION_STATES, promotionsEndpoints } from '@hotel/shared/schemas/admin/promotions';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { ButtonLink } from '../../components/admin/button.tsx';
import { ListPage } from '../../components/admin/list-page.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import { promotionColumns } from '../../features/admin-promotions/promotion-columns.tsx';

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
  return { items, done: done ? (DONE[done] ?? null) : null };
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const { items, done } = loaderData;
  const { hotel, hotels, me } = useAdminLayout();
  const names = useMemo(() => new Map(hotels.map((h) => [h.code, h.name])), [hotels]);
  const columns = useMemo(() => promotionColumns(hotel.code, names), [hotel.code, names]);
  return (
    <ListPage
      title="プロモーション"
      description={me.role === 'group_admin' ? 'グループ全体のプロモーション（新しい順）' : '担当ホテルが対象に含まれるプロモーション（新しい順）'}
      actions={<ButtonLink to={withHotel('/admin/promotions/edit', hotel.code)}>新規プロモーション</ButtonLink>}
      above={done ? <Notice tone="success">{done}</Notice> : null}
      filters={[
        { name: 'target', label: '対象ホテル', type: 'select', options: hotels.map((h) => ({ value: h.code, label: h.name })) },
        { name: 'state', label: '状態', type: 'select', options: PROMOTION_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] })) },
      ]}
      filterLabel="プロモーションの絞り込み"
      rows={items}
      columns={columns}
      caption="プロモーション一覧"
      getRowId={(row) => String(row.id)}
      empty="プロモーションはまだありません"
      emptyFiltered="条件に合うプロモーションはありません"
      minWidth="60rem"
    />
  );
}
