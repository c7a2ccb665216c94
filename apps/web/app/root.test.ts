import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type AppLoadContext, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Transport } from '@hotel/shared/api/transport';
import { GROUP_CODE } from '@hotel/shared/constants';
import { HEADQUARTERS_MENU } from '@hotel/shared/navigation';
import RootApp, { loader as rootLoader } from './root.tsx';
import { PageI18n } from './lib/i18n/i18n.tsx';
import { laterPartsLoaded } from './lib/later.tsx';

/** The API as the root loader sees it: the header's navigation and an empty city list. */
const transport: Transport = ({ path }) => {
  const data = path.includes('hotelnav') ? { HotelCode: GROUP_CODE, HotelName: 'フェルトン・ホテルズ&リゾーツ', Tel: '', Logo: '', Menu: HEADQUARTERS_MENU } : [];
  return Promise.resolve({ status: 200, body: { success: true, message: '', data, statusCode: 200 } });
};

/** Server-renders a page inside the real root (its loader and layout) with the given load context. */
async function renderPage(demoMode: boolean, url = 'http://localhost/', api: Transport = transport, basename?: string): Promise<string> {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: ({ request, context }) => rootLoader({ request, context: context as AppLoadContext, params: {} } as Parameters<typeof rootLoader>[0]),
      // The app with its messages, as the Layout (which needs the framework's context) gives them.
      Component: () => createElement(PageI18n, null, createElement(RootApp)),
      children: [
        { index: true, Component: () => createElement('p', null, '本文') },
        { path: 'admin', Component: () => createElement('p', null, '管理本文') },
      ],
    },
  ];
  // As entry.server.tsx does: the later parts (the footer among them) are loaded before a render,
  // so the page is whole and no import is still under way when the test file ends.
  await laterPartsLoaded();
  const handler = createStaticHandler(routes, basename ? { basename } : {});
  const context = await handler.query(new Request(url), { requestContext: { transport: api, demoMode } });
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context }));
}

describe('the デモサイト notice', () => {
  it('is on the page in demo mode', async () => {
    const html = await renderPage(true);
    expect(html).toContain('本文');
    expect(html).toContain('デモサイトです。実際の決済やSMS送信は行われません。');
    // The footer is a later part (decision 0082): drawn on the server all the same.
    expect(html).toContain('<footer');
  });

  it('is not on the page outside demo mode (production)', async () => {
    const html = await renderPage(false);
    expect(html).toContain('本文');
    expect(html).not.toContain('デモサイト');
  });
});

describe('the language switch (decision 0072)', () => {
  it('marks Japanese as the page language and links this page in Chinese and English', async () => {
    const html = await renderPage(false);
    expect(html).toMatch(/<span aria-current="true" lang="ja">日本語<\/span>/);
    expect(html).toContain('href="/zh" hrefLang="zh-Hans" lang="zh-Hans">中文</a>');
    expect(html).toContain('href="/en" hrefLang="en" lang="en">English</a>');
  });

  it('draws a Chinese page in Chinese, under /zh, linking back to the Japanese address', async () => {
    const html = await renderPage(false, 'http://localhost/zh', transport, '/zh');
    expect(html).toContain('跳到正文');
    expect(html).not.toContain('本文へスキップ');
    expect(html).toContain('href="/" hrefLang="ja" lang="ja">日本語</a>');
    expect(html).toMatch(/<span aria-current="true" lang="zh-Hans">中文<\/span>/);
  });
});

describe('the back office (/admin)', () => {
  it('gets none of the guest site: no header, footer or login modal, and no hotel, city or member loads', async () => {
    const calls: string[] = [];
    const recording: Transport = (request) => {
      calls.push(request.path);
      return transport(request);
    };
    const html = await renderPage(true, 'http://localhost/admin', recording);
    expect(html).toContain('管理本文');
    expect(calls).toEqual([]);
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('デモサイトです');
  });
});
