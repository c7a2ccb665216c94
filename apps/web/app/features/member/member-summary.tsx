import { useState } from 'react';
import type { UserDetail } from '@hotel/shared/schemas/user';
import { formatCardNo, formatPoints } from './format-member.ts';
import { LEVEL_NAMES } from './level-name.ts';
import { MemberBenefitsModal } from './member-benefits-modal.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './member-summary.module.css';

/** My page's top: the membership card (name, level, number), the points and the card's stored balance (it pays on the pay step). */
export function MemberSummary({ member }: { member: UserDetail }) {
  const [benefitsOpen, setBenefitsOpen] = useState(false);
  const t = useT();
  return (
    <section aria-labelledby="member-summary-title" className={styles.summary}>
      <h2 id="member-summary-title" className="visually-hidden">
        {t('member.card')}
      </h2>
      {/* The card drawn like the physical one; the same facts follow as text for assistive tech. */}
      <div className={`${styles.card} ${styles[member.level]}`} aria-hidden="true">
        <div className={styles.cardTop}>
          <span className={styles.wordmark}>FELTON</span>
          <span className={styles.program}>Golden Fan Members</span>
        </div>
        <div className={styles.cardFacts}>
          <span className={styles.level}>{t(LEVEL_NAMES[member.level])}</span>
          <span className={styles.number}>{formatCardNo(member.cardNo)}</span>
          <span className={styles.holder}>{t('member.honoured', { name: member.userName })}</span>
        </div>
      </div>

      <dl className={styles.facts}>
        <div className={styles.wide}>
          <dt>{t('member.memberName')}</dt>
          <dd className={styles.factName}>{t('member.honoured', { name: member.userName })}</dd>
        </div>
        <div>
          <dt>{t('member.level')}</dt>
          <dd>{t(LEVEL_NAMES[member.level])}</dd>
        </div>
        <div>
          <dt>{t('member.cardNo')}</dt>
          <dd className={styles.mono}>{member.cardNo}</dd>
        </div>
        <div className={styles.points}>
          <dt>{t('member.pointsBalance')}</dt>
          <dd>
            <span className={styles.pointsValue}>{formatPoints(member.score)}</span>
            <span className={styles.pointsUnit}>pt</span>
          </dd>
        </div>
        <div className={styles.points}>
          <dt>{t('member.cardBalance')}</dt>
          <dd>
            <span className={styles.pointsValue}>{formatPoints(member.balance)}</span>
            <span className={styles.pointsUnit}>{t('member.yuan')}</span>
          </dd>
        </div>
      </dl>
      <button type="button" className={styles.benefitsLink} onClick={() => setBenefitsOpen(true)} aria-haspopup="dialog">
        {t('member.seeBenefits')}
      </button>
      <MemberBenefitsModal open={benefitsOpen} onClose={() => setBenefitsOpen(false)} level={member.level} />
    </section>
  );
}
