import type { Hotel } from '@hotel/shared/schemas/hotel';
import { pageMeta } from '../../lib/meta.ts';
import { cutText } from '../../lib/text.ts';

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

/** Page title "{page}｜{hotel}" and a description that falls back to the hotel's own. */
export function hotelPageMeta(matches: ReadonlyArray<MatchWithHotel | undefined>, page: string, description?: string) {
  const hotel = hotelFromMatches(matches);
  const title = [page, hotel?.hotelName].filter(Boolean).join('｜');
  return pageMeta(title, description ?? (hotel ? cutText(hotel.description, 110) : undefined));
}
