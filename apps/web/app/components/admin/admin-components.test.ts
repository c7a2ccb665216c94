import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminColumnHelper, DataTable } from './data-table.tsx';
import { BarChart } from './bar-chart.tsx';
import { ListPage, type ListFilter } from './list-page.tsx';
import { withMessages } from '../../lib/i18n/test-messages.server.ts';

/** Server-renders a component at `url` (the components read the query through the router). */
async function render(node: ReactNode, url = 'http://localhost/admin/orders?hotel=pro001'): Promise<string> {
  const handler = createStaticHandler([{ path: '*', Component: () => withMessages(node) }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context }));
}

interface Order {
  no: string;
  name: string;
  total: number;
}
const col = adminColumnHelper<Order>();
const columns = col.columns([
  col.accessor('no', { header: '予約番号', meta: { nowrap: true } }),
  col.accessor('name', { header: '氏名' }),
  col.accessor('total', { header: '合計', cell: (info) => `${info.getValue().toLocaleString('ja-JP')}円`, meta: { align: 'right' } }),
]);
const orders: Order[] = [
  { no: 'A2', name: '山田', total: 30000 },
  { no: 'A1', name: '佐藤', total: 12000 },
  { no: 'A3', name: '鈴木', total: 50000 },
];

describe('DataTable (TanStack Table v9, server-rendered)', () => {
  it('renders the rows and headers on the server', async () => {
    const html = await render(createElement(DataTable<Order>, { caption: '予約一覧', columns, data: orders }));
    expect(html).toContain('予約一覧');
    expect(html).toContain('予約番号');
    expect(html).toContain('30,000円');
    expect(html.indexOf('A2')).toBeLessThan(html.indexOf('A1'));
  });

  it('shows the empty state', async () => {
    const html = await render(createElement(DataTable<Order>, { caption: '予約一覧', columns, data: [] }));
    expect(html).toContain('該当するデータがありません');
  });

  it('sorts by the URL (?sort=&dir=) and links the headers, keeping the hotel', async () => {
    const html = await render(createElement(DataTable<Order>, { caption: '予約一覧', columns, data: orders, sortable: true }), 'http://localhost/admin/orders?hotel=pro003&sort=total&dir=desc');
    expect(html.indexOf('A3')).toBeLessThan(html.indexOf('A2'));
    expect(html.indexOf('A2')).toBeLessThan(html.indexOf('A1'));
    expect(html).toContain('aria-sort="descending"');
    expect(html).toContain('href="/admin/orders?hotel=pro003&amp;sort=total&amp;dir=asc"');
    expect(html).toContain('href="/admin/orders?hotel=pro003&amp;sort=no&amp;dir=asc"');
  });

  it('leaves the order alone with manualSorting (the loader sorted) and ignores an unknown column', async () => {
    const manual = await render(createElement(DataTable<Order>, { caption: '予約一覧', columns, data: orders, sortable: true, manualSorting: true }), 'http://localhost/admin/orders?sort=total&dir=desc');
    expect(manual.indexOf('A2')).toBeLessThan(manual.indexOf('A1'));
    const unknown = await render(createElement(DataTable<Order>, { caption: '予約一覧', columns, data: orders, sortable: true }), 'http://localhost/admin/orders?sort=nope');
    expect(unknown.indexOf('A2')).toBeLessThan(unknown.indexOf('A1'));
  });
});

describe('ListPage (filters, table, pager and CSV from the URL)', () => {
  const filters: ListFilter[] = [
    { name: 'q', label: '検索語' },
    { name: 'state', label: '状態', type: 'select', options: [{ value: '1', label: '確定' }] },
  ];
  const list = (url: string, extra: Partial<Parameters<typeof ListPage<Order>>[0]> = {}) =>
    render(
      createElement(ListPage<Order>, {
        title: '予約',
        filters,
        keep: ['scope'],
        rows: orders,
        columns,
        caption: '予約一覧',
        getRowId: (o) => o.no,
        empty: 'まだありません',
        emptyFiltered: '条件に合うものはありません',
        pages: { page: 2, pageSize: 3, total: 30 },
        csvPath: '/adminapi/v1/orders/export.csv',
        ...extra,
      }),
      url,
    );

  it('fills the filters from the URL and carries the hotel and the kept parameters', async () => {
    const html = await list('http://localhost/admin/orders?hotel=pro003&scope=group&q=%E5%B1%B1%E7%94%B0&page=2');
    expect(html).toContain('value="山田"');
    expect(html).toContain('<input type="hidden" name="hotel" value="pro003"/>');
    expect(html).toContain('<input type="hidden" name="scope" value="group"/>');
    // クリア keeps the hotel and the scope, nothing else.
    expect(html).toMatch(/href="\/admin\/orders\?hotel=pro003&amp;scope=group"[^>]*>クリア/);
  });

  it('pages with the filters kept, page 1 without ?page=, and offers the CSV of the same filters', async () => {
    const html = await list('http://localhost/admin/orders?hotel=pro003&q=abc&state=1&page=2&sort=no');
    expect(html).toContain('rel="prev" href="/admin/orders?hotel=pro003&amp;q=abc&amp;state=1"');
    expect(html).toContain('rel="next" href="/admin/orders?hotel=pro003&amp;q=abc&amp;state=1&amp;page=3"');
    expect(html).toContain('href="/adminapi/v1/orders/export.csv?hotel=pro003&amp;q=abc&amp;state=1"');
    expect(html).toContain('30件');
  });

  it('says which empty state applies: none yet, or none for these filters', async () => {
    expect(await list('http://localhost/admin/orders?hotel=pro001', { rows: [] })).toContain('まだありません');
    expect(await list('http://localhost/admin/orders?hotel=pro001&state=1', { rows: [] })).toContain('条件に合うものはありません');
  });

  it('shows no table, count or CSV before a search (rows null, no csvPath)', async () => {
    const html = await list('http://localhost/admin/members?hotel=pro001', { rows: null, pages: undefined, csvPath: null });
    expect(html).not.toContain('<table');
    expect(html).not.toContain('件');
    expect(html).not.toContain('CSV');
  });
});

describe('BarChart (visx, SVG on the server)', () => {
  it('draws one bar per day, the line, and the numbers for screen readers', async () => {
    const data = Array.from({ length: 30 }, (_, i) => ({ label: `2026-12-${String(i + 1).padStart(2, '0')}`, value: 100000 + i * 1000, line: 50 + i }));
    const html = await render(createElement(BarChart, { title: '今後30日の売上と稼働率', data: data, valueLabel: '売上', lineLabel: '稼働率', formatLabel: (l) => l.slice(5).replace('-', '/') }));
    expect(html).toContain('<svg');
    expect(html.match(/<rect/g)?.length).toBeGreaterThanOrEqual(30);
    expect(html).toContain('<path');
    expect(html).toContain('12/01');
    expect(html).toContain('129,000');
    // The numbers' table is hidden inside a block (a hidden table itself still takes its height).
    expect(html).toMatch(/<div class="visually-hidden"><table><caption>今後30日の売上と稼働率<\/caption>/);
  });

  it('says so when there is no data', async () => {
    const html = await render(createElement(BarChart, { title: '今後30日', data: [], valueLabel: '売上' }));
    expect(html).toContain('該当するデータがありません');
    expect(html).not.toContain('<svg');
  });
});
