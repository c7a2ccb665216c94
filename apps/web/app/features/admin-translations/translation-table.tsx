import { Link } from "react-router";
import type { TranslationStatus } from "@hotel/shared/content-translation";
import {
  adminColumnHelper,
  DataTable,
} from "../../components/admin/data-table.tsx";
import { TranslationBadge } from "./translation-status.tsx";

export interface TranslationRow {
  id: string;
  label: string;
  zh: TranslationStatus;
  en: TranslationStatus;
  /** The item's translation page. */
  editTo: string;
}

const col = adminColumnHelper<TranslationRow>();
const columns = col.columns([
  col.accessor("label", {
    header: "項目",
    cell: ({ row }) => (
      <Link to={row.original.editTo}>{row.original.label}</Link>
    ),
  }),
  col.accessor("zh", {
    header: "中文",
    cell: ({ getValue }) => <TranslationBadge lang="zh" status={getValue()} />,
    meta: { nowrap: true },
  }),
  col.accessor("en", {
    header: "English",
    cell: ({ getValue }) => <TranslationBadge lang="en" status={getValue()} />,
    meta: { nowrap: true },
  }),
]);

/** One kind's items with where each language stands, each linking to its translation page. */
export function TranslationTable({
  rows,
  caption,
}: {
  rows: TranslationRow[];
  caption: string;
}) {
  return (
    <DataTable
      columns={columns}
      data={rows}
      caption={caption}
      getRowId={(r) => r.id}
      emptyText="対象の項目はありません"
      minWidth="24rem"
      dense
    />
  );
}
