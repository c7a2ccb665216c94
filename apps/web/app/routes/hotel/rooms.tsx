import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { hotelToday } from '@hotel/shared/hotel-date';
import type { Route } from './+types/rooms';
import { callEndpoint } from '@hotel/shared/api/transport';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import { load } from '../../lib/api.server.ts';
import { routeMessages, routeTranslator } from '../../lib/i18n/catalogs.server.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { NoRecord } from '../../components/ui/no-record.tsx';
import { PreOpeningPanel } from '../../features/hotel/pre-opening-panel.tsx';
import { SearchBox } from '../../features/search/search-box.tsx';
import { hotelCodeFrom } from '../../features/hotel/hotel-params.server.ts';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { StepBar } from '../../features/rooms/step-bar.tsx';
import { RoomTypeCard } from '../../features/rooms/room-type-card.tsx';
import { StaySummary } from '../../features/rooms/stay-summary.tsx';
import { citySearchHref, hasStayInUrl, readStoredSearch, searchQuery, stayFormValues, storedSearchQuery } from '../../features/search/search-state.ts';
import { NoRatesNext } from '../../features/rooms/no-rates-next.tsx';
import { roomsQueryFrom, searchableStay, urlNamesStay } from '../../features/rooms/stay-query.server.ts';
import { roomOffers, type OfferLd } from '../../features/hotel/hotel-structured-data.ts';
import { offerWords } from '../../features/hotel/offer-words.server.ts';
import { rateQuery } from '../../features/rooms/stay-rates.server.ts';
import { useBookRate } from '../../features/rooms/use-book-rate.ts';
import frame from '../../components/ui/results-page.module.css';
import styles from '../../features/rooms/rooms-page.module.css';
import { anyUntranslated, TranslationNote } from '../../components/layout/translation-note.tsx';

// The price calendar (decision 0037) loads only when a guest with no rates asks for other dates.
const PriceCalendarDialog = lazy(() => import('../../features/search/price-calendar-dialog.tsx'));

/**
 * With a stay in its address the page is a landing page (decision 0067): its Hotel offers each
 * public rate at the price shown, and it asks not to be indexed (a dated price is stale the day
 * after), its canonical being the dateless page; robots.txt still lets crawlers read it.
 */
export const meta: Route.MetaFunction = (args) =>
  hotelPageMeta(args, args.loaderData?.title ?? '', undefined, {
    hotelLd: { offers: args.loaderData?.offers ?? [] },
    noindex: hasStayInUrl(new URLSearchParams(args.location.search)),
  });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const code = hotelCodeFrom(params);
  const url = new URL(request.url);
  // What the page searches (a past date moved to today, a party given enough rooms) and why.
  const { stay, adjusted } = searchableStay(roomsQueryFrom(url));
  // The search bar restates the stay when the URL does not spell it the bar's way (moved dates, nights for checkOut).
  const restate = adjusted.length > 0 || (url.searchParams.has('nights') && !url.searchParams.has('checkOut'));
  const t = routeTranslator(request, ['rooms']);
  const refused = { i18n: routeMessages(request, ['search', 'rooms']), title: t('rooms.title'), code, stay, adjusted, restate, offers: [] as OfferLd[] };
  // Bookings open with the hotel: before that its room types show without rates.
  const hotel = await load(context, 'getHotelByCode', { hotelCode: code });
  if (hotel.isPreOpenning) return { ...refused, adjusted: [], restate: false, rooms: await roomTypesWithoutRates(context, code), notice: null };
  const { envelope } = await callEndpoint(context.transport, 'getRoomAndRate', { HotelCode: code, ...rateQuery(stay) });
  if (envelope.success && envelope.data) {
    // Offers only for the stay the address names, as searched: a moved date, a clamped party or a
    // discount code (which Google never sends, and the Offer's url would not carry) states no price.
    const landing = adjusted.length === 0 && !stay.discountCode && urlNamesStay(url, stay);
    const offers = landing ? roomOffers(envelope.data, stay, context.publicOrigin, code, offerWords(request)) : [];
    return { ...refused, rooms: envelope.data, notice: null, offers };
  }
  // A stay the server refuses (dates, party): the room types stay visible with the reason, and no price is stated.
  return { ...refused, rooms: await roomTypesWithoutRates(context, code), notice: envelope.message || null };
}

