import { Link } from 'react-router';
import type { Route } from './+types/about-us';
import { load } from '../../lib/api.server.ts';
import { routeTranslator } from '../../lib/i18n/catalogs.server.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { Split } from '../../components/ui/split.tsx';
import { hotelCodeFrom } from '../../features/hotel/hotel-params.server.ts';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { HotelFacts } from '../../features/hotel/hotel-facts.tsx';
import { HotelAmenities } from '../../features/hotel/hotel-amenities.tsx';
import styles from '../../features/hotel/hotel-about.module.css';
import { anyUntranslated, TranslationNote } from '../../components/layout/translation-note.tsx';

export const meta: Route.MetaFunction = (args) => hotelPageMeta(args, args.loaderData?.title ?? '');

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const code = hotelCodeFrom(params);
  const rooms = await load(context, 'getRoomType', { HotelCode: code });
  // What every room has, for the amenities block.
  const shared = rooms.length > 0 ? rooms[0]!.facilities.filter((f) => rooms.every((r) => r.facilities.includes(f))) : [];
  const t = routeTranslator(request, ['hotel']);
  return { title: t('hotel.aboutTitle'), code, roomTypeCount: rooms.length, roomFacilities: shared };
}

export default function HotelAboutUs({ loaderData, matches }: Route.ComponentProps) {
  const { code, roomTypeCount, roomFacilities } = loaderData;
  const { hotel } = matches[1].loaderData;
  const t = useT();
  const paragraphs = hotel.description.split(/\n+/).filter(Boolean);
  return (
    <>
      <PageBanner image={hotel.showImage} imageMobile={hotel.showImage} eyebrow={hotel.nameEn} title={hotel.hotelName} />
      <section className="section">
        <Split columns={[7, 4]} gap={8} stackedGap={7} stackBelow="tablet" align="start" className="container">
          <div className={styles.main}>
            <TranslationNote untranslated={anyUntranslated(hotel)} inContainer />
            <ul className={styles.badges} aria-label={t('hotel.featuresLabel')}>
              <li className={styles.badge}>{hotel.feature}</li>
              <li className={styles.badgeOutline}>{hotel.businessType}</li>
            </ul>
            <span className="eyebrow">About the Hotel</span>
            <h2 className={styles.title}>{t('hotel.aboutHeading')}</h2>
            <p className={styles.nameLine}>
              <span>{hotel.hotelName}</span>
              <span className={styles.nameEn} lang="en">
                {hotel.nameEn}
              </span>
            </p>
            <div className={styles.description}>
              {paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
            <div className={styles.actions}>
              <Link to={`/${code}/rooms`} className="btn">
                {t('hotel.viewRooms')}
              </Link>
              <Link to={`/${code}/home`} className="text-link">
                {t('hotel.backToHotelHome')}
              </Link>
            </div>
          </div>
          <HotelFacts hotel={hotel} />
        </Split>
      </section>
      <HotelAmenities hotelCode={code} roomTypeCount={roomTypeCount} roomFacilities={roomFacilities} />
    </>
  );
}
