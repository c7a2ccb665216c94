import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { banners } from '@hotel/db/schema/hotel';
import { contentPages, hotelContent, news } from '@hotel/db/schema/cms';
import { sales } from '@hotel/db/schema/sales';
import { DEFAULT_NEWS_SID } from '@hotel/shared/constants';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { contentEndpoints as E, MEDIA_UPLOAD_PATH } from '@hotel/shared/schemas/admin/content';
import { FOREIGN_HOTEL, OWN_HOTEL, type RoleCase, type RoleCaseRequest } from './role-case.ts';

/** Hotel content: the roles with content.edit, for their own hotels. */
const EDITORS = ['group_admin', 'hotel_manager', 'content_editor'] as const;
/** Group content (pro018): the group administrator and the demo editor, who acts for pro018; not a hotel manager. */
const GROUP_EDITORS = ['group_admin', 'content_editor'] as const;

const path = (full: string) => full.replace('/adminapi/v1', '');
const route = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
const today = () => hotelToday();

/** One news item, offer and banner of the own and of the foreign hotel. */
async function setup(db: Database): Promise<Record<string, unknown>> {
  const ids: Record<string, number> = {};
  for (const hotel of [OWN_HOTEL, FOREIGN_HOTEL]) {
    const [n] = await db
      .insert(news)
      .values({ sid: DEFAULT_NEWS_SID, hotelCode: hotel, title: `役割テスト ${hotel}`, image: '/img/news/1.webp', summary: '', content: '<p>本文</p>', publishedOn: today() })
      .returning({ id: news.id });
    const [s] = await db
      .insert(sales)
      .values({
        hotelCode: hotel,
        title: `役割テスト ${hotel}`,
        typeName: '住在',
        salesInfo: '',
        salesList: [],
        content: '<p>本文</p>',
        beginDate: today(),
        endDate: addDays(today(), 30),
        thumbnail: '/img/sales/1.webp',
        showImage: '/img/sales/1.webp',
      })
      .returning({ id: sales.id });
    const [b] = await db.insert(banners).values({ hotelCode: hotel, title: `役割テスト ${hotel}`, image: '/img/group/banner-1.webp', imageMobile: '/img/group/banner-1.webp' }).returning({ id: banners.id });
    ids[`news:${hotel}`] = n!.id;
    ids[`sale:${hotel}`] = s!.id;
    ids[`banner:${hotel}`] = b!.id;
  }
  return ids;
}

async function snapshot(db: Database, fixture: Record<string, unknown>) {
  const of = (kind: string) => [fixture[`${kind}:${OWN_HOTEL}`], fixture[`${kind}:${FOREIGN_HOTEL}`]] as number[];
  return {
    news: await db.select().from(news).where(inArray(news.id, of('news'))).orderBy(news.id),
    sales: await db.select().from(sales).where(inArray(sales.id, of('sale'))).orderBy(sales.id),
    banners: await db.select().from(banners).where(inArray(banners.id, of('banner'))).orderBy(banners.id),
    blocks: await db.select().from(hotelContent).where(inArray(hotelContent.hotelCode, [OWN_HOTEL, FOREIGN_HOTEL])).orderBy(hotelContent.hotelCode, hotelContent.kind),
    page: await db.select().from(contentPages).where(eq(contentPages.sid, 75)),
    newsCount: (await db.select({ id: news.id }).from(news)).length,
  };
}

const newsBody = (hotel: string, id?: number) => ({ ...(id ? { id } : {}), hotel, title: '役割テスト', image: '/img/news/1.webp', content: '<p>本文</p>', publishFrom: today(), draft: true });
const saleBody = (hotel: string, id?: number) => ({
  ...(id ? { id } : {}),
  hotel,
  title: '役割テスト',
  typeName: '住在',
  salesInfo: '',
  content: '<p>本文</p>',
  beginDate: today(),
  endDate: today(),
  thumbnail: '/img/sales/1.webp',
  showImage: '/img/sales/1.webp',
  draft: true,
});
const bannerBody = (hotel: string, id?: number) => ({ ...(id ? { id } : {}), hotel, title: '役割テスト', image: '/img/group/banner-1.webp', imageMobile: '/img/group/banner-1.webp', draft: true });

