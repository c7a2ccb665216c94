import type { City, Sale } from '@hotel/shared/schemas/hotel';
import type { News } from '@hotel/shared/schemas/content';
import { useT } from '../lib/i18n/i18n.tsx';
import { SectionHeading } from '../components/ui/section-heading.tsx';
import { MoreLink } from '../components/ui/more-link.tsx';
import { SaleGrid } from '../features/sales/sale-grid.tsx';
import { NewsGrid } from '../features/news/news-grid.tsx';
import { OverviewCard } from '../features/home/overview-card.tsx';
import { CityTiles } from '../features/home/city-tiles.tsx';
import { CourtesyCard } from '../features/home/courtesy-card.tsx';
import styles from '../features/home/home.module.css';

interface HomeMoreProps {
  hotelCount: number;
  cityCount: number;
  destinations: City[];
  promotions: Sale[];
  news: News[];
}

/**
 * /home below its hero and search box: the group in figures, the cities, the offers, the news and
 * the member card. Its code loads as the page hydrates (routes/home.tsx, lib/later.tsx).
 */
export function HomeMore({ hotelCount, cityCount, destinations, promotions, news }: HomeMoreProps) {
  const t = useT();
  return (
    <>
      <section className={`section ${styles.overviewSection}`} aria-label={t('home.aboutFelton')}>
        <div className="container">
          <OverviewCard hotelCount={hotelCount} cityCount={cityCount} />
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
