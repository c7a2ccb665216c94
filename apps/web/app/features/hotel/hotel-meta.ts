import type { Hotel } from '@hotel/shared/schemas/hotel';
import { originFrom, pageMeta, type MetaArgs, type PageSeo } from '../../lib/meta.ts';
import { cutText } from '../../lib/text.ts';
import { hotelJsonLd, type HotelLdExtras } from './hotel-structured-data.ts';

interface MatchWithHotel {
  id: string;
  loaderData?: unknown;
}

/** The hotel loaded by routes/hotel/layout, as meta functions see it in `matches`. */
export function hotelFromMatches(matches: ReadonlyArray<MatchWithHotel | undefined>): Hotel | null {
  const layout = matches.find((m) => m?.id === 'routes/hotel/layout');
  const data = layout?.loaderData as { hotel?: Hotel } | undefined;
  return data?.hotel ?? null;
}

/**
 * Page title "{page}｜{hotel}", a description that falls back to the hotel's own, the hotel's
 * picture for sharing and its schema.org Hotel (with amenities and offers where the page has them).
 */
export function hotelPageMeta(args: MetaArgs, page: string, description?: string, seo: Partial<PageSeo> & { hotelLd?: HotelLdExtras } = {}) {
  const hotel = hotelFromMatches(args.matches);
  const title = [page, hotel?.hotelName].filter(Boolean).join('｜');
  const { hotelLd, ...rest } = seo;
  return pageMeta(args, {
    title,
    description: description ?? (hotel ? cutText(hotel.description, 110) : undefined),
    image: hotel ? hotel.showImage || hotel.pcThumbnail : undefined,
    ...rest,
    jsonLd: [...(hotel ? [hotelJsonLd(hotel, originFrom(args.matches), hotelLd)] : []), ...(rest.jsonLd ?? [])],
  });
}
