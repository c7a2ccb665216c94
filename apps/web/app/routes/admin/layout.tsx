import { data, isRouteErrorResponse, Link, Outlet, redirect, useRouteError, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/layout';
import { GROUP_CODE } from '@hotel/shared/constants';
import { staffMeEndpoint } from '@hotel/shared/schemas/admin/auth';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { HOTEL_PARAM, hotelsOf } from '../../lib/admin-hotel.ts';
import { adminLinks, adminMeta } from '../../lib/admin-meta.ts';
import { load } from '../../lib/api.server.ts';
import { ADMIN_LAYOUT_ID, type AdminLayoutData } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import { AdminShell } from '../../features/admin-shell/admin-shell.tsx';

export const links: Route.LinksFunction = adminLinks;
export const meta: Route.MetaFunction = () => adminMeta();

const GROUP_NAME = 'フェルトン・ホテルズ&リゾーツ';

/**
 * Every back-office page: who is signed in (GET /auth/me; not signed in → the sign-in page and
 * back), the hotels they act for with their names (the guest API's city list), and the chosen
 * hotel. A missing or foreign ?hotel= goes to the person's first hotel, so every page's URL names it.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<AdminLayoutData> {
  const me = await adminLoad(context, request, staffMeEndpoint, {});
  const [cities, nav] = await Promise.all([
    load(context, 'getCityHotel', { HotelCode: GROUP_CODE }).catch(() => []),
    load(context, 'hotelnav', { HotelCode: GROUP_CODE }).catch(() => null),
  ]);
  const names = new Map(cities.flatMap((city) => city.cityHotels.map((h) => [h.hotelCode, h.hotelName] as const)));
  // The group code is a content owner too (group news, offers, pages: decision 0022): it is named, not a raw code.
  names.set(GROUP_CODE, nav?.HotelName || GROUP_NAME);
  const hotels = hotelsOf(me).map((code) => ({ code, name: names.get(code) ?? code }));
  const first = hotels[0];
  if (!first) throw data({ message: 'このアカウントには担当ホテルが設定されていません。グループ管理者にお問い合わせください。' }, { status: 403 });

  const url = new URL(request.url);
  const asked = url.searchParams.get(HOTEL_PARAM);
  const hotel = hotels.find((h) => h.code === asked);
  if (!hotel) {
    url.searchParams.set(HOTEL_PARAM, first.code);
    throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
  }
  return { me, hotels, hotel, groupName: nav?.HotelName || GROUP_NAME, demoMode: context.demoMode };
}

/** Pages under /admin keep the person and hotels unless the hotel changes or a post changed something. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentUrl.searchParams.get(HOTEL_PARAM) !== nextUrl.searchParams.get(HOTEL_PARAM);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell data={loaderData}>
      <Outlet />
    </AdminShell>
  );
}

function messageOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  const body: unknown = error.data;
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : null;
}

/** A page's error inside the frame (the menu stays): a refusal (403), an unknown record (404), a failure. */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<AdminLayoutData>(ADMIN_LAYOUT_ID);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'ページが見つかりません' : status === 403 ? '権限がありません' : '表示できませんでした';
  const message = messageOf(error) ?? (status === 404 ? 'URLをご確認ください。' : '時間をおいてもう一度お試しください。');
  const page = (
    <AdminPage title={title}>
      <Notice tone={status === 500 ? 'error' : 'warning'}>{message}</Notice>
      <p>
        <Link to={layout ? `/admin?${HOTEL_PARAM}=${layout.hotel.code}` : '/admin'} className="text-link">
          管理画面のトップへ
        </Link>
      </p>
    </AdminPage>
  );
  // The layout's own loader failed: no person to draw the frame for.
  if (!layout) return <main className="container section">{page}</main>;
  return <AdminShell data={layout}>{page}</AdminShell>;
}
