import type { Hotel } from '@hotel/shared/schemas/hotel';
import { isHotelCode } from '@hotel/shared/navigation';
import { Card, CardNote } from '../../components/ui/card.tsx';
import { CardGrid } from '../../components/ui/card-grid.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';

/** Open hotels, each leading to its own meetings page (pre-opening hotels are left out). */
export function MeetingHotels({ hotels }: { hotels: Hotel[] }) {
  const t = useT();
  const open = hotels.filter((h) => !h.isPreOpenning && isHotelCode(h.hotelCode));
  return (
    <CardGrid layout="fill">
      {open.map((hotel) => {
        const label = t('layout.menuHotelMeetings', { hotel: hotel.hotelCode });
        return (
          <li key={hotel.hotelCode}>
            <Card
              variant="compact"
              image={{ src: hotel.thumbnail, width: 640, height: 420, ratio: '64 / 42' }}
              kicker={hotel.cityName}
              title={
                <>
                  {hotel.hotelName}
                  <span className="visually-hidden">{t('meetings.hotelMeetings', { label })}</span>
                </>
              }
              href={`/${hotel.hotelCode}/meetings`}
              footer={
                <CardNote>
                  <span aria-hidden="true">{label} →</span>
                </CardNote>
              }
            />
          </li>
        );
      })}
    </CardGrid>
  );
}