async function roomTypesWithoutRates(context: Route.LoaderArgs['context'], code: string): Promise<RoomWithRates[]> {
  const types = await load(context, 'getRoomType', { HotelCode: code });
  return types.map((room) => ({ ...room, rateList: [] }));
}

export default function HotelRooms({ loaderData, matches }: Route.ComponentProps) {
  const { code, rooms, stay: query, adjusted, restate, notice } = loaderData;
  const { book, pendingRate } = useBookRate(code, query);
  const { hotel } = matches[1].loaderData;
  const cities = matches[0].loaderData.cities ?? [];
  const [params] = useSearchParams();
  useRestoreStoredSearch(params, !hotel.isPreOpenning);
  const banner = hotel.banners[0];
  const [calendarOpen, setCalendarOpen] = useState(false);
  const t = useT();
  const navigate = useNavigate();
  const searchedValues = stayFormValues(query);
  const otherHotelsHref = hotel.cityCode ? citySearchHref(hotel.cityCode, searchedValues) : '/hotels';
  return (
    <>
      <StepBar current={2} />
      <PageBanner
        image={banner?.image ?? hotel.showImage}
        imageMobile={banner?.imageMobile ?? hotel.showImage}
        eyebrow="Rooms & Suites"
        title={hotel.hotelName}
      />
      <div className={`container ${frame.search}`}>
        {/* Keyed by the query: a new search (or back/forward) shows the party the URL now names. */}
        {hotel.isPreOpenning ? (
          <PreOpeningPanel hotel={hotel} cities={cities} />
        ) : (
          <SearchBox
            key={params.toString()}
            hotelCode={code}
            searched={restate ? searchQuery(searchedValues) : undefined}
            discountNotice={rooms[0]?.discountNotice ?? null}
          />
        )}
      </div>
      <TranslationNote untranslated={anyUntranslated(hotel, ...rooms)} />
      <section className="section" aria-labelledby="rooms-title">
        <div className="container">
          <div className={frame.head}>
            <div>
              <span className="eyebrow">Rooms &amp; Suites</span>
              <h2 id="rooms-title" className={frame.title}>
                {t('rooms.title')}
              </h2>
            </div>
            <p className={frame.count}>{t('rooms.typeCount', { count: rooms.length })}</p>
          </div>
          {hotel.isPreOpenning ? null : <StaySummary stay={query} />}
          {adjusted.map((message) => (
            <p key={message} className={styles.adjusted} role="status">
              {message}
            </p>
          ))}
          {notice ? (
            <p className={frame.notice} role="alert">
              {notice}
            </p>
          ) : null}
          {rooms.length > 0 ? (
            <ol className={`${frame.list} ${styles.list}`}>
              {rooms.map((room, index) => (
                <li key={room.rtCode}>
                  <RoomTypeCard
                    hotelCode={code}
                    room={room}
                    index={index}
                    pendingRate={pendingRate}
                    onBook={book}
                    emptyNext={<NoRatesNext onOtherDates={() => setCalendarOpen(true)} otherHotelsHref={otherHotelsHref} />}
                  />
                </li>
              ))}
            </ol>
          ) : (
            <NoRecord />
          )}
        </div>
      </section>
      {calendarOpen ? (
        <Suspense fallback={null}>
          <PriceCalendarDialog
            open
            search={searchedValues}
            hotelCode={code}
            onClose={() => setCalendarOpen(false)}
            onApply={(dates) => {
              setCalendarOpen(false);
              void navigate({ search: `?${searchQuery({ ...searchedValues, ...dates })}` });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Opened without a stay (menu, "all rooms" links) after a search in this tab: the remembered
 * search goes into the URL, so the rates, the summary and the search box all show that party.
 */
function useRestoreStoredSearch(params: URLSearchParams, enabled: boolean) {
  const navigate = useNavigate();
  const missing = enabled && !hasStayInUrl(params);
  useEffect(() => {
    if (!missing) return;
    const query = storedSearchQuery(readStoredSearch(), hotelToday());
    if (query) void navigate({ search: `?${query}` }, { replace: true, preventScrollReset: true });
  }, [missing, navigate]);
}
