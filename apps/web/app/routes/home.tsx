import type { Route } from './+types/home';
import { DEFAULT_NEWS_SID, GROUP_CODE, HOME_GROUP_PROMOTIONS, HOME_LATEST_NEWS } from '@hotel/shared/constants';
import { load } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { SectionHeading } from '../components/ui/section-heading.tsx';
import { MoreLink } from '../components/ui/more-link.tsx';
import { SearchBox } from '../features/search/search-box.tsx';
import { SaleGrid } from '../features/sales/sale-grid.tsx';
import { NewsGrid } from '../features/news/news-grid.tsx';
import { HomeHero } from '../features/home/home-hero.tsx';
import { OverviewCard } from '../features/home/overview-card.tsx';
import { CityTiles } from '../features/home/city-tiles.tsx';
import { CourtesyCard } from '../features/home/courtesy-card.tsx';
import styles from '../features/home/home.module.css';

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

      <section className={`section ${styles.overviewSection}`} aria-label={t('home.aboutFelton')}>
        <div className="container">
          <OverviewCard hotelCount={hotelCount} cityCount={cities.length} />
        </div>
      </section>

      <CityTiles cities={destinations} />

      {promotions.length > 0 ? (
        <section className="section section--tint">
          <div className="container">
            <SectionHeading eyebrow="Special Offers" title={t('home.offersTitle')} />
            <SaleGrid sales={promotions} hrefFor={(sale) => `/sales/${sale.id}`} swipe />
            <MoreLink to="/sales">{t('home.allOffers')}</MoreLink>
          </div>
        </section>
      ) : null}

      <section className="section">
        <div className="container">
          <SectionHeading eyebrow="News" title={t('home.newsTitle')} />
          <NewsGrid news={news} swipe />
          <MoreLink to="/news">{t('home.allNews')}</MoreLink>
        </div>
      </section>

      <CourtesyCard />
    </>
  );
}