type Kind = 'news' | 'sale' | 'banner';
const KINDS: [Kind, (typeof E)[keyof typeof E][], (hotel: string, id?: number) => object][] = [
  ['news', [E.newsList, E.newsGet, E.newsSave, E.newsPreview, E.newsUnpublish], newsBody],
  ['sale', [E.saleList, E.saleGet, E.saleSave, E.salePreview, E.saleUnpublish], saleBody],
  ['banner', [E.bannerList, E.bannerGet, E.bannerSave, E.bannerPreview, E.bannerUnpublish], bannerBody],
];

function scheduledCases(kind: Kind, [list, get, save, preview, unpublish]: (typeof E)[keyof typeof E][], body: (hotel: string, id?: number) => object): RoleCase[] {
  const id = (fixture: Record<string, unknown>, hotel: string) => fixture[`${kind}:${hotel}`] as number;
  const perHotel = (request: (hotel: string, fixture: Record<string, unknown>) => RoleCaseRequest): RoleCase => ({ route: '', allowed: EDITORS, perHotel: true, setup, snapshot, request });
  return [
    { ...perHotel((hotel) => ({ method: 'GET', path: path(list!.path), query: { hotel } })), route: route(list!) },
    { ...perHotel((hotel, f) => ({ method: 'GET', path: path(get!.path), query: { id: String(id(f, hotel)) } })), route: route(get!) },
    // Editing the hotel's record in place; the foreign attempt names the foreign record and hotel.
    { ...perHotel((hotel, f) => ({ method: 'POST', path: path(save!.path), body: body(hotel, id(f, hotel)) })), route: route(save!) },
    { ...perHotel((hotel) => ({ method: 'POST', path: path(preview!.path), body: body(hotel) })), route: route(preview!) },
    { ...perHotel((hotel, f) => ({ method: 'POST', path: path(unpublish!.path), body: { id: id(f, hotel) } })), route: route(unpublish!) },
  ];
}

const pageBody = { sid: 75, title: 'ブランドストーリー', titleEn: 'Brand story', banner: '/img/group/banner-1.webp', bannerMobile: '/img/group/banner-1.webp', content: '<p>本文</p>' };
const groupCase = (endpoint: { method: string; path: string }, request: RoleCaseRequest): RoleCase => ({ route: route(endpoint), allowed: GROUP_EDITORS, perHotel: false, snapshot, request: () => request });

/** /adminapi/v1/content/* and /adminapi/v1/media. */
export const contentCases: RoleCase[] = [
  ...KINDS.flatMap(([kind, endpoints, body]) => scheduledCases(kind, endpoints, body)),
  groupCase(E.pageList, { method: 'GET', path: path(E.pageList.path) }),
  groupCase(E.pageGet, { method: 'GET', path: path(E.pageGet.path), query: { sid: '75' } }),
  groupCase(E.pageSave, { method: 'POST', path: path(E.pageSave.path), body: pageBody }),
  groupCase(E.pagePreview, { method: 'POST', path: path(E.pagePreview.path), body: pageBody }),
  { route: route(E.hotelBlockGet), allowed: EDITORS, perHotel: true, snapshot, request: (hotel) => ({ method: 'GET', path: path(E.hotelBlockGet.path), query: { hotel, kind: 'meeting' } }) },
  {
    route: route(E.hotelBlockSave),
    allowed: EDITORS,
    perHotel: true,
    snapshot,
    // An incomplete block: an allowed role gets the 400, a refused one the 403 before the check.
    request: (hotel) => ({ method: 'POST', path: path(E.hotelBlockSave.path), body: { hotel, kind: 'meeting', data: { MeetingIntro: '書き換え' } } }),
  },
  {
    route: `POST ${MEDIA_UPLOAD_PATH}`,
    allowed: EDITORS,
    perHotel: true,
    // The suite sends JSON: an allowed role gets the 400 "choose a file", a refused one 401/403 before
    // any byte is read. Real multipart uploads are in admin-content-media.test.ts.
    request: (hotel) => ({ method: 'POST', path: '/media', query: { hotel }, body: {} }),
  },
];
