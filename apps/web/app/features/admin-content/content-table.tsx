import { Form, Link } from 'react-router';
import type { PublishState } from '@hotel/shared/schemas/admin/content';
import { Button } from '../../components/admin/button.tsx';
import { adminColumnHelper, DataTable } from '../../components/admin/data-table.tsx';
import { PublishStateBadge, windowText } from './publish-state.tsx';
import type { PublishableKind } from './publishable.ts';

export interface ContentRow {
  id: number;
  title: string;
  publishFrom: string | null;
  publishTo: string | null;
  state: PublishState;
  /** The edit page, when the web has one for this kind. */
  editTo?: string;
  /** Which unpublish operation the row's 非公開にする button posts (to the list page's action). */
  unpublish?: PublishableKind;
}


const col = adminColumnHelper<ContentRow>();
const columns = col.columns([
  col.accessor('title', {
    header: 'タイトル',
    cell: ({ row }) => (row.original.editTo ? <Link to={row.original.editTo}>{row.original.title}</Link> : row.original.title),
  }),
  col.accessor('state', { header: '状態', cell: ({ getValue }) => <PublishStateBadge state={getValue()} />, meta: { nowrap: true } }),
  col.display({ id: 'window', header: '公開期間', cell: ({ row }) => windowText(row.original.publishFrom, row.original.publishTo), meta: { nowrap: true } }),
  col.display({
    id: 'actions',
    header: '操作',
    cell: ({ row }) =>
      row.original.unpublish && row.original.state !== 'draft' ? (
        <Form method="post">
          <input type="hidden" name="kind" value={row.original.unpublish} />
          <input type="hidden" name="id" value={row.original.id} />
          <Button type="submit" size="sm" variant="danger" name="intent" value="unpublish" aria-label={`${row.original.title}を非公開にする`}>
            非公開にする
          </Button>
        </Form>
      ) : null,
    meta: { nowrap: true, align: 'right' },
  }),
]);

/** One kind's items (news, offers, banners) of the owner shown. */
export function ContentTable({ rows, caption }: { rows: ContentRow[]; caption: string }) {
  return <DataTable columns={columns} data={rows} caption={caption} getRowId={(r) => String(r.id)} emptyText="まだ登録がありません" minWidth="32rem" />;
}
