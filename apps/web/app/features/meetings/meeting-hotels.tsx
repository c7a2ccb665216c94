import type { Hotel } from '@hotel/shared/schemas/hotel';
import { HOTEL_MEETINGS_MENU } from '@hotel/shared/hotel-menu';
import { isHotelCode } from '@hotel/shared/navigation';
import { Card, CardNote } from '../../components/ui/card.tsx';
import { CardGrid } from '../../components/ui/card-grid.tsx';

/** Open hotels, each leading to its own meetings page (pre-opening hotels are left out). */
export function MeetingHotels({ hotels }: { hotels: Hotel[] }) {
  const open = hotels.filter((h) => !h.isPreOpenning && isHotelCode(h.hotelCode));
  return (
    <CardGrid layout="fill">
      {open.map((hotel) => {
        const label = isHotelCode(hotel.hotelCode) ? HOTEL_MEETINGS_MENU[hotel.hotelCode] : '会議と宴会';
        return (
          <li key={hotel.hotelCode}>
            <Card
              variant="compact"
              image={{ src: hotel.thumbnail, width: 640, height: 420, ratio: '64 / 42' }}
              kicker={hotel.cityName}
              title={
                <>
                  {hotel.hotelName}
                  <span className="visually-hidden">の{label}</span>
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
