import { Link } from 'react-router';
import type { HotelCode } from '@hotel/shared/constants';
import { hotelMenu } from '@hotel/shared/navigation';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { TagList } from '../../components/ui/tag-list.tsx';
import type { MessageId } from '../../lib/i18n/messages.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './hotel-amenities.module.css';

interface HotelAmenitiesProps {
  hotelCode: HotelCode;
  roomTypeCount: number;
  /** Facilities every room type of the hotel has. */
  roomFacilities: string[];
}

const MENU_EN: Record<string, string> = {
  rooms: 'Rooms & Suites',
  'health-and-tea': 'Wellness & Leisure',
  meetings: 'Meetings & Banquets',
  sales: 'Special Offers',
};

/** The facilities' labels: the hotel menu's own (its third and meetings entries by hotel). */
const MENU_LABELS: Record<string, MessageId> = {
  rooms: 'layout.menuRooms',
  'health-and-tea': 'layout.menuHotelThird',
  meetings: 'layout.menuHotelMeetings',
  sales: 'layout.menuSales',
};

/** About-us: the hotel's facilities (its own pages) and what every room offers. */
export function HotelAmenities({ hotelCode, roomTypeCount, roomFacilities }: HotelAmenitiesProps) {
  const t = useT();
  const facilities = hotelMenu(hotelCode).filter((item) => item.key !== 'home');
  return (
    <section className="section section--tint">
      <div className="container">
        <SectionHeading eyebrow="Facilities & Amenities" title={t('hotel.amenitiesTitle')} />
        <ul className={styles.facilities}>
          {facilities.map((item) => (
            <li key={item.key}>
              <Link to={item.path} className={styles.facility}>
                <span className={styles.en}>{MENU_EN[item.key]}</span>
                <span className={styles.label}>{MENU_LABELS[item.key] ? t(MENU_LABELS[item.key]!, { hotel: hotelCode }) : item.label}</span>
                {item.key === 'rooms' && roomTypeCount > 0 ? <span className={styles.note}>{t('hotel.roomTypes', { count: roomTypeCount })}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
        {roomFacilities.length > 0 ? (
          <div className={styles.amenities}>
            <h3 className={styles.amenitiesTitle}>{t('hotel.roomAmenities')}</h3>
            <TagList tags={roomFacilities} tone="line" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
