import type { PayMethod } from '@hotel/shared/schemas/pay';
import { MEMBER_CARD_PAY_CODE, PAY_LATER_CODE } from '@hotel/shared/constants';
import styles from './pay-method-picker.module.css';

interface PayMethodPickerProps {
  methods: PayMethod[];
  selected: string | null;
  onSelect: (paycode: string) => void;
  describedBy?: string;
}

const HINTS: Record<string, string> = {
  alipay: 'QRコードを支付宝（Alipay）アプリで読み取ってお支払いください',
  wechat: 'QRコードを微信（WeChat）アプリで読み取ってお支払いください',
  card: '会員カードのプリペイド残高からお支払いいただけます（会員パスワードが必要です）',
  [PAY_LATER_CODE]: 'ご到着時にフロントでお支払いください',
};

/** The payment methods of the order as a radio list (the spec's picklist). */
export function PayMethodPicker({ methods, selected, onSelect, describedBy }: PayMethodPickerProps) {
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend className="visually-hidden">お支払い方法</legend>
      {methods.map((m) => (
        <label key={m.paycode} className={`${styles.option} ${selected === m.paycode ? styles.selected : ''}`}>
          <input type="radio" name="paymethod" value={m.paycode} checked={selected === m.paycode} onChange={() => onSelect(m.paycode)} className={styles.radio} />
          <span className={styles.text}>
            <span className={styles.name}>{m.type}</span>
            <span className={styles.hint}>{HINTS[m.paycode] ?? (m.code === MEMBER_CARD_PAY_CODE ? HINTS.card : '')}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
