import { useState } from 'react';
import { CHILD_AGE_MAX, CHILD_AGE_MIN, MAX_ROOMS_PER_BOOKING, ROOM_CAPACITY } from '@hotel/shared/constants';
import { Modal } from '../../components/ui/modal.tsx';
import { clampRoom, DEFAULT_ROOM, partySummary, type RoomParty } from './search-state.ts';
import styles from './search-dialogs.module.css';

interface PartyDialogProps {
  open: boolean;
  value: RoomParty[];
  onClose: () => void;
  onApply: (custList: RoomParty[]) => void;
}

const AGES = Array.from({ length: CHILD_AGE_MAX - CHILD_AGE_MIN + 1 }, (_, i) => CHILD_AGE_MIN + i);

interface StepperProps {
  label: string;
  value: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onChange: (value: number) => void;
}

function Stepper({ label, value, canDecrease, canIncrease, onChange }: StepperProps) {
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <span className={styles.stepperLabel}>{label}</span>
      <button type="button" className={styles.stepButton} aria-label={`${label}を減らす`} disabled={!canDecrease} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output className={styles.stepValue} aria-live="polite" aria-label={`${label}の人数`}>
        {value}
      </output>
      <button type="button" className={styles.stepButton} aria-label={`${label}を増やす`} disabled={!canIncrease} onClick={() => onChange(value + 1)}>
        ＋
      </button>
    </div>
  );
}

/** Rooms, adults and children (spec §5): per room at least 1 adult, at most 3 people, children 0–12. */
export function PartyDialog({ open, value, onClose, onApply }: PartyDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="客室・人数" size="md">
      <PartyEditor initial={value} onApply={onApply} />
    </Modal>
  );
}

function PartyEditor({ initial, onApply }: { initial: RoomParty[]; onApply: (custList: RoomParty[]) => void }) {
  const [rooms, setRooms] = useState<RoomParty[]>(initial);
  const update = (index: number, patch: Partial<RoomParty>) =>
    setRooms((list) => list.map((room, i) => (i === index ? clampRoom({ ...room, ...patch }) : room)));

  return (
    <div className={styles.party}>
      <p className={styles.note}>1室あたり大人と子ども合わせて{ROOM_CAPACITY}名まで、お子さまは{CHILD_AGE_MIN}〜{CHILD_AGE_MAX}歳です。</p>
      <ol className={styles.rooms}>
        {rooms.map((room, index) => {
          const people = room.adultNum + room.childrenNum;
          return (
            <li key={index} className={styles.room} aria-label={`客室${index + 1}`}>
              <div className={styles.roomHead}>
                <span className={styles.roomTitle}>客室{index + 1}</span>
                {rooms.length > 1 ? (
                  <button type="button" className={styles.linkButton} onClick={() => setRooms((list) => list.filter((_, i) => i !== index))}>
                    削除
                  </button>
                ) : null}
              </div>
              <Stepper
                label="大人"
                value={room.adultNum}
                canDecrease={room.adultNum > 1}
                canIncrease={people < ROOM_CAPACITY}
                onChange={(adultNum) => update(index, { adultNum })}
              />
              <Stepper
                label="子ども"
                value={room.childrenNum}
                canDecrease={room.childrenNum > 0}
                canIncrease={people < ROOM_CAPACITY}
                onChange={(childrenNum) => update(index, { childrenNum })}
              />
              {room.childAges.length > 0 ? (
                <div className={styles.ages}>
                  {room.childAges.map((age, child) => (
                    <label key={child} className={styles.age}>
                      <span>お子さま{child + 1}の年齢</span>
                      <select
                        value={age}
                        onChange={(e) => update(index, { childAges: room.childAges.map((a, i) => (i === child ? Number(e.target.value) : a)) })}
                      >
                        {AGES.map((a) => (
                          <option key={a} value={a}>
                            {a}歳
                          </option>
                        ))}
                      </select>
                    </label>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className={styles.partyFoot}>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={rooms.length >= MAX_ROOMS_PER_BOOKING}
          onClick={() => setRooms((list) => [...list, { ...DEFAULT_ROOM }])}
        >
          客室を追加
        </button>
        <span className={styles.summary}>{partySummary(rooms)}</span>
        <button type="button" className="btn" onClick={() => onApply(rooms)}>
          決定
        </button>
      </div>
    </div>
  );
}
