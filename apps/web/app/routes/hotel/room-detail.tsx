import { Link, redirect } from 'react-router';
import type { Route } from './+types/room-detail';
import { load } from '../../lib/api.server.ts';
import { routeMessages } from '../../lib/i18n/catalogs.server.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { Split } from '../../components/ui/split.tsx';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { PanelTitle } from '../../components/ui/panel.tsx';
import { TagList } from '../../components/ui/tag-list.tsx';
import { PreOpeningPanel } from '../../features/hotel/pre-opening-panel.tsx';
import { SearchBox } from '../../features/search/search-box.tsx';
import { hotelCodeFrom } from '../../features/hotel/hotel-params.server.ts';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { roomOffers } from '../../features/hotel/hotel-structured-data.ts';
import { offerWords } from '../../features/hotel/offer-words.server.ts';
import { defaultStay, stayRates } from '../../features/rooms/stay-rates.server.ts';
import { telHref } from '../../lib/tel-href.ts';
import { RoomGallery } from '../../features/rooms/room-gallery.tsx';
import { RoomFacts } from '../../features/rooms/room-facts.tsx';
import { FacilityList } from '../../features/rooms/facility-list.tsx';
import { roomDetailHref } from '../../features/rooms/room-links.ts';
import styles from '../../features/rooms/room-detail-page.module.css';
import { anyUntranslated, TranslationNote } from '../../components/layout/translation-note.tsx';

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  return hotelPageMeta(args, data?.room.rtName ?? '', data?.room.remark, {
    image: data ? data.room.pcImages[0] || data.room.shortImage : undefined,
    // The room type is the page; the stay is not.
    keep: ['index'],
    hotelLd: data ? { offers: data.offers } : {},
  });
};

/** The spec's query index: a missing or malformed value means the first room type. */
function indexFrom(request: Request): number {
  const raw = new URL(request.url).searchParams.get('index') ?? '';
  return /^-?\d+$/.test(raw.trim()) ? Number(raw) : 0;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const code = hotelCodeFrom(params);
  const [rooms, rates] = await Promise.all([load(context, 'getRoomType', { HotelCode: code }), stayRates(context, code, defaultStay())]);
  const index = indexFrom(request);
  const room = rooms[index];
  if (!room) throw redirect(`/${code}/rooms`);
  const neighbour = (i: number) => (rooms[i] ? { index: i, name: rooms[i].rtName } : null);
  // This room type's rates for the default stay, as the booking engine answers them: its schema.org Offers.
  const offers = roomOffers(rates.rooms.filter((r) => r.rtCode === room.rtCode), rates.stay, context.publicOrigin, code, offerWords(request));
  return { i18n: routeMessages(request, ['search', 'rooms']), code, room, index, previous: neighbour(index - 1), next: neighbour(index + 1), offers };
}

export default function HotelRoomDetail({ loaderData, matches }: Route.ComponentProps) {
  const { code, room, previous, next } = loaderData;
  const t = useT();
  const { hotel } = matches[1].loaderData;
  return (
    <>
      <Breadcrumbs
        items={[{ label: hotel.hotelName, to: `/${code}/home` }, { label: t('rooms.title'), to: `/${code}/rooms` }, { label: room.rtName }]}
        className={`container ${styles.crumbs}`}
      />
      <Split columns={[7, 5]} gap={8} stackedGap={6} stackBelow="tablet" align="start" className="container">
        <RoomGallery images={room.pcImages.length > 0 ? room.pcImages : [room.shortImage]} roomName={room.rtName} />
        <div className={styles.info}>
          <p className={styles.hotel}>{hotel.hotelName}</p>
          <h1 className={styles.name}>{room.rtName}</h1>
          <TranslationNote untranslated={anyUntranslated(room)} inContainer />
          <p className={styles.en} lang="en">
            {room.rtNameEn}
          </p>
          <span className={styles.rule} aria-hidden="true" />
          <p className={styles.remark}>{room.remark}</p>
          <RoomFacts room={room} layout="table" />
          {room.features.length > 0 ? <TagList tags={room.features} label={t('rooms.features')} /> : null}
          <p className={styles.phone}>
            <span className={styles.phoneLabel}>{t('rooms.contact')}</span>
            <a href={telHref(hotel.tel)} className={styles.phoneNumber}>
              {hotel.tel}
            </a>
          </p>
        </div>
      </Split>
      <section className={`section ${styles.bottom}`}>
        <Split columns={[7, 4]} gap={8} stackedGap={6} stackBelow="tablet" align="start" className="container">
          <div>
            <span className="eyebrow">Amenities</span>
            <h2 className={styles.subtitle}>{t('rooms.amenities')}</h2>
            <FacilityList facilities={room.facilities} />
            <nav className={styles.pager} aria-label={t('rooms.otherRooms')}>
              {previous ? (
                <Link to={roomDetailHref(code, previous.index)} className={styles.prev} rel="prev">
                  <span className={styles.pagerLabel}>{t('rooms.prevRoom')}</span>
                  {previous.name}
                </Link>
              ) : (
                <span />
              )}
              {next ? (
                <Link to={roomDetailHref(code, next.index)} className={styles.next} rel="next">
                  <span className={styles.pagerLabel}>{t('rooms.nextRoom')}</span>
                  {next.name}
                </Link>
              ) : null}
            </nav>
          </div>
          {hotel.isPreOpenning ? (
            <PreOpeningPanel hotel={hotel} cities={matches[0].loaderData.cities ?? []} compact />
          ) : (
            <aside className={styles.booking} aria-labelledby="room-search-title">
              <PanelTitle id="room-search-title" en="Reservation">
                {t('rooms.searchTitle')}
              </PanelTitle>
              <SearchBox hotelCode={code} variant="column" />
            </aside>
          )}
        </Split>
      </section>
    </>
  );
}
