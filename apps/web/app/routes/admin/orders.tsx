import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/orders';
import { roleHas } from '@hotel/shared/schemas/admin/permissions';
import { orderSourceLabel } from '@hotel/shared/schemas/admin/desk-booking';
import { ORDER_EXPORT_PATH, ORDER_STATE_LABELS, DESK_STATES, orderEndpoints, type DeskOrder } from '@hotel/shared/schemas/admin/orders';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../components/admin/button.tsx';
import { adminColumnHelper } from '../../components/admin/data-table.tsx';
import { ListPage, type ListFilter } from '../../components/admin/list-page.tsx';
import { OrderStateBadge, formatYuan, shortDate } from '../../features/admin-orders/order-state.tsx';
import { StayList } from '../../features/admin-orders/stay-list.tsx';
import styles from '../../features/admin-orders/admin-orders.module.css';

export const meta: Route.MetaFunction = () => adminMeta('予約');

const FILTERS: ListFilter[] = [
  { name: 'q', label: '予約番号・氏名・電話番号', type: 'search', placeholder: '下4桁でも検索できます' },
  { name: 'from', label: '宿泊日（から）', type: 'date' },
  { name: 'to', label: '宿泊日（まで）', type: 'date' },
  { name: 'state', label: '状態', type: 'select', options: DESK_STATES.map((s) => ({ value: String(s), label: ORDER_STATE_LABELS[s] ?? String(s) })) },
];

/** /admin/orders: the search (default) or today's lists (?tab=today). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const hotel = adminHotel(request);
  if (url.searchParams.get('tab') === 'today') {
    return { tab: 'today' as const, today: await adminLoad(context, request, orderEndpoints.today, { hotel }), search: null };
  }
  const filters = Object.fromEntries(FILTERS.map((f) => [f.name, url.searchParams.get(f.name) ?? undefined]));
  const search = await adminLoad(context, request, orderEndpoints.search, { hotel, ...filters, page: url.searchParams.get('page') ?? undefined });
  return { tab: 'search' as const, today: null, search };
}

const col = adminColumnHelper<DeskOrder>();

function orderColumns(hotel: string) {
  return col.columns([
    col.accessor('orderNo', {
      header: '予約番号',
      cell: (c) => <Link to={withHotel('/admin/orders/detail', hotel, { orderNo: c.getValue() })}>{c.getValue()}</Link>,
      meta: { nowrap: true },
    }),
    col.accessor('revUser', { header: '宿泊者', meta: { nowrap: true } }),
    col.accessor('mobile', { header: '電話番号', meta: { nowrap: true } }),
    col.accessor('checkIn', { header: '宿泊日', cell: (c) => `${shortDate(c.getValue())}〜${shortDate(c.row.original.checkOut)}`, meta: { nowrap: true } }),
    col.accessor('roomTypeName', { header: '客室', meta: { width: '14rem' } }),
    col.accessor('actualAmount', { header: '金額', cell: (c) => formatYuan(c.getValue()), meta: { align: 'right', nowrap: true } }),
    col.accessor('state', { header: '状態', cell: (c) => <OrderStateBadge order={c.row.original} />, meta: { nowrap: true } }),
    col.accessor('source', { header: '受付', cell: (c) => orderSourceLabel(c.row.original), meta: { nowrap: true } }),
  ]);
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { me, hotel } = useAdminLayout();
  const columns = useMemo(() => orderColumns(hotel.code), [hotel.code]);
  // Staff with orders.book take a booking by phone or at the desk from here.
  const bookLink = roleHas(me.role, 'orders.book') ? (
    <ButtonLink to={withHotel('/admin/orders/book', hotel.code)} variant="primary">
      電話・来館予約
    </ButtonLink>
  ) : null;
  const tabLink = (tab: 'search' | 'today') => withHotel('/admin/orders', hotel.code, tab === 'today' ? { tab } : {});
  const tabs = (
    <nav className={styles.tabs} aria-label="表示の切り替え">
      <Link to={tabLink('today')} aria-current={loaderData.tab === 'today' ? 'page' : undefined} className={styles.tab}>
        本日
      </Link>
      <Link to={tabLink('search')} aria-current={loaderData.tab === 'search' ? 'page' : undefined} className={styles.tab}>
        予約検索
      </Link>
    </nav>
  );
  if (loaderData.search) {
    const { search } = loaderData;
    return (
      <ListPage
        title="予約"
        description={hotel.name}
        actions={bookLink}
        above={tabs}
        filters={FILTERS}
        filterLabel="予約の検索"
        rows={search.orders}
        summary={`${search.total}件（新しい順）`}
        pages={search}
        csvPath={roleHas(me.role, 'orders.export') ? ORDER_EXPORT_PATH : null}
        columns={columns}
        caption="予約一覧"
        getRowId={(o) => o.orderNo}
        empty="条件に合う予約はありません"
        // Fits beside the menu at 1280px (wider tables scroll sideways inside their frame).
        minWidth="58rem"
      />
    );
  }
  const { today } = loaderData;
  return (
    <AdminPage title="予約" description={hotel.name} actions={bookLink}>
      {tabs}
      <div className={styles.lists}>
        <StayList title={`本日の到着（${shortDate(today.date)}）`} orders={today.arrivals} hotel={hotel.code} emptyText="本日の到着予定はありません" checkIn />
        <StayList title="本日の出発" orders={today.departures} hotel={hotel.code} emptyText="本日の出発予定はありません" />
        <StayList title="滞在中" orders={today.inHouse} hotel={hotel.code} emptyText="滞在中のお客様はいません" />
      </div>
    </AdminPage>
  );
}
