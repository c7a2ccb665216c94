import type { RoomType } from '@hotel/shared/schemas/hotel';
import { Carousel } from '../../components/ui/carousel.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Split } from '../../components/ui/split.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { FacilityList } from './facility-list.tsx';
import { RoomFacts } from './room-facts.tsx';
import styles from './room-detail-modal.module.css';

interface RoomDetailModalProps {
  room: RoomType;
  open: boolean;
  onClose: () => void;
}

/** The room-type-detail modal of ChildRooms: image swiper, remark and facilities. */
export function RoomDetailModal({ room, open, onClose }: RoomDetailModalProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={room.rtName} size="lg">
      <Split columns={[6, 5]} gap={6} stackedGap={4} align="start">
        <div className={styles.photos}>
          <Carousel label={t('rooms.photosOf', { room: room.rtName })}>
            {room.pcImages.map((src, i) => (
              <img
                key={src}
                src={src}
                alt={t('rooms.photoN', { room: room.rtName, n: i + 1 })}
                width={1200}
                height={900}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className={styles.image}
              />
            ))}
          </Carousel>
        </div>
        <div className={styles.info}>
          <p className={styles.en} lang="en">
            {room.rtNameEn}
          </p>
          <RoomFacts room={room} />
          <p className={styles.remark}>{room.remark}</p>
          <div>
            <h3 className={styles.subtitle}>{t('rooms.amenities')}</h3>
            <FacilityList facilities={room.facilities} columns={2} />
          </div>
        </div>
      </Split>
    </Modal>
  );
}
