import { Link } from 'react-router';
import { useSiteState } from '../../lib/site-state.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './courtesy-card.module.css';

const BENEFITS = ['home.courtesyBenefit1', 'home.courtesyBenefit2', 'home.courtesyBenefit3'] as const;

/**
 * The membership teaser. Its button goes to Courtesy for members; visitors get the login modal
 * (without JavaScript the link still reaches /courtesy, whose guard explains the login is needed).
 */
export function CourtesyCard() {
  const { userName, openLogin } = useSiteState();
  const t = useT();
  return (
    <div className={styles.courtesy}>
      <img src="/img/group/courtesy.webp" alt="" width={1200} height={800} loading="lazy" decoding="async" className={styles.image} />
      <div className={styles.panel}>
        <span className={`eyebrow ${styles.eyebrow}`}>Golden Fan Members</span>
        <h2 className={styles.title}>{t('home.courtesyTitle')}</h2>
        <p className={styles.text}>{t('home.courtesyText')}</p>
        <ul className={styles.benefits}>
          {BENEFITS.map((b) => (
            <li key={b}>{t(b)}</li>
          ))}
        </ul>
        <Link
          to="/courtesy"
          className="btn btn--gold"
          aria-label={t('home.moreAboutCourtesy')}
          aria-haspopup={userName ? undefined : 'dialog'}
          onClick={(event) => {
            if (userName) return;
            event.preventDefault();
            openLogin();
          }}
        >
          {t('home.more')}
        </Link>
      </div>
    </div>
  );
}
