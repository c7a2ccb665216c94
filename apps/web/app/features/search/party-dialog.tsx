import { useState } from 'react';
import { CHILD_AGE_MAX, CHILD_AGE_MIN, MAX_ROOMS_PER_BOOKING, ROOM_CAPACITY } from '@hotel/shared/constants';
import { Modal } from '../../components/ui/modal.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
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

/**
 * − count ＋. A button at its limit is aria-disabled, not disabled: a disabled button drops the
 * focus to the page, and the guest pressing ＋ up to the room's capacity would lose their place.
 */
function Stepper({ label, value, canDecrease, canIncrease, onChange }: StepperProps) {
  const t = useT();
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <span className={styles.stepperLabel}>{label}</span>
      <button type="button" className={styles.stepButton} aria-label={t('search.decrease', { label })} aria-disabled={!canDecrease} onClick={() => canDecrease && onChange(value - 1)}>
        −
      </button>
      <output className={styles.stepValue} aria-live="polite" aria-label={t('search.count', { label })}>
        {value}
      </output>
      <button type="button" className={styles.stepButton} aria-label={t('search.increase', { label })} aria-disabled={!canIncrease} onClick={() => canIncrease && onChange(value + 1)}>
        ＋
      </button>
    </div>
  );
}

/** Rooms, adults and children (spec §5): per room at least 1 adult, at most 3 people, children 0–12. */
export function PartyDialog({ open, value, onClose, onApply }: PartyDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('search.party')} size="md">
      <PartyEditor initial={value} onApply={onApply} />
    </Modal>
  );
}

function PartyEditor({ initial, onApply }: { initial: RoomParty[]; onApply: (custList: RoomParty[]) => void }) {
  const t = useT();
  const [rooms, setRooms] = useState<RoomParty[]>(initial);
  const update = (index: number, patch: Partial<RoomParty>) =>
    setRooms((list) => list.map((room, i) => (i === index ? clampRoom({ ...room, ...patch }) : room)));

  return (
    <div className={styles.party}>
      <p className={styles.note}>{t('search.partyNote', { capacity: ROOM_CAPACITY, min: CHILD_AGE_MIN, max: CHILD_AGE_MAX })}</p>
      <ol className={styles.rooms}>
        {rooms.map((room, index) => {
          const people = room.adultNum + room.childrenNum;
          return (
            <li key={index} className={styles.room} aria-label={t('search.room', { n: index + 1 })}>
              <div className={styles.roomHead}>
                <span className={styles.roomTitle}>{t('search.room', { n: index + 1 })}</span>
                {rooms.length > 1 ? (
                  <button type="button" className={styles.linkButton} onClick={() => setRooms((list) => list.filter((_, i) => i !== index))}>
                    {t('search.remove')}
                  </button>
                ) : null}
              </div>
              <Stepper
                label={t('search.adults')}
                value={room.adultNum}
                canDecrease={room.adultNum > 1}
                canIncrease={people < ROOM_CAPACITY}
                onChange={(adultNum) => update(index, { adultNum })}
              />
              <Stepper
                label={t('search.children')}
                value={room.childrenNum}
                canDecrease={room.childrenNum > 0}
                canIncrease={people < ROOM_CAPACITY}
                onChange={(childrenNum) => update(index, { childrenNum })}
              />
              {room.childAges.length > 0 ? (
                <div className={styles.ages}>
                  {room.childAges.map((age, child) => (
                    <label key={child} className={styles.age}>
                      <span>{t('search.childAge', { n: child + 1 })}</span>
                      <select
                        value={age}
                        onChange={(e) => update(index, { childAges: room.childAges.map((a, i) => (i === child ? Number(e.target.value) : a)) })}
                      >
                        {AGES.map((a) => (
                          <option key={a} value={a}>
                            {t('search.age', { age: a })}
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
          {t('search.addRoom')}
        </button>
        <span className={styles.summary}>{partySummary(rooms, t)}</span>
        <button type="button" className="btn" onClick={() => onApply(rooms)}>
          {t('search.done')}
        </button>
      </div>
    </div>
  );
}
