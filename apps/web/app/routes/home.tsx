import type { Route } from './+types/home';
import { DEFAULT_NEWS_SID, GROUP_CODE, HOME_GROUP_PROMOTIONS, HOME_LATEST_NEWS } from '@hotel/shared/constants';
import { load } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
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

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: '', description: '西湖のほとりから運河の町まで。江南の六つのホテルとリゾートで、土地の文化と食を大切にしたおもてなしをお届けします。' });

export async function loader({ context }: Route.LoaderArgs) {
  const [banners, cities, groupCities, sales, news] = await Promise.all([
    load(context, 'getBanner', { HotelCode: GROUP_CODE }),
    load(context, 'getCityHotel', { HotelCode: GROUP_CODE }),
    load(context, 'getGroupCities', {}),
    load(context, 'getsalelist', { hotelCode: GROUP_CODE }),
    load(context, 'newslist', { sid: DEFAULT_NEWS_SID, pageIndex: 1, pageSize: HOME_LATEST_NEWS }),
  ]);
  return {
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

  return (
    <>
      <h1 className="visually-hidden">フェルトン・ホテルズ&amp;リゾーツ 公式サイト</h1>
      <HomeHero banners={banners} />
      <div className={`container ${styles.searchWrap}`}>
        <SearchBox cities={cities} variant="bar" />
      </div>

      <section className={`section ${styles.overviewSection}`} aria-label="フェルトンについて">
        <div className="container">
          <OverviewCard hotelCount={hotelCount} cityCount={cities.length} />
        </div>
      </section>

      <CityTiles cities={destinations} />

      {promotions.length > 0 ? (
        <section className="section section--tint">
          <div className="container">
            <SectionHeading eyebrow="Special Offers" title="特典・おすすめプラン" />
            <SaleGrid sales={promotions} hrefFor={(sale) => `/sales/${sale.id}`} swipe />
            <MoreLink to="/sales">すべての特典を見る</MoreLink>
          </div>
        </section>
      ) : null}

      <section className="section">
        <div className="container">
          <SectionHeading eyebrow="News" title="ニュース" />
          <NewsGrid news={news} swipe />
          <MoreLink to="/news">ニュース一覧へ</MoreLink>
        </div>
      </section>

      <CourtesyCard />
    </>
  );
}
