import type { Route } from './+types/home';
import { DEFAULT_NEWS_SID, GROUP_CODE, HOME_GROUP_PROMOTIONS, HOME_LATEST_NEWS } from '@hotel/shared/constants';
import { load } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { later } from '../lib/later.tsx';
import { SEARCH_BOX_SELECTOR } from '../features/search/search-box-mark.ts';
import styles from '../features/home/home.module.css';

// The hero's slides and the search box are server HTML until their code arrives: the first paint
// needs neither, and a tap on the search box meanwhile is kept (lib/early-tap.ts). Decision 0082.
const HomeHero = later(() => import('../features/home/home-hero.tsx').then((m) => m.HomeHero));
// The destination and party dialogs come with it, side by side: a first tap opens one of them.
const SearchBox = later(() => {
  if (!import.meta.env.SSR) void Promise.all([import('../features/search/destination-dialog.tsx'), import('../features/search/party-dialog.tsx')]).catch(() => undefined);
  return import('../features/search/search-box.tsx').then((m) => m.SearchBox);
}, { eagerWhen: SEARCH_BOX_SELECTOR });
// Below the first screen: its code loads as the page hydrates (lib/later.tsx, decision 0082).
const HomeMore = later(() => import('./home-more.tsx').then((m) => m.HomeMore));

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: '', description: args.loaderData?.description });

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = routeTranslator(request, ['home']);
  const [banners, cities, groupCities, sales, news] = await Promise.all([
    load(context, 'getBanner', { HotelCode: GROUP_CODE }),
    load(context, 'getCityHotel', { HotelCode: GROUP_CODE }),
    load(context, 'getGroupCities', {}),
    load(context, 'getsalelist', { hotelCode: GROUP_CODE }),
    load(context, 'newslist', { sid: DEFAULT_NEWS_SID, pageIndex: 1, pageSize: HOME_LATEST_NEWS }),
  ]);
  return {
    i18n: routeMessages(request, ['home', 'search', 'sales']),
    description: t('home.metaDescription'),
    banners,
    cities,
    destinations: groupCities.groups.flatMap((g) => g.citys),
    promotions: sales.filter((s) => s.isGroup === 1).slice(0, HOME_GROUP_PROMOTIONS),
    news: news.list.slice(0, HOME_LATEST_NEWS),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banners, cities, destinations, promotions, news } = loaderData;
  const hotelCount = cities.reduce((n, c) => n + c.cityHotels.length, 0);
  const t = useT();

  return (
    <>
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <HomeHero banners={banners} />
      <div className={`container ${styles.searchWrap}`}>
        <SearchBox cities={cities} variant="bar" />
      </div>

      <HomeMore hotelCount={hotelCount} cityCount={cities.length} destinations={destinations} promotions={promotions} news={news} />
    </>
  );
}
