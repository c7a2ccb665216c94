import { languageOfPath } from '@hotel/shared/site-language';
import { routeTranslator } from '../../lib/i18n/catalogs.server.ts';
import type { OfferWords } from './hotel-structured-data.ts';

/** The words of a page's schema.org Offers, in the language of the requested address. */
export function offerWords(request: Request): OfferWords {
  return { lang: languageOfPath(new URL(request.url).pathname), t: routeTranslator(request, ['rooms']) };
}
