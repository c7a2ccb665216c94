// First, so every component's own styles come after the tokens and base rules.
import './styles/global.css';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { useContext } from 'react';
import { preload } from 'react-dom';
import type { Route } from './+types/root';
import { GROUP_CODE } from '@hotel/shared/constants';
import { HEADQUARTERS_MENU, isHotelCode } from '@hotel/shared/navigation';
import type { CmsHotelNav } from '@hotel/shared/schemas/content';
import { load } from './lib/api.server.ts';
import { hasSessionCookie, loadMember } from './lib/member.server.ts';
import { throwRefusal } from './lib/refusal.server.ts';
import { SITE_NAME } from './lib/meta.ts';
import { sisterSiteLinks } from './lib/site-links.ts';
import { SiteStateProvider } from './lib/site-state.tsx';
import { useCspNonce } from './lib/csp-nonce.ts';
import { ZOD_JITLESS_SCRIPT } from './lib/zod-jitless.ts';
import { SiteHeader, type MemberMenuPlacement } from './components/layout/site-header.tsx';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { DemoNotice } from './components/layout/demo-notice.tsx';
import { LoginModal } from './features/auth/login-modal.tsx';
import { UserMenu } from './features/auth/user-menu.tsx';
import { FlashNotice } from './components/layout/flash-notice.tsx';
import { Toaster } from './components/ui/toaster.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The hotel whose sub-site the path is in, or the group. */
function siteCodeFor(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return isHotelCode(first) ? first : GROUP_CODE;
}

/** The back office (/admin…): its own layout route draws everything; none of the guest site's chrome or loads. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  throwRefusal(context);
  const pathname = new URL(request.url).pathname;
  if (isAdminPath(pathname)) return { admin: true as const, demoMode: context.demoMode, origin: context.publicOrigin };
  const code = siteCodeFor(pathname);
  const [nav, cities, member] = await Promise.all([
    load(context, 'hotelnav', { HotelCode: code }),
    load(context, 'getCityHotel', { HotelCode: GROUP_CODE }),
    hasSessionCookie(request) ? loadMember(context) : null,
  ]);
  return {
    admin: false as const,
    nav,
    cities,
    hotelMode: code !== GROUP_CODE,
    userName: member?.userName ?? null,
    demoMode: context.demoMode,
    // Canonical, Open Graph and structured-data addresses start with it (lib/meta.ts, decision 0036).
    origin: context.publicOrigin,
    sisterSites: sisterSiteLinks(context.sisterSites),
  };
}

/**
 * Header data changes when moving between the group site and a hotel sub-site, and when the
 * page asks for it (revalidate() after login, logout or a name change).
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (isAdminPath(currentUrl.pathname) !== isAdminPath(nextUrl.pathname)) return true;
  return siteCodeFor(currentUrl.pathname) !== siteCodeFor(nextUrl.pathname);
}

/**
 * The site's stylesheet, announced at the top of <head> (decision 0031). React writes the
 * <link rel="modulepreload"> tags of <Scripts> before the in-place <Links>, so the one
 * render-blocking file was asked for after every script; a preload puts it right after the hero
 * photo's. The href is React Router's own (its manifest), so it is always the linked file.
 */
