import type { Route } from './+types/home';
import { HOTEL_HOME_LATEST_OFFERS } from '@hotel/shared/constants';
import { load, loadOptional } from '../../lib/api.server.ts';
import { routeMessages } from '../../lib/i18n/catalogs.server.ts';
import { later } from '../../lib/later.tsx';
import { hotelCodeFrom } from '../../features/hotel/hotel-params.server.ts';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { roomOffers, sharedFacilities } from '../../features/hotel/hotel-structured-data.ts';
import { offerWords } from '../../features/hotel/offer-words.server.ts';
import { defaultStay, stayRates } from '../../features/rooms/stay-rates.server.ts';
import { PreOpeningPanel } from '../../features/hotel/pre-opening-panel.tsx';
import { SEARCH_BOX_SELECTOR } from '../../features/search/search-box-mark.ts';
import styles from '../../features/hotel/hotel-home.module.css';
import { anyUntranslated, TranslationNote } from '../../components/layout/translation-note.tsx';

// As /home (decision 0082): the hero's slides and the search box are server HTML until their code
// arrives, and a tap on the search box meanwhile is kept (lib/early-tap.ts); what lies below the
// first screen hydrates from a file of its own.
const HotelHero = later(() => import('../../features/hotel/hotel-hero.tsx').then((m) => m.HotelHero));
const SearchBox = later(() => import('../../features/search/search-box.tsx').then((m) => m.SearchBox), { eagerWhen: SEARCH_BOX_SELECTOR });
const HotelHomeMore = later(() => import('./home-more.tsx').then((m) => m.HotelHomeMore));

export const meta: Route.MetaFunction = (args) =>
  hotelPageMeta(args, '', undefined, {
    hotelLd: args.loaderData ? { amenities: sharedFacilities(args.loaderData.rooms), offers: args.loaderData.offers } : {},
  });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const code = hotelCodeFrom(params);
  const [banners, home, rooms, sales, rates] = await Promise.all([
    load(context, 'getBanner', { HotelCode: code }),
    // The CMS blocks are optional: a hotel without one simply skips that section.
    loadOptional(context, 'hotelhome', { HotelCode: code }),
    load(context, 'getRoomType', { HotelCode: code }),
    load(context, 'getsalelist', { hotelCode: code }),
    // The schema.org Offers: the booking engine's answer for the rooms page's default stay.
    stayRates(context, code, defaultStay()),
  ]);
  const latest = [...sales].sort((a, b) => b.begin.localeCompare(a.begin)).slice(0, HOTEL_HOME_LATEST_OFFERS);
  // Only the Offers go to the page (its markup), not the whole search answer.
  const offers = roomOffers(rates.rooms, rates.stay, context.publicOrigin, code, offerWords(request));
  return { i18n: routeMessages(request, ['sales', 'search', 'rooms']), code, banners, home, rooms, latest, offers };
}

export default function HotelHome({ loaderData, matches }: Route.ComponentProps) {
  const { code, banners, home, rooms, latest } = loaderData;
  const { hotel } = matches[1].loaderData;
  const cities = matches[0].loaderData.cities ?? [];
  return (
    <>
      <HotelHero banners={banners} fallbackImage={hotel.showImage} hotelName={hotel.hotelName} />
      <div className={`container ${styles.search}`}>
        {/* Bookings open with the hotel: until then, when it opens and where to stay instead. */}
        {hotel.isPreOpenning ? <PreOpeningPanel hotel={hotel} cities={cities} /> : <SearchBox hotelCode={code} />}
      </div>
      <TranslationNote untranslated={anyUntranslated(hotel, home, ...rooms)} />
      <HotelHomeMore code={code} hotel={hotel} home={home} rooms={rooms} latest={latest} />
    </>
  );
}
