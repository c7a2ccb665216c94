import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminColumnHelper, DataTable } from './data-table.tsx';
import { BarChart } from './bar-chart.tsx';

/** Server-renders a component at `url` (the components read the query through the router). */
async function render(node: ReactNode, url = 'http://localhost/admin/orders?hotel=pro001'): Promise<string> {
  const handler = createStaticHandler([{ path: '*', Component: () => node }]);
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