function usePreloadStylesheets() {
  const css = useContext(FrameworkContext)?.manifest.routes.root?.css ?? [];
  for (const href of css) preload(href, { as: 'style', fetchPriority: 'high' });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  usePreloadStylesheets();
  return (
    <html lang="ja">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d2a3a" />
        <Meta />
        <Links />
        {/* Before any module: zod without its eval probe under the CSP (lib/zod-jitless.ts). The browser hides the nonce once read. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  if (data.admin) return <Outlet />;
  const { nav, cities, hotelMode, userName, demoMode } = data;
  return (
    <Shell nav={nav} cities={cities} hotelMode={hotelMode} userName={userName} demoMode={demoMode}>
      <Outlet />
    </Shell>
  );
}

interface ShellProps {
  nav: CmsHotelNav;
  cities: Extract<Route.ComponentProps['loaderData'], { admin: false }>['cities'];
  hotelMode: boolean;
  userName: string | null;
  /** DEMO_MODE=1 on the server: the デモサイト notice above the header. */
  demoMode: boolean;
  children: React.ReactNode;
}

function Shell({ nav, cities, hotelMode, userName, demoMode, children }: ShellProps) {
  return (
    <SiteStateProvider userName={userName}>
      <a href="#main" className="skip-link">
        本文へスキップ
      </a>
      <div className="page">
        {demoMode && <DemoNotice />}
        <SiteHeader nav={nav} hotelMode={hotelMode} memberMenu={memberMenu} />
        <FlashNotice />
        <main id="main">{children}</main>
        <SiteFooter cities={cities} />
      </div>
      <LoginModal />
      <Toaster />
    </SiteStateProvider>
  );
}

/** The header is generic layout; the account feature's menu is plugged into it here. */
function memberMenu(name: string, placement: MemberMenuPlacement) {
  return <UserMenu name={name} variant={placement} />;
}

const FALLBACK_NAV: CmsHotelNav = { HotelCode: GROUP_CODE, HotelName: 'フェルトン・ホテルズ&リゾーツ', Tel: '', Logo: '', Menu: HEADQUARTERS_MENU };

function refusalMessage(data: unknown): string | null {
  if (!data || typeof data !== 'object' || !('message' in data)) return null;
  return typeof data.message === 'string' ? data.message : null;
}

/** What a guest can do about a request the site refused before any page (not a passing fault: retrying the same will not help). */
const REFUSAL_TEXT: Record<number, string> = {
  400: 'リクエストの形式が正しくありません。トップページからもう一度お進みください。',
  405: 'このページへの送信は受け付けていません。トップページからもう一度お進みください。',
  408: '通信に時間がかかりすぎたため中断しました。もう一度お試しください。',
  414: 'ページのアドレスが長すぎます。トップページからもう一度お進みください。',
  431: 'ページのアドレスまたは送信内容が長すぎます。トップページからもう一度お進みください。',
  503: 'ただいま混み合っています。少し時間をおいて、このページをもう一度開いてください。',
};

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  // The root loader's data, when the error came from below it (an unknown page, a failed child loader).
  const demoMode = useRouteLoaderData<typeof loader>('root')?.demoMode ?? false;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'お探しのページが見つかりません' : 'ただいまページを表示できません';
  // A refused post (403, e.g. the same-origin check of a form action) says why.
  const refusal = isRouteErrorResponse(error) && error.status === 403 ? refusalMessage(error.data) : null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text = notFound
    ? 'ページが移動または削除された可能性があります。トップページからお探しください。'
    : (refusal ?? REFUSAL_TEXT[status] ?? '時間をおいてもう一度お試しください。問題が続く場合はご予約センターまでお問い合わせください。');
  // The back office (its sign-in page; its layout has its own boundary): the message without the guest site.
  if (isAdminPath(pathname))
    return (
      <main className="section container">
        <title>{title}</title>
        <h1>{title}</h1>
        <p>{text}</p>
        <a href="/admin">管理画面へ</a>
      </main>
    );
  return (
    <Shell nav={FALLBACK_NAV} cities={[]} hotelMode={false} userName={null} demoMode={demoMode}>
      <title>{`${title}｜${SITE_NAME}`}</title>
      <section className="section">
        <div className="container" style={{ textAlign: 'center', display: 'grid', gap: 'var(--space-5)', justifyItems: 'center' }}>
          <span className="eyebrow">{notFound ? '404 Not Found' : 'Error'}</span>
          <h1>{title}</h1>
          <p>{text}</p>
          <Link to="/home" className="btn">
            トップページへ
          </Link>
        </div>
      </section>
    </Shell>
  );
}
