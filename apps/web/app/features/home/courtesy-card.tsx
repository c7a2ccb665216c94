import { Link } from 'react-router';
import { useSiteState } from '../../lib/site-state.tsx';
import styles from './courtesy-card.module.css';

const BENEFITS = ['ご宿泊ごとにボーナスポイントを付与', 'メンバー限定料金と客室アップグレード', 'レイトチェックアウトなどのご優待'];

/**
 * The membership teaser. Its button goes to Courtesy for members; visitors get the login modal
 * (without JavaScript the link still reaches /courtesy, whose guard explains the login is needed).
 */
export function CourtesyCard() {
  const { userName, openLogin } = useSiteState();
  return (
    <div className={styles.courtesy}>
      <img src="/img/group/courtesy.webp" alt="" width={1200} height={800} loading="lazy" decoding="async" className={styles.image} />
      <div className={styles.panel}>
        <span className={`eyebrow ${styles.eyebrow}`}>Golden Fan Members</span>
        <h2 className={styles.title}>ゴールデンファン会員</h2>
        <p className={styles.text}>
          フェルトンのすべてのホテルでポイントが貯まり、メンバーだけの特典をご利用いただけます。ご登録は無料です。
        </p>
        <ul className={styles.benefits}>
          {BENEFITS.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
        <Link
          to="/courtesy"
          className="btn btn--gold"
          aria-label="ゴールデンファン会員について詳しく見る"
          aria-haspopup={userName ? undefined : 'dialog'}
          onClick={(event) => {
            if (userName) return;
            event.preventDefault();
            openLogin();
          }}
        >
          詳しく見る
        </Link>
      </div>
    </div>
  );
}
