import { Link } from 'react-router';
import type { HotelCode } from '@hotel/shared/constants';
import { hotelMenu } from '@hotel/shared/navigation';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { TagList } from '../../components/ui/tag-list.tsx';
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

/** About-us: the hotel's facilities (its own pages) and what every room offers. */
export function HotelAmenities({ hotelCode, roomTypeCount, roomFacilities }: HotelAmenitiesProps) {
  const facilities = hotelMenu(hotelCode).filter((item) => item.key !== 'home');
  return (
    <section className="section section--tint">
      <div className="container">
        <SectionHeading eyebrow="Facilities & Amenities" title="館内施設とアメニティ" />
        <ul className={styles.facilities}>
          {facilities.map((item) => (
            <li key={item.key}>
              <Link to={item.path} className={styles.facility}>
                <span className={styles.en}>{MENU_EN[item.key]}</span>
                <span className={styles.label}>{item.label}</span>
                {item.key === 'rooms' && roomTypeCount > 0 ? <span className={styles.note}>{roomTypeCount}タイプの客室</span> : null}
              </Link>
            </li>
          ))}
        </ul>
        {roomFacilities.length > 0 ? (
          <div className={styles.amenities}>
            <h3 className={styles.amenitiesTitle}>全客室共通の設備</h3>
            <TagList tags={roomFacilities} tone="line" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
