import type { Route } from './+types/home';
import { HOTEL_HOME_LATEST_OFFERS } from '@hotel/shared/constants';
import { load, loadOptional } from '../../lib/api.server.ts';
import { routeMessages } from '../../lib/i18n/catalogs.server.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { MoreLink } from '../../components/ui/more-link.tsx';
import { SearchBox } from '../../features/search/search-box.tsx';
import { hotelCodeFrom } from '../../features/hotel/hotel-params.server.ts';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { roomOffers, sharedFacilities } from '../../features/hotel/hotel-structured-data.ts';
import { offerWords } from '../../features/hotel/offer-words.server.ts';
import { defaultStay, stayRates } from '../../features/rooms/stay-rates.server.ts';
import { HotelHero } from '../../features/hotel/hotel-hero.tsx';
import { HotelWelcome } from '../../features/hotel/hotel-welcome.tsx';
import { MeetingsTeaser } from '../../features/hotel/meetings-teaser.tsx';
import { HealthTeaTeaser } from '../../features/hotel/health-tea-teaser.tsx';
import { useHealthTeaTabs } from '../../features/hotel/use-health-tea-tabs.ts';
import { LatestOffers } from '../../features/sales/latest-offers.tsx';
import { RoomSlider } from '../../features/rooms/room-slider.tsx';
import { PreOpeningPanel } from '../../features/hotel/pre-opening-panel.tsx';
import styles from '../../features/hotel/hotel-home.module.css';
import { anyUntranslated, TranslationNote } from '../../components/layout/translation-note.tsx';

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
  const t = useT();
  const healthTeaTabs = useHealthTeaTabs(code);
  return (
    <>
      <HotelHero banners={banners} fallbackImage={hotel.showImage} hotelName={hotel.hotelName} />
      <div className={`container ${styles.search}`}>
        {/* Bookings open with the hotel: until then, when it opens and where to stay instead. */}
        {hotel.isPreOpenning ? <PreOpeningPanel hotel={hotel} cities={cities} /> : <SearchBox hotelCode={code} />}
      </div>
      <TranslationNote untranslated={anyUntranslated(hotel, home, ...rooms)} />
      <HotelWelcome hotel={hotel} about={home} />
      {home?.MeetingTitle || home?.MeetingText ? <MeetingsTeaser info={home} label={t('layout.menuHotelMeetings', { hotel: code })} href={`/${code}/meetings`} /> : null}
      {rooms.length > 0 ? (
        <section className="section">
          <div className="container">
            <SectionHeading eyebrow="Rooms & Suites" title={t('hotel.roomsTitle')} />
            <RoomSlider hotelCode={code} rooms={rooms} />
            <MoreLink to={`/${code}/rooms`}>{t('hotel.allRooms')}</MoreLink>
          </div>
        </section>
      ) : null}
      {home?.HealthImg1 ? (
        <div className={styles.tinted}>
          <HealthTeaTeaser info={home} title={t('layout.menuHotelThird', { hotel: code })} tabs={healthTeaTabs} href={`/${code}/health-and-tea`} />
        </div>
      ) : null}
      <LatestOffers hotelCode={code} offers={latest} />
    </>
  );
}
