import type { Sale } from '@hotel/shared/schemas/hotel';
import { CardGrid } from '../../components/ui/card-grid.tsx';
import { SaleCard } from './sale-card.tsx';

interface SaleGridProps {
  sales: Sale[];
  /** The detail page of an offer: /sales/{id} on the group site, /{hotelCode}/sales/{id} on a hotel's. */
  hrefFor: (sale: Sale) => string;
  headingLevel?: 'h2' | 'h3';
  /** 'centered' keeps a short list in the middle (hotel pages). */
  layout?: 'columns' | 'centered';
  swipe?: boolean;
}

/** Offers as a grid of cards. */
export function SaleGrid({ sales, hrefFor, headingLevel, layout = 'columns', swipe }: SaleGridProps) {
  return (
    <CardGrid layout={layout} swipe={swipe ? 'wide' : undefined}>
      {sales.map((sale) => (
        <li key={sale.id}>
          <SaleCard sale={sale} href={hrefFor(sale)} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
