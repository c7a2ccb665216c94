/**
 * The city search's order (decision 0038), zod-free so the results page can use it too.
 * Hotels with a rate come first, then the sold out (満室), then those not yet open: never hidden.
 */
export const CITY_SORTS = ['price', 'hotel'] as const;
export type CitySort = (typeof CITY_SORTS)[number];

export const CITY_SORT_LABELS: Record<CitySort, string> = { price: '料金の安い順', hotel: 'ホテル順' };

export interface SortableCityHotel {
  status: 'available' | 'soldOut' | 'preOpening';
  lowestRate: { discountedPrice: number } | null;
}

const STATUS_RANK = { available: 0, soldOut: 1, preOpening: 2 } as const;

/**
 * `hotels` in the group's hotel order, sorted for `sort`: by status, then by the stay's lowest
 * price to pay (price) or kept in the group's order (hotel). Stable: equal prices keep the group's order.
 */
export function sortCityHotels<T extends SortableCityHotel>(hotels: readonly T[], sort: CitySort): T[] {
  return hotels
    .map((hotel, index) => ({ hotel, index }))
    .sort((a, b) => {
      const rank = STATUS_RANK[a.hotel.status] - STATUS_RANK[b.hotel.status];
      if (rank !== 0) return rank;
      if (sort === 'price' && a.hotel.lowestRate && b.hotel.lowestRate) {
        const price = a.hotel.lowestRate.discountedPrice - b.hotel.lowestRate.discountedPrice;
        if (price !== 0) return price;
      }
      return a.index - b.index;
    })
    .map(({ hotel }) => hotel);
}

/** The sort a results page URL asks for; anything else is the default, price. */
export function citySortFrom(value: string | null | undefined): CitySort {
  return value === 'hotel' ? 'hotel' : 'price';
}
