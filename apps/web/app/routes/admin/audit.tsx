import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/audit';
import { AUDIT_ENTITY_CHOICES } from '@hotel/shared/audit-wording';
import { auditEndpoints, type AuditLineView } from '@hotel/shared/schemas/admin/audit';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminColumnHelper, DataTable } from '../../components/admin/data-table.tsx';
import { FilterBar, FilterField } from '../../components/admin/filter-bar.tsx';
import { AuditChanges } from '../../features/admin-staff/audit-changes.tsx';
import styles from '../../features/admin-staff/staff.module.css';

export const meta: Route.MetaFunction = () => adminMeta('監査ログ');

/** The page's filters; `auditHotel` because `hotel` is the hotel the back office acts for (the layout's). */
const FILTERS = ['auditHotel', 'staff', 'entity', 'entityId', 'from', 'to', 'page'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const get = (name: (typeof FILTERS)[number]) => params.get(name) ?? undefined;
  return adminLoad(context, request, auditEndpoints.list, {
    hotel: get('auditHotel'),
    staff: get('staff'),
    entity: get('entity'),
    entityId: get('entityId'),
    from: get('from'),
    to: get('to'),
    page: get('page'),
  });
}

const dayOf = new Intl.DateTimeFormat('ja-JP', { dateStyle: 'short', timeZone: 'Asia/Shanghai' });
const timeOf = new Intl.DateTimeFormat('ja-JP', { timeStyle: 'medium', timeZone: 'Asia/Shanghai' });
/** The day and the time each kept whole: a narrow column breaks between them, never inside a date. */
const formatTime = (iso: string) => (
  <>
    <span className={styles.nobreak}>{dayOf.format(new Date(iso))}</span> <span className={styles.nobreak}>{timeOf.format(new Date(iso))}</span>
  </>
);
const col = adminColumnHelper<AuditLineView>();

function AuditRecord({ wording }: { wording: AuditLineView['wording'] }) {
  return (
    <>
      <span className={styles.record}>{wording.record}</span>
      <span className={styles.actionWord}>{wording.action}</span>
    </>
  );
}

/** /admin/audit: who changed which record when, newest first; read-only. */
export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { hotels, hotel, me } = useAdminLayout();
  const [params] = useSearchParams();
  const names = new Map(hotels.map((h) => [h.code, h.name]));
  const { items, page, pageSize, total } = loaderData;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageLink = (n: number) => {
    const query = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? undefined]));
    return withHotel('/admin/audit', hotel.code, { ...query, page: n === 1 ? undefined : n });
  };
  // What changed comes right after when: on a phone those two fill the screen and the rest scrolls sideways.
  const columns = [
    col.accessor('at', { header: '日時', cell: (c) => formatTime(c.getValue()), meta: { width: '7.5rem' } }),
    col.display({ id: 'record', header: '記録・操作', cell: (c) => <AuditRecord wording={c.row.original.wording} />, meta: { width: '12rem' } }),
    col.display({ id: 'changes', header: '変更内容', cell: (c) => <AuditChanges changes={c.row.original.wording.changes} /> }),
    col.accessor('staffEmail', { header: '担当者', meta: { width: '10rem' } }),
    col.accessor('hotelCode', { header: 'ホテル', cell: (c) => (c.getValue() ? (names.get(c.getValue()!) ?? c.getValue()) : 'グループ'), meta: { width: '8rem' } }),
  ];
  return (
    <AdminPage title="監査ログ" description={me.hotels === null ? 'すべてのスタッフの変更履歴（編集・削除はできません）' : '担当ホテルの変更履歴（編集・削除はできません）'}>
      <FilterBar>
        <FilterField label="ホテル" htmlFor="audit-hotel">
          <select id="audit-hotel" name="auditHotel" defaultValue={params.get('auditHotel') ?? ''}>
            <option value="">{me.hotels === null ? 'すべて' : '担当ホテルすべて'}</option>
            {hotels.map((h) => (
              <option key={h.code} value={h.code}>
                {h.name}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label="担当者（メール）" htmlFor="audit-staff">
          <input id="audit-staff" name="staff" defaultValue={params.get('staff') ?? ''} />
        </FilterField>
        <FilterField label="記録の種類" htmlFor="audit-entity">
          <select id="audit-entity" name="entity" defaultValue={params.get('entity') ?? ''}>
            <option value="">すべて</option>
            {AUDIT_ENTITY_CHOICES.map((e) => (
              <option key={e.code} value={e.code}>
                {e.label}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label="記録の番号" htmlFor="audit-entity-id">
          <input id="audit-entity-id" name="entityId" defaultValue={params.get('entityId') ?? ''} />
        </FilterField>
        <FilterField label="開始日" htmlFor="audit-from">
          <input id="audit-from" name="from" type="date" defaultValue={params.get('from') ?? ''} />
        </FilterField>
        <FilterField label="終了日" htmlFor="audit-to">
          <input id="audit-to" name="to" type="date" defaultValue={params.get('to') ?? ''} />
        </FilterField>
      </FilterBar>
      <p className={styles.scrollHint} aria-hidden="true">
        表は横にスクロールできます →
      </p>
      <DataTable caption="監査ログ" columns={columns} data={items} getRowId={(l) => String(l.id)} emptyText="該当する記録はありません" dense minWidth="48rem" />
      <nav className={styles.pager} aria-label="ページ">
        <span>
          {total}件中 {total === 0 ? 0 : (page - 1) * pageSize + 1}–{Math.min(page * pageSize, total)}件
        </span>
        {page > 1 ? <Link to={pageLink(page - 1)}>前へ</Link> : null}
        <span>
          {page} / {pages}
        </span>
        {page < pages ? <Link to={pageLink(page + 1)}>次へ</Link> : null}
      </nav>
    </AdminPage>
  );
}
