import { MEMBER_LEVEL_KEYS, MEMBER_LEVELS, POINTS_RULES, type MemberLevel } from '@hotel/shared/member-levels';
import { MESSAGES } from '@hotel/shared/messages';
import { Modal } from '../../components/ui/modal.tsx';
import { formatPoints } from './format-member.ts';
import styles from './member-benefits-modal.module.css';

interface MemberBenefitsModalProps {
  open: boolean;
  onClose: () => void;
  level: MemberLevel;
}

/** The member-benefits modal (spec §2): points rules, the card levels and the credit-card section. */
export function MemberBenefitsModal({ open, onClose, level }: MemberBenefitsModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="会員特典とポイント" size="md">
      <div className={styles.body}>
        <section aria-labelledby="benefits-points">
          <h3 id="benefits-points" className={styles.heading}>
            <span className="eyebrow">Bonus Points</span>
            ポイント規約
          </h3>
          <ol className={styles.rules}>
            {POINTS_RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="benefits-levels">
          <h3 id="benefits-levels" className={styles.heading}>
            <span className="eyebrow">Membership Tiers</span>
            会員ランク
          </h3>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">ランク</th>
                  <th scope="col">基準（年間獲得ポイント）</th>
                </tr>
              </thead>
              <tbody>
                {MEMBER_LEVEL_KEYS.map((key) => {
                  const info = MEMBER_LEVELS[key];
                  const mine = key === level;
                  return (
                    <tr key={key} className={mine ? styles.mine : undefined}>
                      <th scope="row">
                        <span className={styles.levelName}>
                          <span className={`${styles.swatch} ${styles[key]}`} aria-hidden="true" />
                          {info.name}
                        </span>
                        {mine ? <span className={styles.badge}>現在のランク</span> : null}
                      </th>
                      <td>
                        {info.yearlyPoints === 0 ? 'ご登録時' : `${formatPoints(info.yearlyPoints)} pt 以上`}
                        {info.yearlyStaysToKeep > 0 ? <span className={styles.keep}>維持には年間{info.yearlyStaysToKeep}回以上のご宿泊</span> : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="benefits-cards">
          <h3 id="benefits-cards" className={styles.heading}>
            <span className="eyebrow">Credit Cards</span>
            クレジットカード
          </h3>
          <div className={styles.noCard}>
            <svg viewBox="0 0 40 28" width="40" height="28" aria-hidden="true">
              <rect x="1" y="1" width="38" height="26" rx="3" fill="none" stroke="currentColor" strokeWidth="1.3" />
              <path d="M1 8h38M6 20h10" stroke="currentColor" strokeWidth="1.3" />
            </svg>
            <p>{MESSAGES.noCardAdded}</p>
          </div>
        </section>
      </div>
    </Modal>
  );
}
