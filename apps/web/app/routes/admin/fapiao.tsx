import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/fapiao';
import { FAPIAO_STATE_LABELS } from '@hotel/shared/forms/fapiao';
import { fapiaoEndpoints } from '@hotel/shared/schemas/admin/fapiao';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { FapiaoCards, fapiaoColumns } from '../../features/admin-fapiao/fapiao-columns.tsx';
import { FAPIAO_PATH } from '../../features/admin-fapiao/fapiao-links.ts';
import styles from '../../features/admin-fapiao/fapiao.module.css';

export const meta: Route.MetaFunction = () => adminMeta('发票（経理）');

const FILTERS = [
  { value: 'requested', label: FAPIAO_STATE_LABELS.requested },
  { value: 'issued', label: FAPIAO_STATE_LABELS.issued },
  { value: 'sent', label: FAPIAO_STATE_LABELS.sent },
  { value: 'rejected', label: FAPIAO_STATE_LABELS.rejected },
  { value: 'all', label: 'すべて' },
] as const;

/** /admin/fapiao?hotel=&state=: the hotel's fapiao requests (finance.fapiao), 依頼済 first by default. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = FILTERS.find((f) => f.value === new URL(request.url).searchParams.get('state'))?.value ?? 'requested';
  const { items } = await adminLoad(context, request, fapiaoEndpoints.queue, { hotel: adminHotel(request), state });
  return { items, state };
}

export default function FapiaoQueuePage({ loaderData }: Route.ComponentProps) {
  const { items, state } = loaderData;
  const { hotel } = useAdminLayout();
  const [search] = useSearchParams();
  const columns = fapiaoColumns(hotel.code);
  return (
    <AdminPage title="发票（経理）" description={`${hotel.name}の发票（电子发票）のご依頼。発行した电子发票をアップロードし、お客様にお知らせします。`}>
      <nav aria-label="状態で絞り込む">
        <ul className={styles.filters}>
          {FILTERS.map((f) => (
            <li key={f.value}>
              <Link className={styles.filter} to={withHotel(FAPIAO_PATH, hotel.code, { state: f.value })} aria-current={f.value === state ? 'page' : undefined} preventScrollReset>
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.muted} aria-live="polite">
        {items.length}件{search.get('state') === 'all' ? '（依頼済・発行済を先に、古い順）' : '（古い順）'}
      </p>
      <div className={styles.wideOnly}>
        <DataTable caption="发票の依頼" columns={columns} data={items} getRowId={(i) => String(i.id)} emptyText="該当する依頼はありません" minWidth="48rem" />
      </div>
      <div className={styles.phoneOnly}>
        <FapiaoCards items={items} hotel={hotel.code} />
      </div>
    </AdminPage>
  );
}
