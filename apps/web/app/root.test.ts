import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type AppLoadContext, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SisterSiteUrls } from '@hotel/shared/api/load-context';
import type { Transport } from '@hotel/shared/api/transport';
import { GROUP_CODE } from '@hotel/shared/constants';
import { HEADQUARTERS_MENU } from '@hotel/shared/navigation';
import RootApp, { loader as rootLoader } from './root.tsx';

/** The API as the root loader sees it: the header's navigation and an empty city list. */
const transport: Transport = ({ path }) => {
  const data = path.includes('hotelnav') ? { HotelCode: GROUP_CODE, HotelName: 'フェルトン・ホテルズ&リゾーツ', Tel: '', Logo: '', Menu: HEADQUARTERS_MENU } : [];
  return Promise.resolve({ status: 200, body: { success: true, message: '', data, statusCode: 200 } });
};

/** Server-renders a page inside the real root (its loader and layout) with the given load context. */
async function renderPage(demoMode: boolean, sisterSites: SisterSiteUrls = {}, url = 'http://localhost/', api: Transport = transport): Promise<string> {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: ({ request, context }) => rootLoader({ request, context: context as AppLoadContext, params: {} } as Parameters<typeof rootLoader>[0]),
      Component: RootApp,
      children: [
        { index: true, Component: () => createElement('p', null, '本文') },
        { path: 'admin', Component: () => createElement('p', null, '管理本文') },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url), { requestContext: { transport: api, demoMode, sisterSites } });
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context }));
}

describe('the デモサイト notice', () => {
  it('is on the page in demo mode', async () => {
    const html = await renderPage(true);
    expect(html).toContain('本文');
    expect(html).toContain('デモサイトです。実際の決済やSMS送信は行われません。');
  });

  it('is not on the page outside demo mode (production)', async () => {
    const html = await renderPage(false);
    expect(html).toContain('本文');
    expect(html).not.toContain('デモサイト');
  });
});

describe('the sister-site links (SISTER_SITE_ZH_URL, SISTER_SITE_EN_URL)', () => {
  it('link each configured sister site, and only those', async () => {
    const html = await renderPage(false, { zh: 'https://zh.example.cn/' });
    expect(html).toContain('href="https://zh.example.cn/"');
    expect(html).toContain('>中文</a>');
    expect(html).not.toContain('English</a>');
  });

  it('are hidden when unset: no made-up addresses', async () => {
    const html = await renderPage(false);
    expect(html).not.toContain('中文</a>');
    expect(html).not.toContain('English</a>');
    expect(html).not.toMatch(/felton-hotels\.(cn|com)/);
    expect(html).toContain('日本語');
  });
});

describe('the back office (/admin)', () => {
  it('gets none of the guest site: no header, footer or login modal, and no hotel, city or member loads', async () => {
    const calls: string[] = [];
    const recording: Transport = (request) => {
      calls.push(request.path);
      return transport(request);
    };
    const html = await renderPage(true, {}, 'http://localhost/admin', recording);
    expect(html).toContain('管理本文');
    expect(calls).toEqual([]);
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('デモサイトです');
  });
});
