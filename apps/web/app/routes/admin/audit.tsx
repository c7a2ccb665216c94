import type { Route } from './+types/audit';
import { AUDIT_ENTITY_CHOICES, auditActorLabel } from '@hotel/shared/audit-wording';
import { auditEndpoints, type AuditLineView } from '@hotel/shared/schemas/admin/audit';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { adminColumnHelper } from '../../components/admin/data-table.tsx';
import { ListPage, type ListFilter } from '../../components/admin/list-page.tsx';
import { AuditChanges } from '../../features/admin-staff/audit-changes.tsx';
import styles from '../../features/admin-staff/staff.module.css';

export const meta: Route.MetaFunction = () => adminMeta('監査ログ');

/** The filters other than the hotel, named as the API names them. */
const FILTERS: ListFilter[] = [
  { name: 'staff', label: '担当者（メール）' },
  { name: 'entity', label: '記録の種類', type: 'select', options: AUDIT_ENTITY_CHOICES.map((e) => ({ value: e.code, label: e.label })) },
  { name: 'entityId', label: '記録の番号' },
  { name: 'from', label: '開始日', type: 'date' },
  { name: 'to', label: '終了日', type: 'date' },
];
/** `auditHotel` because `hotel` is the hotel the back office acts for (the layout's). */
const HOTEL_FILTER = 'auditHotel';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const get = (name: string) => params.get(name) ?? undefined;
  return adminLoad(context, request, auditEndpoints.list, {
    hotel: get(HOTEL_FILTER),
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
  const { hotels, me } = useAdminLayout();
  const names = new Map(hotels.map((h) => [h.code, h.name]));
  const { items, page, pageSize, total } = loaderData;
  // What changed comes right after when: on a phone those two fill the screen and the rest scrolls sideways.
  const columns = [
    col.accessor('at', { header: '日時', cell: (c) => formatTime(c.getValue()), meta: { width: '7.5rem' } }),
    col.display({ id: 'record', header: '記録・操作', cell: (c) => <AuditRecord wording={c.row.original.wording} />, meta: { width: '12rem' } }),
    col.display({ id: 'changes', header: '変更内容', cell: (c) => <AuditChanges changes={c.row.original.wording.changes} /> }),
    col.accessor('staffEmail', { header: '担当者', cell: (c) => auditActorLabel(c.row.original.actor, c.getValue()), meta: { width: '10rem' } }),
    col.accessor('hotelCode', { header: 'ホテル', cell: (c) => (c.getValue() ? (names.get(c.getValue()!) ?? c.getValue()) : 'グループ'), meta: { width: '8rem' } }),
  ];
  const hotelFilter: ListFilter = {
    name: HOTEL_FILTER,
    label: 'ホテル',
    type: 'select',
    anyLabel: me.hotels === null ? 'すべて' : '担当ホテルすべて',
    options: hotels.map((h) => ({ value: h.code, label: h.name })),
  };
  return (
    <ListPage
      title="監査ログ"
      description={me.hotels === null ? 'すべてのスタッフとお客様ご自身の変更履歴（編集・削除はできません）' : '担当ホテルの変更履歴（編集・削除はできません）'}
      filters={[hotelFilter, ...FILTERS]}
      rows={items}
      pages={{ page, pageSize, total }}
      summary={`${total}件中 ${total === 0 ? 0 : (page - 1) * pageSize + 1}–${Math.min(page * pageSize, total)}件`}
      scrollHint
      columns={columns}
      caption="監査ログ"
      getRowId={(l) => String(l.id)}
      empty="該当する記録はありません"
      dense
      minWidth="48rem"
    />
  );
}
