import type { Sale } from '@hotel/shared/schemas/hotel';
import { NoRecord } from '../../components/ui/no-record.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { MoreLink } from '../../components/ui/more-link.tsx';
import { SaleGrid } from './sale-grid.tsx';

interface LatestOffersProps {
  hotelCode: string;
  offers: Sale[];
}

/** Hotel home: the latest offers (at most HOTEL_HOME_LATEST_OFFERS) and a link to all of them. */
export function LatestOffers({ hotelCode, offers }: LatestOffersProps) {
  return (
    <section className="section">
      <div className="container">
        <SectionHeading eyebrow="Special Offers" title="特典・キャンペーン" />
        {offers.length > 0 ? (
          <SaleGrid sales={offers} hrefFor={(sale) => `/${hotelCode}/sales/${sale.id}`} layout="centered" />
        ) : (
          <NoRecord text="現在ご案内中の特典はありません" />
        )}
        <MoreLink to={`/${hotelCode}/sales`}>すべての特典を見る</MoreLink>
      </div>
    </section>
  );
}
