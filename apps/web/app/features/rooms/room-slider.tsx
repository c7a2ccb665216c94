import type { RoomType } from '@hotel/shared/schemas/hotel';
import { Card, CardMore, CardText } from '../../components/ui/card.tsx';
import { Carousel } from '../../components/ui/carousel.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { recommendedRooms } from './recommended-rooms.ts';
import { roomDetailHref } from './room-links.ts';

interface RoomSliderProps {
  hotelCode: string;
  rooms: RoomType[];
}

/** Hotel home: the recommended room types as a swiper; each slide opens the room's detail page. */
export function RoomSlider({ hotelCode, rooms }: RoomSliderProps) {
  const t = useT();
  return (
    <Carousel label={t('rooms.recommended')} perView={3} tone="dark" loop={false}>
      {recommendedRooms(rooms).map(({ room, index }) => (
        <Card
          key={room.rtCode}
          image={{ src: room.shortImage, width: 640, height: 480, ratio: '4 / 3' }}
          kicker={room.rtNameEn}
          latinKicker
          title={room.rtName}
          href={roomDetailHref(hotelCode, index)}
          footer={<CardMore arrow>View Room</CardMore>}
        >
          <CardText>
            {room.size}
            <span aria-hidden="true">{t('rooms.dot')}</span>
            <span className="visually-hidden">、</span>
            {t('rooms.upTo', { count: room.maxOccupancy })}
          </CardText>
        </Card>
      ))}
    </Carousel>
  );
}
