import type { sales } from '../../schema/sales.ts';
import { addDays } from '@hotel/shared/hotel-date';
import { FEATURED_SALES } from './sales-featured.ts';
import { HOTEL_SALES } from './sales-hotels.ts';

type SaleRow = typeof sales.$inferInsert;

/** An offer as written in the data files; dates are offsets in days from the seed's "today". */
export type SaleText = Omit<SaleRow, 'id' | 'beginDate' | 'endDate' | 'thumbnail' | 'showImage' | 'sortOrder'> & {
  /**
   * 1-based insertion order, which is also the serial id on an empty table and the number of
   * the offer's picture (/img/sales/N.webp; the pictures cycle through the six sale types).
   */
  position: number;
  beginOffset: number;
  endOffset: number;
};

export function demoSales(today: string): SaleRow[] {
  return [...FEATURED_SALES, ...HOTEL_SALES]
    .sort((a, b) => a.position - b.position)
    .map(({ position, beginOffset, endOffset, ...sale }) => ({
      ...sale,
      beginDate: addDays(today, beginOffset),
      endDate: addDays(today, endOffset),
      thumbnail: `/img/sales/${position}-thumb.webp`,
      showImage: `/img/sales/${position}.webp`,
      sortOrder: position,
    }));
}
