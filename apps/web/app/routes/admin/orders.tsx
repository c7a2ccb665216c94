import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/orders';
import { roleHas } from '@hotel/shared/schemas/admin/permissions';
import { ORDER_EXPORT_PATH, ORDER_STATE_LABELS, DESK_STATES, orderEndpoints, type DeskOrder } from '@hotel/shared/schemas/admin/orders';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../components/admin/button.tsx';
import { adminColumnHelper, DataTable } from '../../components/admin/data-table.tsx';
import { FilterBar, FilterField } from '../../components/admin/filter-bar.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { OrderStateBadge, formatYuan, shortDate } from '../../features/admin-orders/order-state.tsx';
import { StayList } from '../../features/admin-orders/stay-list.tsx';
import styles from '../../features/admin-orders/admin-orders.module.css';

export const meta: Route.MetaFunction = () => adminMeta('予約');

const FILTERS = ['q', 'from', 'to', 'state'] as const;

/** /admin/orders: the search (default) or today's lists (?tab=today). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const hotel = adminHotel(request);
  if (url.searchParams.get('tab') === 'today') {
    return { tab: 'today' as const, today: await adminLoad(context, request, orderEndpoints.today, { hotel }), search: null };
  }
  const filters = Object.fromEntries(FILTERS.map((k) => [k, url.searchParams.get(k) ?? undefined]));
  const search = await adminLoad(context, request, orderEndpoints.search, { hotel, ...filters, page: url.searchParams.get('page') ?? undefined });
  return { tab: 'search' as const, today: null, search };
}

const col = adminColumnHelper<DeskOrder>();

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { me, hotel } = useAdminLayout();
  const [params] = useSearchParams();
  const columns = col.columns([
    col.accessor('orderNo', {
      header: '予約番号',
      cell: (c) => <Link to={withHotel('/admin/orders/detail', hotel.code, { orderNo: c.getValue() })}>{c.getValue()}</Link>,
      meta: { nowrap: true },
    }),
    col.accessor('revUser', { header: '宿泊者', meta: { nowrap: true } }),
    col.accessor('mobile', { header: '電話番号', meta: { nowrap: true } }),
    col.accessor('checkIn', { header: '宿泊日', cell: (c) => `${shortDate(c.getValue())}〜${shortDate(c.row.original.checkOut)}`, meta: { nowrap: true } }),
    col.accessor('roomTypeName', { header: '客室', meta: { width: '14rem' } }),
    col.accessor('actualAmount', { header: '金額', cell: (c) => formatYuan(c.getValue()), meta: { align: 'right', nowrap: true } }),
    col.accessor('state', { header: '状態', cell: (c) => <OrderStateBadge order={c.row.original} />, meta: { nowrap: true } }),
  ]);
  const tabLink = (tab: 'search' | 'today') => withHotel('/admin/orders', hotel.code, tab === 'today' ? { tab } : {});
  const exportQuery = new URLSearchParams({ hotel: hotel.code });
  for (const k of FILTERS) if (params.get(k)) exportQuery.set(k, params.get(k)!);
  return (
    <AdminPage
      title="予約"
      description={hotel.name}
      actions={
        loaderData.tab === 'search' && roleHas(me.role, 'orders.export') ? (
          <ButtonLink to={`${ORDER_EXPORT_PATH}?${exportQuery.toString()}`} reloadDocument>
            CSV出力
          </ButtonLink>
        ) : null
      }
    >
      <nav className={styles.tabs} aria-label="表示の切り替え">
        <Link to={tabLink('today')} aria-current={loaderData.tab === 'today' ? 'page' : undefined} className={styles.tab}>
          本日
        </Link>
        <Link to={tabLink('search')} aria-current={loaderData.tab === 'search' ? 'page' : undefined} className={styles.tab}>
          予約検索
        </Link>
      </nav>
      {loaderData.today ? (
        <div className={styles.lists}>
          <StayList title={`本日の到着（${shortDate(loaderData.today.date)}）`} orders={loaderData.today.arrivals} hotel={hotel.code} emptyText="本日の到着予定はありません" checkIn />
          <StayList title="本日の出発" orders={loaderData.today.departures} hotel={hotel.code} emptyText="本日の出発予定はありません" />
          <StayList title="滞在中" orders={loaderData.today.inHouse} hotel={hotel.code} emptyText="滞在中のお客様はいません" />
        </div>
      ) : null}
      {loaderData.search ? (
        <>
          <FilterBar label="予約の検索">
            <FilterField label="予約番号・氏名・電話番号" htmlFor="q">
              <input id="q" name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder="下4桁でも検索できます" />
            </FilterField>
            <FilterField label="宿泊日（から）" htmlFor="from">
              <input id="from" name="from" type="date" defaultValue={params.get('from') ?? ''} />
            </FilterField>
            <FilterField label="宿泊日（まで）" htmlFor="to">
              <input id="to" name="to" type="date" defaultValue={params.get('to') ?? ''} />
            </FilterField>
            <FilterField label="状態" htmlFor="state">
              <select id="state" name="state" defaultValue={params.get('state') ?? ''}>
                <option value="">すべて</option>
                {DESK_STATES.map((s) => (
                  <option key={s} value={s}>
                    {ORDER_STATE_LABELS[s]}
                  </option>
                ))}
              </select>
            </FilterField>
          </FilterBar>
          <p className={styles.toolbar}>
            <span>{loaderData.search.total}件（新しい順）</span>
          </p>
          <DataTable caption="予約一覧" columns={columns} data={loaderData.search.orders} getRowId={(o) => o.orderNo} minWidth="60rem" emptyText="条件に合う予約はありません" />
          <Pager
            page={loaderData.search.page}
            pageSize={loaderData.search.pageSize}
            total={loaderData.search.total}
            hrefFor={(page) => withHotel('/admin/orders', hotel.code, { ...Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? undefined])), page })}
          />
        </>
      ) : null}
    </AdminPage>
  );
}
