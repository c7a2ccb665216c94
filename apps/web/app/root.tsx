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
  data,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { useContext } from 'react';
import { preload } from 'react-dom';
import type { Route } from './+types/root';
import { GROUP_CODE } from '@hotel/shared/constants';
import { HEADQUARTERS_MENU, isHotelCode } from '@hotel/shared/navigation';
import { LANGUAGE_TAGS, languageOfPath, SITE_NAMES, withoutLanguage, type SiteLanguage } from '@hotel/shared/site-language';
import type { CmsHotelNav } from '@hotel/shared/schemas/content';
import { load } from './lib/api.server.ts';
import { hasSessionCookie, loadMember } from './lib/member.server.ts';
import { throwRefusal } from './lib/refusal.server.ts';
import { SiteStateProvider } from './lib/site-state.tsx';
import { useCspNonce } from './lib/csp-nonce.ts';
import { pageMessages } from './lib/i18n/catalogs.server.ts';
import { messageTable } from '@hotel/shared/message-translations/index';
import { PageI18n, useLang, useT } from './lib/i18n/i18n.tsx';
import type { MessageId, Namespace, PageMessages } from './lib/i18n/messages.ts';
import { ZOD_JITLESS_SCRIPT } from './lib/zod-jitless.ts';
import { EarlyTapScriptContext } from './lib/early-tap-context.ts';
import { SiteHeader, type MemberMenuPlacement } from './components/layout/site-header.tsx';
import { DemoNotice } from './components/layout/demo-notice.tsx';
import { later } from './lib/later.tsx';

// Chrome no first paint or tap needs: its code loads as the page hydrates (site-later.tsx, decision 0082).
const SiteFooter = later(() => import('./site-later.tsx').then((m) => m.SiteFooter));
const LoginModal = later(() => import('./site-later.tsx').then((m) => m.LoginModal));
const UserMenu = later(() => import('./site-later.tsx').then((m) => m.UserMenu));
const FlashNotice = later(() => import('./site-later.tsx').then((m) => m.FlashNotice));
const Toaster = later(() => import('./site-later.tsx').then((m) => m.Toaster));

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

/** The words every guest page draws: the header's, footer's and dialogs' and the generic components'; the demo notice's only on the demo site. */
const siteNamespaces = (demoMode: boolean): Namespace[] => (demoMode ? ['layout', 'ui', 'auth', 'errors', 'demo'] : ['layout', 'ui', 'auth', 'errors']);

export async function loader(args: Route.LoaderArgs) {
  const lang = languageOfPath(new URL(args.request.url).pathname);
  try {
    return await siteData(args, lang);
  } catch (error) {
    // The error page needs the header's words too, and this loader is what sends them.
    throw withMessages(error, () => pageMessages(lang, siteNamespaces(args.context.demoMode)));
  }
}

async function siteData({ request, context }: Route.LoaderArgs, lang: SiteLanguage) {
  throwRefusal(context);
  const url = new URL(request.url);
  const pathname = withoutLanguage(url.pathname);
  // The back office is Japanese only (the server sends /zh/admin… to /admin…).
  // The generic components' words (dialogs, fields, pagers): the back office uses them too, in Japanese.
  if (isAdminPath(pathname)) return { admin: true as const, lang, i18n: pageMessages(lang, ['ui', 'errors']), demoMode: context.demoMode, origin: context.publicOrigin };
  const code = siteCodeFor(pathname);
  const [nav, cities, member] = await Promise.all([
    load(context, 'hotelnav', { HotelCode: code }),
    load(context, 'getCityHotel', { HotelCode: GROUP_CODE }),
    hasSessionCookie(request) ? loadMember(context) : null,
  ]);
  return {
    admin: false as const,
    lang,
    i18n: pageMessages(lang, siteNamespaces(context.demoMode)),
    // The shared code's Japanese messages in this language (forms, refusals): none for Japanese.
    messageTable: messageTable(lang),
    nav,
    cities,
    hotelMode: code !== GROUP_CODE,
    userName: member?.userName ?? null,
    demoMode: context.demoMode,
    // Canonical, Open Graph and structured-data addresses start with it (lib/meta.ts, decision 0036).
    origin: context.publicOrigin,
  };
}

