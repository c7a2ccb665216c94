import { Link } from 'react-router';
import type { PublishState } from '@hotel/shared/schemas/admin/content';
import { adminColumnHelper, DataTable } from '../../components/admin/data-table.tsx';
import { PublishStateBadge, windowText } from './publish-state.tsx';

export interface ContentRow {
  id: number;
  title: string;
  publishFrom: string | null;
  publishTo: string | null;
  state: PublishState;
  /** The edit page, when the web has one for this kind. */
  editTo?: string;
}

const col = adminColumnHelper<ContentRow>();
const columns = col.columns([
  col.accessor('title', {
    header: 'タイトル',
    cell: ({ row }) => (row.original.editTo ? <Link to={row.original.editTo}>{row.original.title}</Link> : row.original.title),
  }),
  col.accessor('state', { header: '状態', cell: ({ getValue }) => <PublishStateBadge state={getValue()} />, meta: { nowrap: true } }),
  col.display({ id: 'window', header: '公開期間', cell: ({ row }) => windowText(row.original.publishFrom, row.original.publishTo), meta: { nowrap: true } }),
]);

/** One kind's items (news, offers, banners) of the owner shown. */
export function ContentTable({ rows, caption }: { rows: ContentRow[]; caption: string }) {
  return <DataTable columns={columns} data={rows} caption={caption} getRowId={(r) => String(r.id)} emptyText="まだ登録がありません" minWidth="32rem" />;
}
