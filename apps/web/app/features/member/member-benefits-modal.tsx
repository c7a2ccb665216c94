import { MEMBER_LEVEL_KEYS, MEMBER_LEVELS, POINTS_PER_CNY, type MemberLevel } from '@hotel/shared/member-levels';
import { MESSAGES } from '@hotel/shared/messages';
import { Modal } from '../../components/ui/modal.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { formatPoints } from './format-member.ts';
import { LEVEL_NAMES } from './level-name.ts';
import styles from './member-benefits-modal.module.css';

interface MemberBenefitsModalProps {
  open: boolean;
  onClose: () => void;
  level: MemberLevel;
}

/** The member-benefits modal (spec §2): points rules, the card levels and the credit-card section. */
export function MemberBenefitsModal({ open, onClose, level }: MemberBenefitsModalProps) {
  const t = useT();
  const name = (key: MemberLevel) => t(LEVEL_NAMES[key]);
  // The points rules (POINTS_RULES' text in Japanese), with the shared figures.
  const rules = [
    t('member.pointsRuleEarn', { perCny: POINTS_PER_CNY }),
    t('member.pointsRuleYear'),
    t('member.pointsRuleLevels', {
      silver: name('silver'),
      gold: name('gold'),
      goldPoints: formatPoints(MEMBER_LEVELS.gold.yearlyPoints),
      platinum: name('platinum'),
      platinumPoints: formatPoints(MEMBER_LEVELS.platinum.yearlyPoints),
      diamond: name('diamond'),
      diamondPoints: formatPoints(MEMBER_LEVELS.diamond.yearlyPoints),
    }),
    t('member.pointsRuleKeep', { diamond: name('diamond'), stays: MEMBER_LEVELS.diamond.yearlyStaysToKeep, platinum: name('platinum') }),
  ];
  return (
    <Modal open={open} onClose={onClose} title={t('member.benefitsTitle')} size="md">
      <div className={styles.body}>
        <section aria-labelledby="benefits-points">
          <h3 id="benefits-points" className={styles.heading}>
            <span className="eyebrow">Bonus Points</span>
            {t('member.pointsRules')}
          </h3>
          <ol className={styles.rules}>
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="benefits-levels">
          <h3 id="benefits-levels" className={styles.heading}>
            <span className="eyebrow">Membership Tiers</span>
            {t('member.level')}
          </h3>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('member.levelColumn')}</th>
                  <th scope="col">{t('member.levelCriterion')}</th>
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
                          {name(key)}
                        </span>
                        {mine ? <span className={styles.badge}>{t('member.currentLevel')}</span> : null}
                      </th>
                      <td>
                        {info.yearlyPoints === 0 ? t('member.onJoining') : t('member.pointsOrMore', { points: formatPoints(info.yearlyPoints) })}
                        {info.yearlyStaysToKeep > 0 ? <span className={styles.keep}>{t('member.staysToKeep', { stays: info.yearlyStaysToKeep })}</span> : null}
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
            {t('member.creditCards')}
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
