import type { ComponentProps } from 'react';
import type { HotelCode } from '@hotel/shared/constants';
import type { HotelHomeInfo } from '@hotel/shared/schemas/content';
import { useT } from '../../lib/i18n/i18n.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { MoreLink } from '../../components/ui/more-link.tsx';
import { HotelWelcome } from '../../features/hotel/hotel-welcome.tsx';
import { MeetingsTeaser } from '../../features/hotel/meetings-teaser.tsx';
import { HealthTeaTeaser } from '../../features/hotel/health-tea-teaser.tsx';
import { useHealthTeaTabs } from '../../features/hotel/use-health-tea-tabs.ts';
import { LatestOffers } from '../../features/sales/latest-offers.tsx';
import { RoomSlider } from '../../features/rooms/room-slider.tsx';
import styles from '../../features/hotel/hotel-home.module.css';

interface HotelHomeMoreProps {
  code: HotelCode;
  hotel: ComponentProps<typeof HotelWelcome>['hotel'];
  home: HotelHomeInfo | null;
  rooms: ComponentProps<typeof RoomSlider>['rooms'];
  latest: ComponentProps<typeof LatestOffers>['offers'];
}

/**
 * A hotel's home below its hero and search box: the welcome, the meetings teaser, the rooms, health
 * and tea, the latest offers. Its code loads as the page hydrates (routes/hotel/home.tsx,
 * lib/later.tsx, decision 0082).
 */
export function HotelHomeMore({ code, hotel, home, rooms, latest }: HotelHomeMoreProps) {
  const t = useT();
  const healthTeaTabs = useHealthTeaTabs(code);
  return (
    <>
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
