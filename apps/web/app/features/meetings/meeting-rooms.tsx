import type { MeetingInfo } from '@hotel/shared/schemas/content';
import { Card, CardBadge, CardText } from '../../components/ui/card.tsx';
import { CardGrid } from '../../components/ui/card-grid.tsx';

const SLOTS = [1, 2, 3, 4, 5, 6] as const;

/** The six venue slots (MeetingTit1-6 / MeetingImg1-6 / MeetingDesc1-6); empty slots are skipped. */
export function MeetingRooms({ info }: { info: MeetingInfo }) {
  const rooms = SLOTS.map((n) => ({
    n,
    title: info[`MeetingTit${n}`],
    image: info[`MeetingImg${n}`],
    description: info[`MeetingDesc${n}`],
  })).filter((room) => room.title);

  return (
    <CardGrid>
      {rooms.map((room) => (
        <li key={room.n}>
          <Card
            image={room.image ? { src: room.image, width: 800, height: 560, ratio: '10 / 7' } : null}
            badge={<CardBadge tone="number">{String(room.n).padStart(2, '0')}</CardBadge>}
            title={room.title}
          >
            {room.description ? <CardText>{room.description}</CardText> : null}
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
