import type { MeetingInfo } from '@hotel/shared/schemas/content';
import { Card, CardBadge, CardText } from '../../components/ui/card.tsx';
import { CardGrid } from '../../components/ui/card-grid.tsx';

const SLOTS = [1, 2, 3, 4, 5, 6] as const;

/** The meeting rooms of MeetingTit1-6 / MeetingImg1-6 / MeetingDesc1-6 (empty slots are skipped). */
export function meetingRoomsOf(info: MeetingInfo) {
  return SLOTS.map((n) => ({ title: info[`MeetingTit${n}`], image: info[`MeetingImg${n}`], desc: info[`MeetingDesc${n}`] })).filter((r) => r.title);
}

/** The hotel's meeting and banquet rooms as cards. */
export function MeetingRooms({ info }: { info: MeetingInfo }) {
  return (
    <CardGrid>
      {meetingRoomsOf(info).map((room, i) => (
        <li key={i}>
          <Card
            variant="plain"
            image={room.image ? { src: room.image, width: 800, height: 560, ratio: '10 / 7' } : null}
            badge={<CardBadge tone="tab">{String(i + 1).padStart(2, '0')}</CardBadge>}
            title={room.title}
          >
            <CardText>{room.desc}</CardText>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
