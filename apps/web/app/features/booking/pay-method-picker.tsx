import type { PayMethod } from '@hotel/shared/schemas/pay';
import { MEMBER_CARD_PAY_CODE, PAY_METHODS } from '@hotel/shared/constants';
import { useT } from '../../lib/i18n/i18n.tsx';
import type { MessageId } from '../../lib/i18n/messages.ts';
import styles from './pay-method-picker.module.css';

interface PayMethodPickerProps {
  methods: PayMethod[];
  selected: string | null;
  onSelect: (paycode: string) => void;
  describedBy?: string;
}

/** Each method of PAY_METHODS: its name (PAY_METHODS' type, kept for the server and the spec) and hint in the catalogue. */
const WORDS: Record<keyof typeof PAY_METHODS, { name: MessageId; hint: MessageId }> = {
  alipay: { name: 'booking.methodAlipay', hint: 'booking.hintAlipay' },
  wechat: { name: 'booking.methodWechat', hint: 'booking.hintWechat' },
  memberCard: { name: 'booking.methodCard', hint: 'booking.hintCard' },
  payLater: { name: 'booking.methodPayLater', hint: 'booking.hintPayLater' },
};

/** A method's catalogue words: by its paycode, the member card by its code (spec §7 names it either way). */
function wordsOf(method: PayMethod) {
  const key =
    (Object.keys(PAY_METHODS) as (keyof typeof PAY_METHODS)[]).find((k) => PAY_METHODS[k].paycode === method.paycode) ??
    (method.code === MEMBER_CARD_PAY_CODE ? 'memberCard' : null);
  return key ? { ...WORDS[key], known: method.type === PAY_METHODS[key].type } : null;
}

/** The payment methods of the order as a radio list (the spec's picklist). */
export function PayMethodPicker({ methods, selected, onSelect, describedBy }: PayMethodPickerProps) {
  const t = useT();
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend className="visually-hidden">{t('booking.payMethod')}</legend>
      {methods.map((m) => {
        const words = wordsOf(m);
        return (
          <label key={m.paycode} className={`${styles.option} ${selected === m.paycode ? styles.selected : ''}`}>
            <input
              type="radio"
              name="paymethod"
              value={m.paycode}
              checked={selected === m.paycode}
              onChange={() => onSelect(m.paycode)}
              className={styles.radio}
            />
            <span className={styles.text}>
              {/* A name the hotel's system words otherwise than PAY_METHODS is shown as it comes. */}
              <span className={styles.name}>{words?.known ? t(words.name) : m.type}</span>
              <span className={styles.hint}>{words ? t(words.hint) : ''}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
