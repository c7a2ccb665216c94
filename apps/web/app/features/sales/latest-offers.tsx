import type { Sale } from '@hotel/shared/schemas/hotel';
import { NoRecord } from '../../components/ui/no-record.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { MoreLink } from '../../components/ui/more-link.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { SaleGrid } from './sale-grid.tsx';

interface LatestOffersProps {
  hotelCode: string;
  offers: Sale[];
}

/** Hotel home: the latest offers (at most HOTEL_HOME_LATEST_OFFERS) and a link to all of them. */
export function LatestOffers({ hotelCode, offers }: LatestOffersProps) {
  const t = useT();
  return (
    <section className="section">
      <div className="container">
        <SectionHeading eyebrow="Special Offers" title={t('sales.hotelTitle')} />
        {offers.length > 0 ? (
          <SaleGrid sales={offers} hrefFor={(sale) => `/${hotelCode}/sales/${sale.id}`} layout="centered" />
        ) : (
          <NoRecord text={t('sales.noOffers')} />
        )}
        <MoreLink to={`/${hotelCode}/sales`}>{t('sales.allOffers')}</MoreLink>
      </div>
    </section>
  );
}
