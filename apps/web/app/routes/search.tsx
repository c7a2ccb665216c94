import { data, useSearchParams } from 'react-router';
import type { Route } from './+types/search';
import { callEndpoint } from '@hotel/shared/api/transport';
import { citySortFrom, type CitySort } from '@hotel/shared/city-search';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { PageBanner } from '../components/ui/page-banner.tsx';
import { NoRecord } from '../components/ui/no-record.tsx';
import { CityHotelCard } from '../features/city-search/city-hotel-card.tsx';
import { CitySortLinks } from '../features/city-search/city-sort-links.tsx';
import { roomsQueryFrom } from '../features/rooms/stay-query.server.ts';
import { rateQuery } from '../features/rooms/stay-rates.server.ts';
import { StaySummary } from '../features/rooms/stay-summary.tsx';
import { SearchBox } from '../features/search/search-box.tsx';
import { distributeParty, searchQuery } from '../features/search/search-state.ts';
import frame from '../components/ui/results-page.module.css';
import styles from '../features/city-search/city-results.module.css';

// Results for one stay: the city is kept in the canonical address, and search engines are asked not to index it.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.title ?? '',
    description: args.data?.description,
    keep: ['city'],
    noindex: true,
  });

/**
 * The city search's results (decision 0038): /search?city=HGH&checkIn=…&checkOut=…&rooms=…&adults=…&children=…[&sort=hotel].
 * The stay is read as the rooms page reads it; the server refuses what it refuses, with its message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cityCode = url.searchParams.get('city') ?? '';
  const sort = citySortFrom(url.searchParams.get('sort'));
  const stay = roomsQueryFrom(url);
  const t = routeTranslator(request, ['citySearch']);
  const texts = (cityName: string | null) => ({
    i18n: routeMessages(request, ['citySearch', 'search', 'rooms']),
    title: cityName ? t('citySearch.metaTitleCity', { city: cityName }) : t('citySearch.metaTitle'),
    description: t('citySearch.metaDescription'),
  });
  const { status, envelope } = await callEndpoint(context.transport, 'getCityRoomAndRate', { CityCode: cityCode, ...rateQuery(stay), sort });
  if (envelope.success && envelope.data) return { ...texts(envelope.data.cityName), cityCode, stay, sort, result: envelope.data, notice: null };
  if (status === 404) throw data({ message: envelope.message }, { status: 404 });
  // A stay the server refuses (dates, party, no city): the page stays, with the reason and the search box.
  return { ...texts(null), cityCode, stay, sort, result: null, notice: envelope.message || null };
}

export default function CitySearch({ loaderData, matches }: Route.ComponentProps) {
  const { cityCode, stay, sort, result, notice } = loaderData;
  const cities = matches[0].loaderData.cities ?? [];
  const [params] = useSearchParams();
  const t = useT();
  // The rooms page's own query for this stay: picking a hotel keeps the search.
  const roomsQuery = searchQuery({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    custList: distributeParty(stay.roomNum, stay.adultNum, stay.childrenNum),
    discountType: stay.discountType ?? '',
    discountCode: stay.discountCode ?? '',
  });
  const sortHref = (next: CitySort) => {
    const query = new URLSearchParams(params);
    if (next === 'price') query.delete('sort');
    else query.set('sort', next);
    return `/search?${query}`;
  };
  const hotels = result?.hotels ?? [];
  const open = hotels.filter((h) => h.status === 'available').length;
  const cityName = result?.cityName ?? cities.find((c) => c.ctCode === cityCode)?.cityName ?? '';
  return (
    <>
      <PageBanner image="/img/group/hotels-banner.webp" imageMobile="/img/group/hotels-banner-m.webp" eyebrow="Search" title={cityName ? t('citySearch.cityHotels', { city: cityName }) : t('citySearch.metaTitle')} />
      <div className={`container ${frame.search}`}>
        {/* Keyed by the query: a new search (or back/forward) shows what the URL now names. */}
        <SearchBox key={params.toString()} cities={cities} cityCode={result?.cityCode ?? cityCode} discountNotice={result?.discountNotice ?? null} />
      </div>
      <section className={`section ${styles.section}`} aria-labelledby="city-results-title">
        <div className="container">
          <div className={`${frame.head} ${styles.head}`}>
            <div>
              <span className="eyebrow">Hotels &amp; Rates</span>
              <h2 id="city-results-title" className={frame.title}>
                {cityName ? t('citySearch.resultsTitleCity', { city: cityName }) : t('citySearch.resultsTitle')}
              </h2>
            </div>
            {result ? (
              <p className={`${frame.count} ${styles.count}`} role="status">
                {t('citySearch.count', { total: hotels.length, open })}
              </p>
            ) : null}
          </div>
          <StaySummary stay={stay} />
          {notice ? (
            <p className={frame.notice} role="alert">
              {notice}
            </p>
          ) : null}
          {hotels.length > 0 ? (
            <>
              <div className={styles.toolbar}>
                {/* One hotel has no order to choose. */}
                {hotels.length > 1 ? <CitySortLinks current={sort} hrefFor={sortHref} /> : <span />}
                <p className={styles.hint}>{t('citySearch.hint', { rooms: stay.roomNum })}</p>
              </div>
              <ol className={`${frame.list} ${styles.list}`} aria-label={t('citySearch.cityHotels', { city: cityName })}>
                {hotels.map((hotel) => (
                  <li key={hotel.hotelCode}>
                    <CityHotelCard hotel={hotel} roomsHref={`/${hotel.hotelCode}/rooms?${roomsQuery}`} />
                  </li>
                ))}
              </ol>
            </>
          ) : result ? (
            <NoRecord />
          ) : null}
        </div>
      </section>
    </>
  );
}