/**
 * Header data changes when moving between the group site and a hotel sub-site, and when the
 * page asks for it (revalidate() after login, logout or a name change).
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const [current, next] = [withoutLanguage(currentUrl.pathname), withoutLanguage(nextUrl.pathname)];
  if (isAdminPath(current) !== isAdminPath(next)) return true;
  return siteCodeFor(current) !== siteCodeFor(next);
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
  const earlyTap = useContext(EarlyTapScriptContext);
  const lang = useLang();
  usePreloadStylesheets();
  return (
    <html lang={LANGUAGE_TAGS[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d2a3a" />
        <Meta />
        <Links />
        {/* Before any module: zod without its eval probe under the CSP (lib/zod-jitless.ts). The browser hides the nonce once read. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        {/* A search dialog tapped before hydration opens once the page hydrates (lib/early-tap.ts). */}
        {/* Its text only on the server (entry.server.tsx): hydration keeps the script as it is. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: earlyTap }} />
      </head>
      <body>
        <PageI18n>{children}</PageI18n>
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
  const t = useT();
  return (
    <SiteStateProvider userName={userName}>
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
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

/** A refusal or failure thrown as data() carries `i18n` too, so the error page can still draw the site around its message. */
function withMessages(error: unknown, messages: () => PageMessages): unknown {
  // data()'s result (DataWithResponseInit) is not exported at run time; this is its shape.
  if (!error || typeof error !== 'object' || !('type' in error) || error.type !== 'DataWithResponseInit' || !('data' in error) || !('init' in error)) return error;
  if (error.data !== null && typeof error.data !== 'object') return error;
  return data({ ...error.data, i18n: messages() }, (error.init as ResponseInit | null) ?? undefined);
}

/** The header of an error page whose root loader failed: the group's, named in the page's language. */
const fallbackNav = (lang: SiteLanguage): CmsHotelNav => ({ HotelCode: GROUP_CODE, HotelName: SITE_NAMES[lang], Tel: '', Logo: '', Menu: HEADQUARTERS_MENU });

function refusalMessage(data: unknown): string | null {
  if (!data || typeof data !== 'object' || !('message' in data)) return null;
  return typeof data.message === 'string' ? data.message : null;
}

/** What a guest can do about a request the site refused before any page (not a passing fault: retrying the same will not help). */
const REFUSAL_TEXT: Partial<Record<number, MessageId>> = {
  400: 'errors.status400',
  405: 'errors.status405',
  408: 'errors.status408',
  414: 'errors.status414',
  431: 'errors.status431',
  503: 'errors.status503',
};

// The error page's words come with the root loader's messages (its refusal's too, withMessages);
// without either, from the page's code, loaded then (lib/i18n/error-words.tsx, decision 0082).
const WithErrorWords = later(() => import('./lib/i18n/error-words.tsx').then((m) => m.WithErrorWords));

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>('root');
  const carried = isRouteErrorResponse(error) && typeof error.data === 'object' && error.data !== null && 'i18n' in error.data;
  if (root || carried) return <ErrorPage />;
  return (
    <WithErrorWords>
      <ErrorPage />
    </WithErrorWords>
  );
}

function ErrorPage() {
  const error = useRouteError();
  const t = useT();
  const lang = useLang();
  const { pathname } = useLocation();
  // The root loader's data, when the error came from below it (an unknown page, a failed child loader).
  const root = useRouteLoaderData<typeof loader>('root');
  const demoMode = root?.demoMode ?? false;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = t(notFound ? 'errors.notFoundTitle' : 'errors.errorTitle');
  // A refused post (403, e.g. the same-origin check of a form action) says why.
  const refusal = isRouteErrorResponse(error) && error.status === 403 ? refusalMessage(error.data) : null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text = notFound ? t('errors.notFoundText') : (refusal ?? t(REFUSAL_TEXT[status] ?? 'errors.otherError'));
  // The header's words come with the root loader's data, or with its refusal (withMessages); without them, the message alone.
  const shell = (root && !root.admin) || (isRouteErrorResponse(error) && typeof error.data === 'object' && error.data !== null && 'i18n' in error.data);
  // The back office (its sign-in page; its layout has its own boundary): the message without the guest site.
  if (isAdminPath(pathname) || !shell)
    return (
      <main className="section container">
        <title>{title}</title>
        <h1>{title}</h1>
        <p>{text}</p>
        {isAdminPath(pathname) ? <a href="/admin">{t('errors.toAdmin')}</a> : <Link to="/home">{t('errors.toTop')}</Link>}
      </main>
    );
  return (
    <Shell nav={fallbackNav(lang)} cities={[]} hotelMode={false} userName={null} demoMode={demoMode}>
      <title>{`${title}｜${SITE_NAMES[lang]}`}</title>
      <section className="section">
        <div className="container" style={{ textAlign: 'center', display: 'grid', gap: 'var(--space-5)', justifyItems: 'center' }}>
          <span className="eyebrow">{notFound ? '404 Not Found' : 'Error'}</span>
          <h1>{title}</h1>
          <p>{text}</p>
          <Link to="/home" className="btn">
            {t('errors.toTop')}
          </Link>
        </div>
      </section>
    </Shell>
  );
}
