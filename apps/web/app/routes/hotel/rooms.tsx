import { useSearchParams } from 'react-router';
import type { Route } from './+types/rooms';
import { load } from '../../lib/api.server.ts';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { NoRecord } from '../../components/ui/no-record.tsx';
import { SearchBox } from '../../features/search/search-box.tsx';
import { hotelCodeFrom } from '../../features/hotel/hotel-params.server.ts';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { StepBar } from '../../features/rooms/step-bar.tsx';
import { RoomTypeCard } from '../../features/rooms/room-type-card.tsx';
import { StaySummary, staySearchFrom } from '../../features/rooms/stay-summary.tsx';
import styles from '../../features/rooms/rooms-page.module.css';

export const meta: Route.MetaFunction = ({ matches }) => hotelPageMeta(matches, '客室とスイート');

export async function loader({ params, context }: Route.LoaderArgs) {
  const code = hotelCodeFrom(params);
  const rooms = await load(context, 'getRoomType', { HotelCode: code });
  return { code, rooms };
}

export default function HotelRooms({ loaderData, matches }: Route.ComponentProps) {
  const { code, rooms } = loaderData;
  const { hotel } = matches[1].loaderData;
  const [params] = useSearchParams();
  const stay = staySearchFrom(params);
  const banner = hotel.banners[0];
  return (
    <>
      <StepBar current={2} />
      <PageBanner
        image={banner?.image ?? hotel.showImage}
        imageMobile={banner?.imageMobile ?? hotel.showImage}
        eyebrow="Rooms & Suites"
        title={hotel.hotelName}
      />
      <div className={`container ${styles.search}`}>
        <SearchBox hotelCode={code} />
      </div>
      <section className={`section ${styles.section}`} aria-labelledby="rooms-title">
        <div className="container">
          <div className={styles.head}>
            <div>
              <span className="eyebrow">Rooms &amp; Suites</span>
              <h2 id="rooms-title" className={styles.title}>
                客室とスイート
              </h2>
            </div>
            <p className={styles.count}>全{rooms.length}タイプ</p>
          </div>
          {stay ? <StaySummary stay={stay} /> : null}
          {rooms.length > 0 ? (
            <ol className={styles.list}>
              {rooms.map((room, index) => (
                <li key={room.rtCode}>
                  <RoomTypeCard hotelCode={code} room={room} index={index} />
                </li>
              ))}
            </ol>
          ) : (
            <NoRecord />
          )}
        </div>
      </section>
    </>
  );
}
